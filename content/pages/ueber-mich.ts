import type { Page } from '../types'

export const ueberMichPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Über mich – Anwaltliche Beratung zur Umsatzsteuer',
        description:
          'Anwaltliche Beratung zu Umsatzsteuer, Zoll und Verbrauchsteuern mit langjähriger Erfahrung aus großen Beratungsgesellschaften – auf Deutsch und Englisch.',
      },
      hero: {
        title: 'Über mich',
        subtitle: 'Präzise, klar und pragmatisch – in Deutsch und Englisch',
        intro:
          'Ich berate Amazon-Händler, Online-Shops, ausländische Unternehmen und den Mittelstand zu Umsatzsteuer, Zoll und Verbrauchsteuern. Meine langjährige Erfahrung aus großen Beratungsgesellschaften verbinde ich mit dem Anspruch, komplexe Fragen präzise und verständlich zu beantworten – effizient, pragmatisch und wahlweise auf Deutsch oder Englisch.',
      },
      cta: {
        title: 'Lernen wir uns kennen',
        subtitle:
          'Im kostenlosen und unverbindlichen Erstgespräch klären wir Ihr Anliegen und die nächsten Schritte.',
        button: 'Kostenloses Erstgespräch vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'About me – attorney and VAT expert',
        description:
          'Legal advice on VAT, customs and excise duties, backed by long-standing experience at large consulting firms – in German and English.',
      },
      hero: {
        title: 'About me',
        subtitle: 'Precise, clear and pragmatic – in German and English',
        intro:
          'I advise Amazon sellers, online retailers, foreign companies and SMEs on VAT, customs and excise duties. I combine long-standing experience at large consulting firms with a commitment to answering complex questions precisely and clearly – efficiently, pragmatically and in either German or English.',
      },
      cta: {
        title: "Let's get to know each other",
        subtitle: 'In a free, non-binding initial consultation we clarify your concern and the next steps.',
        button: 'Book a free initial consultation',
      },
    },
    zh: {
      meta: {
        title: '关于我 – 律师、增值税专家',
        description: '提供增值税、海关及消费税法律咨询，拥有在大型咨询机构的多年从业经验，可使用德语和英语沟通。',
      },
      hero: {
        title: '关于我',
        subtitle: '精准、清晰、务实——德英双语服务',
        intro:
          '我为亚马逊卖家、电商企业、境外公司及中小企业提供增值税、海关和消费税方面的咨询。凭借在大型咨询机构积累的多年经验，我致力于以精准、清晰的方式解答复杂的税务问题——高效务实，可使用德语或英语沟通。',
      },
      cta: {
        title: '欢迎与我联系',
        subtitle: '通过免费且不具约束力的初次咨询，我们将共同梳理您的问题并明确下一步方案。',
        button: '预约免费初次咨询',
      },
    },
  },
}
