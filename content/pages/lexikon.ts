import type { Page } from '../types'

export const lexikonPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Lexikon & Aktuelles zu indirekten Steuern',
        description:
          '30 Begriffe der indirekten Steuern verständlich erklärt – von Reverse Charge bis IOSS – sowie Beiträge zu aktuellen Urteilen und Entwicklungen.',
      },
      hero: {
        title: 'Lexikon & Aktuelles',
        subtitle: 'Indirekte Steuern verständlich erklärt',
        intro:
          'Von Reverse Charge über OSS und IOSS bis zur Zolltarifnummer: Unser Lexikon erklärt 30 zentrale Begriffe aus Umsatzsteuer, Zoll und Verbrauchsteuern kurz und verständlich. In unseren Beiträgen ordnen wir aktuelle Urteile und Entwicklungen ein und zeigen, was sie für Ihr Unternehmen bedeuten.',
      },
      cta: {
        title: 'Ihre Frage geht über das Lexikon hinaus?',
        subtitle:
          'Zu Ihrem konkreten Fall geben wir Ihnen eine kostenlose, unverbindliche erste Einschätzung – Antwort in der Regel innerhalb von 24 Stunden.',
        button: 'Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'Indirect tax glossary & news',
        description:
          '30 key terms of indirect taxation explained clearly – from reverse charge to IOSS – plus articles on current rulings and developments.',
      },
      hero: {
        title: 'Glossary & news',
        subtitle: 'Indirect taxes explained clearly',
        intro:
          'From reverse charge and OSS/IOSS to customs tariff numbers: our glossary explains 30 key terms from VAT, customs and excise duties in brief, plain language. Our articles put current rulings and developments into context and show what they mean for your business.',
      },
      cta: {
        title: 'Does your question go beyond the glossary?',
        subtitle:
          'We give you a free first assessment of your specific case, without obligation – and usually reply within 24 hours.',
        button: 'Get in touch',
      },
    },
    zh: {
      meta: {
        title: '税务词典与最新动态',
        description:
          '通俗解读间接税领域30个核心术语（从反向征收到IOSS），并提供有关最新判决与行业动态的文章。',
      },
      hero: {
        title: '税务词典与最新动态',
        subtitle: '间接税知识，通俗易懂',
        intro:
          '从反向征收（Reverse Charge）、OSS和IOSS到商品编码：我们的税务词典以简明易懂的方式，解释增值税、海关和消费税领域的30个核心术语。我们还通过专题文章解读最新判决和行业动态，并说明其对贵公司的实际影响。',
      },
      cta: {
        title: '您的问题超出了税务词典的范围？',
        subtitle: '我们为您的具体情况提供免费初步评估，您无需承担任何义务；通常在24小时内回复。',
        button: '联系我们',
      },
    },
  },
}
