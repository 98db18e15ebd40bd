import type { Page } from '../types'

export const vatBeratungPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Umsatzsteuer-Beratung für Unternehmen',
        description:
          'Beratung zur Umsatzsteuer für Händler, KMU und ausländische Unternehmen: Registrierung, Reverse Charge, Reihengeschäfte, E-Rechnung, OSS/IOSS, Vorsteuerabzug.',
      },
      hero: {
        title: 'Umsatzsteuer-Beratung',
        subtitle: 'Klare Antworten für nationale und grenzüberschreitende Umsätze',
        intro:
          'Von der Registrierung in Deutschland und der EU über Reverse Charge, Reihen- und Dreiecksgeschäfte bis zur E-Rechnung, zu OSS/IOSS und zum Vorsteuerabzug: Wir beraten Online-Händler, KMU und ausländische Unternehmen zu ihren Fragen der Umsatzsteuer – praxisnah und auf Ihr Geschäftsmodell zugeschnitten.',
      },
      cta: {
        title: 'Sie haben eine Frage zur Umsatzsteuer?',
        subtitle:
          'Schildern Sie uns Ihr Anliegen. Das Erstgespräch ist kostenlos und unverbindlich, eine Antwort erhalten Sie in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenloses Erstgespräch vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'VAT Consulting for Businesses',
        description:
          'VAT advice for retailers, SMEs and foreign companies: registration in Germany and the EU, reverse charge, chain transactions, e-invoicing, OSS/IOSS, input tax.',
      },
      hero: {
        title: 'VAT Consulting',
        subtitle: 'Clear answers for domestic and cross-border transactions',
        intro:
          'From registration in Germany and the EU to reverse charge, chain and triangular transactions, e-invoicing, OSS/IOSS and input tax deduction: we advise online retailers, SMEs and foreign companies on their VAT questions – practical and tailored to your business model.',
      },
      cta: {
        title: 'Have a VAT question?',
        subtitle:
          'Tell us what you need. The initial consultation is free and non-binding, and we usually reply within 24 hours.',
        button: 'Book a free consultation',
      },
    },
    zh: {
      meta: {
        title: '增值税咨询 – 德国及欧盟增值税',
        description:
          '德国及欧盟增值税咨询：增值税注册、反向征收、链式交易、电子发票、OSS/IOSS及进项税抵扣，服务于电商卖家、中小企业和外国企业。',
      },
      hero: {
        title: '增值税咨询',
        subtitle: '为境内及跨境交易提供清晰的增值税解决方案',
        intro:
          '从德国及欧盟增值税注册，到反向征收、链式交易与三角贸易，再到电子发票、OSS/IOSS一站式申报和进项税抵扣：我们为电商卖家、中小企业和外国企业解答各类增值税问题，注重实操，并根据您的业务模式量身定制方案。',
      },
      cta: {
        title: '有增值税方面的问题？',
        subtitle: '请简要说明您的需求。初次咨询免费且不具约束力，我们通常在24小时内回复。',
        button: '预约免费初次咨询',
      },
    },
  },
}
