import type { Page } from '../types'

export const vatQuickScanPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'VAT Quick Scan – Umsatzsteuer-Risiko selbst prüfen',
        description:
          '15 Fragen in 5 Kategorien: Mit dem kostenlosen VAT Quick Scan schätzen Sie Ihr Umsatzsteuer-Risiko selbst ein – mit Ampelbewertung in Grün, Gelb oder Rot.',
      },
      hero: {
        title: 'VAT Quick Scan',
        subtitle: 'Kostenloser Selbstcheck zu Ihren Umsatzsteuer-Risiken',
        intro:
          'Beantworten Sie 15 Fragen aus fünf Bereichen – Verkäufe und Kanäle, Preise und Rabatte, Versand und Nachweise, Rechnungen und Systeme sowie Lieferketten – jeweils mit Ja, Nein oder Unsicher. Sobald alle Fragen beantwortet sind, erhalten Sie eine Ampelbewertung in Grün, Gelb oder Rot. Der Selbstcheck ist kostenlos und ersetzt keine Rechtsberatung.',
      },
      cta: {
        title: 'Ergebnis gemeinsam besprechen',
        subtitle:
          'Ob Grün, Gelb oder Rot – im kostenlosen Erstgespräch ordnen wir Ihr Ergebnis ein und zeigen Ihnen die nächsten Schritte.',
        button: 'Erstgespräch vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'VAT Quick Scan – Check Your VAT Risk Yourself',
        description:
          '15 questions in 5 categories: the free VAT quick scan lets you assess your own VAT risk and gives you a traffic-light rating of green, yellow or red.',
      },
      hero: {
        title: 'VAT quick scan',
        subtitle: 'A free self-check of your VAT risks',
        intro:
          'Answer 15 questions in five areas – sales and channels, prices and discounts, shipping and proof, invoices and systems, and supply chains – with yes, no or unsure. Once every question is answered, you receive a traffic-light rating: green, yellow or red. The self-check is free and does not constitute legal advice.',
      },
      cta: {
        title: 'Discuss your result with us',
        subtitle:
          'Green, yellow or red – in a free initial consultation we put your result into context and show you the next steps.',
        button: 'Book a consultation',
      },
    },
    zh: {
      meta: {
        title: 'VAT快速检查 – 自测增值税风险',
        description: '5大类共15个问题：通过免费的VAT快速检查自行评估增值税风险，获得绿、黄、红三级风险评级。',
      },
      hero: {
        title: 'VAT快速检查',
        subtitle: '免费自测您的增值税风险',
        intro:
          '本检查涵盖销售与渠道、价格与折扣、发货与证明、发票与系统以及供应链五大类，共15个问题，每题可选择“是”“否”或“不确定”。全部作答后，您将获得绿、黄、红三级风险评级。本自测免费提供，不构成法律意见。',
      },
      cta: {
        title: '与我们一起解读结果',
        subtitle: '无论结果是绿色、黄色还是红色——我们将在免费的初次咨询中为您解读结果，并指明下一步。',
        button: '预约咨询',
      },
    },
  },
}
