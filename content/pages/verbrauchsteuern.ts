import type { Page } from '../types'

export const verbrauchsteuernPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Verbrauchsteuern – Beratung für Unternehmen',
        description:
          'Beratung zu Verbrauchsteuern in Deutschland: Kaffeesteuer, Luftverkehrsteuer, Alkohol-, Schaumwein- und Biersteuer, Tabaksteuer sowie Energie- und Stromsteuer.',
      },
      hero: {
        title: 'Verbrauchsteuern',
        subtitle: 'Kaffee, Alkohol, Tabak, Energie und Luftverkehr – Sondersteuern sicher im Blick',
        intro:
          'Neben der Umsatzsteuer fallen in Deutschland für bestimmte Waren und Vorgänge besondere Steuern an. Wir beraten Hersteller, Importeure, Händler, Online-Verkäufer und Fluggesellschaften zu Kaffeesteuer, Luftverkehrsteuer, Alkohol-, Schaumwein- und Biersteuer, Tabaksteuer sowie Energie- und Stromsteuer – von der Frage, ob eine Steuerpflicht besteht, bis zur Anmeldung und den laufenden Pflichten.',
      },
      cta: {
        title: 'Betrifft Ihr Geschäft eine Verbrauchsteuer?',
        subtitle:
          'Wir klären das im kostenlosen, unverbindlichen Erstgespräch. Anfragen beantworten wir in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenloses Erstgespräch vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'Excise Duties – Advice for Businesses',
        description:
          'Advice on excise duties in Germany: coffee tax, air passenger duty, alcohol, sparkling wine and beer tax, tobacco tax, and energy and electricity tax.',
      },
      hero: {
        title: 'Excise Duties',
        subtitle: 'Coffee, alcohol, tobacco, energy and air travel – special taxes kept firmly in view',
        intro:
          'Besides VAT, Germany levies special taxes on certain goods and activities. We advise manufacturers, importers, retailers, online sellers and airlines on coffee tax, air passenger duty, alcohol, sparkling wine and beer tax, tobacco tax, and energy and electricity tax – from whether a tax liability exists to registration and ongoing obligations.',
      },
      cta: {
        title: 'Does an excise duty affect your business?',
        subtitle:
          'We clarify this in a free, non-binding initial consultation. We usually reply to enquiries within 24 hours.',
        button: 'Book a free consultation',
      },
    },
    zh: {
      meta: {
        title: '消费税咨询 – 德国特别消费税',
        description:
          '德国消费税咨询：咖啡税、航空旅客税、酒精税、起泡酒税和啤酒税、烟草税，以及能源税和电力税。',
      },
      hero: {
        title: '消费税',
        subtitle: '咖啡、酒类、烟草、能源与航空——特别税种，全面把握',
        intro:
          '除增值税外，德国还对特定商品和经营活动征收特别税。我们为生产商、进口商、贸易商、电商卖家和航空公司提供咨询，涵盖咖啡税、航空旅客税、酒精税、起泡酒税和啤酒税、烟草税，以及能源税和电力税——从判断是否负有纳税义务，到办理登记和履行日常申报义务。',
      },
      cta: {
        title: '您的业务是否涉及消费税？',
        subtitle: '我们将在免费且不具约束力的初次咨询中为您厘清。我们通常在24小时内回复。',
        button: '预约免费初次咨询',
      },
    },
  },
}
