import type { Page } from '../types'

export const luftverkehrsteuerPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Luftverkehrsteuer: Beratung für Fluggesellschaften',
        description:
          'Luftverkehrsteuer in Deutschland: Beratung für Fluggesellschaften zu Steuerpflicht, Distanzklassen, Registrierung und monatlichen Steueranmeldungen.',
      },
      hero: {
        title: 'Luftverkehrsteuer',
        subtitle: 'Beratung für in- und ausländische Fluggesellschaften',
        intro:
          'Für Passagierflüge, die von einem deutschen Flughafen starten, fällt Luftverkehrsteuer an. Steuerschuldner ist das Luftverkehrsunternehmen; die Höhe richtet sich je Fluggast nach der Distanzklasse des Zielorts, angemeldet wird monatlich. Wir unterstützen Fluggesellschaften bei Registrierung, Steueranmeldungen und der Prüfung ihrer Meldeprozesse.',
      },
      cta: {
        title: 'Luftverkehrsteuer sicher abwickeln',
        subtitle:
          'Im kostenlosen Erstgespräch besprechen wir Ihre Flugverbindungen und Meldeprozesse. Wir melden uns in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenloses Erstgespräch vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'German Air Passenger Duty: Advice for Airlines',
        description:
          'German air passenger duty: advice for airlines on tax liability, distance bands, registration and monthly tax returns.',
      },
      hero: {
        title: 'Air Passenger Duty',
        subtitle: 'Advice for German and foreign airlines',
        intro:
          'Passenger flights departing from a German airport are subject to German air passenger duty. The airline owes the tax; the amount per passenger depends on the distance band of the destination, and returns are filed monthly. We support airlines with registration, tax returns and the review of their reporting processes.',
      },
      cta: {
        title: 'Handle air passenger duty with confidence',
        subtitle:
          'In a free initial consultation we discuss your routes and reporting processes. We usually reply within 24 hours.',
        button: 'Book a free consultation',
      },
    },
    zh: {
      meta: {
        title: '德国航空旅客税咨询',
        description: '德国航空旅客税：为航空公司提供纳税义务、距离等级、税务登记及按月申报方面的咨询。',
      },
      hero: {
        title: '航空旅客税',
        subtitle: '为德国及外国航空公司提供咨询',
        intro:
          '从德国机场起飞的客运航班需缴纳德国航空旅客税。纳税人为航空公司；每位乘客的税额取决于目的地所属的距离等级，并按月申报。我们协助航空公司办理税务登记和纳税申报，并审查其申报流程。',
      },
      cta: {
        title: '稳妥处理航空旅客税',
        subtitle: '我们将在免费的初次咨询中与您探讨航线情况和申报流程，通常在24小时内回复。',
        button: '预约免费初次咨询',
      },
    },
  },
}
