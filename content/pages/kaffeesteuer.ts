import type { Page } from '../types'

export const kaffeesteuerPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Kaffeesteuer: Beratung für Händler und Importeure',
        description:
          'Kaffeesteuer in Deutschland: 2,19 EUR/kg Röstkaffee und 4,78 EUR/kg löslicher Kaffee (Stand 2025). Beratung für Röstereien, Importeure und Online-Händler.',
      },
      hero: {
        title: 'Kaffeesteuer',
        subtitle: 'Beratung für Röstereien, Importeure und Online-Händler',
        intro:
          'Wer Kaffee in Deutschland herstellt, einführt, aus anderen EU-Staaten bezieht oder an Kunden in Deutschland versendet, muss die Kaffeesteuer beachten. Sie beträgt 2,19 EUR je kg Röstkaffee und 4,78 EUR je kg löslichen Kaffee (Stand 2025) und wird monatlich angemeldet. Wir klären, ob und wann die Steuer für Sie entsteht, und begleiten Sie bei Registrierung und laufenden Pflichten.',
      },
      cta: {
        title: 'Kaffeesteuer rechtssicher regeln',
        subtitle:
          'Im kostenlosen Erstgespräch prüfen wir, ob Ihr Geschäft kaffeesteuerpflichtig ist. Wir melden uns in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenloses Erstgespräch vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'Coffee Tax in Germany: Advice for Sellers',
        description:
          'German coffee tax: EUR 2.19/kg roasted coffee and EUR 4.78/kg instant coffee (as of 2025). Advice for roasters, importers and online retailers.',
      },
      hero: {
        title: 'Coffee Tax',
        subtitle: 'Advice for roasters, importers and online retailers',
        intro:
          'Anyone who produces coffee in Germany, imports it, sources it from other EU countries or ships it to customers in Germany has to consider German coffee tax. It amounts to EUR 2.19 per kg of roasted coffee and EUR 4.78 per kg of instant coffee (as of 2025) and is declared monthly. We clarify whether and when the tax arises for you and support you with registration and ongoing obligations.',
      },
      cta: {
        title: 'Get your coffee tax right',
        subtitle:
          'In a free initial consultation we check whether your business is liable to coffee tax. We usually reply within 24 hours.',
        button: 'Book a free consultation',
      },
    },
    zh: {
      meta: {
        title: '德国咖啡税咨询',
        description:
          '德国咖啡税：烘焙咖啡每公斤2.19欧元，速溶咖啡每公斤4.78欧元（2025年标准）。为咖啡烘焙商、进口商和电商卖家提供咨询。',
      },
      hero: {
        title: '咖啡税',
        subtitle: '为咖啡烘焙商、进口商和电商卖家提供咨询',
        intro:
          '在德国生产咖啡、进口咖啡、从其他欧盟国家采购咖啡或向德国客户寄送咖啡，都需要关注德国咖啡税。税额为烘焙咖啡每公斤2.19欧元、速溶咖啡每公斤4.78欧元（2025年标准），按月申报。我们帮助您判断是否以及何时产生纳税义务，并协助您办理登记和履行日常义务。',
      },
      cta: {
        title: '合规处理咖啡税',
        subtitle: '我们将在免费的初次咨询中判断您的业务是否需要缴纳咖啡税，通常在24小时内回复。',
        button: '预约免费初次咨询',
      },
    },
  },
}
