import type { Page } from '../types'

export const toolsPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Tools & Downloads – kostenlos für Ihre Umsatzsteuer',
        description:
          'Kostenlose Tools: USt-IdNr. über VIES prüfen, Fristenkalender 2025 für Voranmeldung und ZM nutzen, mit dem VAT Quick Scan Ihr Umsatzsteuer-Risiko einschätzen.',
      },
      hero: {
        title: 'Tools & Downloads',
        subtitle: 'Drei kostenlose Werkzeuge für Ihre Umsatzsteuer-Praxis',
        intro:
          'Prüfen Sie die USt-IdNr. Ihrer Geschäftspartner über das VIES-System der EU, behalten Sie mit dem Fristenkalender 2025 die Termine für Voranmeldung und Zusammenfassende Meldung im Blick und schätzen Sie Ihr Umsatzsteuer-Risiko mit dem VAT Quick Scan selbst ein. Die Tools dienen der Orientierung und ersetzen keine Rechtsberatung.',
      },
      cta: {
        title: 'Handlungsbedarf erkannt?',
        subtitle:
          'Wir besprechen Ihre Ergebnisse im kostenlosen Erstgespräch und zeigen Ihnen die nächsten Schritte.',
        button: 'Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'Tools & Downloads – Free VAT Tools',
        description:
          'Free tools: validate VAT IDs via VIES, track 2025 deadlines for VAT returns and EC sales lists, and assess your VAT risk with the VAT quick scan.',
      },
      hero: {
        title: 'Tools & downloads',
        subtitle: 'Three free tools for your day-to-day VAT compliance',
        intro:
          "Validate your business partners' VAT IDs via the EU's VIES system, keep track of the 2025 due dates for advance VAT returns and EC sales lists with the deadline calendar, and assess your own VAT risk with the VAT quick scan. The tools are for guidance only and do not replace legal advice.",
      },
      cta: {
        title: 'Spotted a need for action?',
        subtitle: 'We discuss your results in a free initial consultation and show you the next steps.',
        button: 'Get in touch',
      },
    },
    zh: {
      meta: {
        title: '工具与下载 – 免费增值税工具',
        description: '免费工具：通过VIES查询增值税识别号、查看2025年预申报及欧盟销售清单申报期限，并通过VAT快速检查自评增值税风险。',
      },
      hero: {
        title: '工具与下载',
        subtitle: '三款免费工具，助力您的日常增值税合规',
        intro:
          '通过欧盟VIES系统查询业务伙伴的增值税识别号（VAT税号），借助2025年申报期限日历掌握预申报和欧盟销售清单的截止日期，并通过VAT快速检查自行评估增值税风险。上述工具仅供参考，不能替代法律咨询。',
      },
      cta: {
        title: '发现需要处理的问题？',
        subtitle: '我们将在免费的初次咨询中与您一起分析结果，并为您指明下一步。',
        button: '联系我们',
      },
    },
  },
}
