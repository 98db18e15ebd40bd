import type { ExciseDetailPage } from '../types'

export const luftverkehrsteuerPage: ExciseDetailPage = {
  ctaHref: '/kontakt',
  packageId: 'air-passenger-duty',
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
      topics: {
        title: 'Luftverkehrsteuer im Überblick',
        items: [
          'Steuerpflicht und Registrierung: Die Steuer entsteht mit dem Abflug eines Fluggastes von einem deutschen Startort; Steuerschuldner ist das Luftverkehrsunternehmen. Es muss sich beim zuständigen Hauptzollamt registrieren; Fluggesellschaften mit Sitz außerhalb der EU benötigen einen steuerlichen Beauftragten in Deutschland.',
          'Steuersätze seit 1. Mai 2024 je Fluggast: 15,53 EUR für Ziele bis 2.500 km (Länder der Anlage 1 zum Luftverkehrsteuergesetz), 39,34 EUR bis 6.000 km (Anlage 2) und 70,83 EUR für alle übrigen Ziele. Eine Senkung zum 1. Juli 2026 ist politisch angekündigt – maßgeblich ist der jeweils geltende Gesetzesstand.',
          'Frühere Steuersätze: Im Jahr 2023 galten 12,73 EUR (bis 2.500 km), 32,25 EUR (2.500 bis 6.000 km) und 58,06 EUR (über 6.000 km); vom 1. Januar bis 30. April 2024 waren es 12,48 EUR, 31,61 EUR und 56,91 EUR. Diese Werte bleiben für Korrekturen und Prüfungen früherer Zeiträume maßgeblich.',
          'Distanzklassen und Befreiungen: Die Distanzklasse richtet sich nach der Entfernung von Frankfurt am Main zum größten Verkehrsflughafen des Ziellandes. Steuerfrei sind unter anderem Kinder unter zwei Jahren ohne eigenen Sitzplatz sowie Flüge zu ausschließlich militärischen oder hoheitlichen Zwecken; für bestimmte Nordseeinsel-Verbindungen gilt ein ermäßigter Satz.',
          'Monatliche Steueranmeldung: Die Steuer wird für jeden Kalendermonat selbst berechnet und bis zum 10. Tag nach Monatsende beim Hauptzollamt angemeldet; fällig ist sie am 20. Tag. Voraussetzung sind saubere Aufzeichnungen der Fluggäste je Distanzklasse und der steuerfreien Abflüge.',
        ],
      },
      package: {
        title: 'Paket Luftverkehrsteuer',
        button: 'Paket buchen',
      },
      faq: {
        title: 'Häufige Fragen zur Luftverkehrsteuer',
        items: [
          {
            question: 'Muss auch eine ausländische Fluggesellschaft Luftverkehrsteuer zahlen?',
            answer:
              'Ja. Entscheidend ist der Abflug von einem deutschen Flughafen, nicht der Sitz der Fluggesellschaft. Ausländische Luftverkehrsunternehmen müssen sich beim Hauptzollamt registrieren, monatliche Steueranmeldungen abgeben und bei Sitz außerhalb der EU einen steuerlichen Beauftragten benennen. Wir begleiten Sie dabei auf Deutsch und Englisch.',
          },
          {
            question: 'Welcher Steuersatz gilt, wenn sich die Sätze zwischen Ticketverkauf und Abflug ändern?',
            answer:
              'Die Steuer entsteht grundsätzlich mit dem Abflug des Fluggastes. Maßgeblich ist daher in der Regel der Steuersatz, der am Abflugtag gilt – auch für Tickets, die vor einer Satzänderung verkauft wurden. Ob im Einzelfall Übergangsregelungen greifen, prüfen wir bei jeder Gesetzesänderung für Sie.',
          },
        ],
      },
      disclaimer:
        'Die Informationen auf dieser Seite dienen der allgemeinen Orientierung und stellen keine individuelle Rechtsberatung dar. Eine Rechtsberatung erfolgt ausschließlich auf Grundlage eines Mandatsvertrags. Alle Preise verstehen sich zuzüglich der gesetzlichen Umsatzsteuer. Die genannten Steuersätze gelten für die jeweils angegebenen Zeiträume und können sich ändern; maßgeblich ist stets die aktuelle Gesetzeslage.',
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
      topics: {
        title: 'Air passenger duty at a glance',
        items: [
          'Tax liability and registration: the tax arises when a passenger departs from a place of departure in Germany, and the airline owes it. Airlines must register with the competent principal customs office (Hauptzollamt); airlines based outside the EU need a tax representative in Germany.',
          'Rates since 1 May 2024, per passenger: 15.53 EUR for destinations up to 2,500 km (countries in Annex 1 to the Air Passenger Duty Act), 39.34 EUR up to 6,000 km (Annex 2) and 70.83 EUR for all other destinations. A reduction from 1 July 2026 has been announced by the government – the law in force at the relevant time prevails.',
          'Earlier rates: in 2023 the rates were 12.73 EUR (up to 2,500 km), 32.25 EUR (2,500 to 6,000 km) and 58.06 EUR (over 6,000 km); from 1 January to 30 April 2024 they were 12.48 EUR, 31.61 EUR and 56.91 EUR. These figures remain relevant for corrections and audits of earlier periods.',
          'Distance bands and exemptions: the distance band depends on the distance from Frankfurt am Main to the largest commercial airport of the destination country. Exemptions include children under two without their own seat and flights for exclusively military or other sovereign purposes; a reduced rate applies to certain North Sea island routes.',
          'Monthly tax returns: the airline calculates the tax for each calendar month and files the return with the principal customs office by the 10th day after the end of the month; payment is due on the 20th day. This requires clean records of passengers per distance band and of exempt departures.',
        ],
      },
      package: {
        title: 'Air passenger duty package',
        button: 'Book this package',
      },
      faq: {
        title: 'Frequently asked questions on air passenger duty',
        items: [
          {
            question: 'Do foreign airlines have to pay German air passenger duty?',
            answer:
              'Yes. What matters is the departure from a German airport, not where the airline is based. Foreign airlines must register with the principal customs office, file monthly tax returns and, if based outside the EU, appoint a tax representative. We support you in German and English.',
          },
          {
            question: 'Which rate applies if the rates change between ticket sale and departure?',
            answer:
              'The tax generally arises on the passenger’s departure. As a rule, the rate in force on the day of departure therefore applies – including for tickets sold before a rate change. Whether transitional rules apply in an individual case is something we review for you with every change in the law.',
          },
        ],
      },
      disclaimer:
        'The information on this page is for general guidance only and does not constitute individual legal advice. Legal advice is provided only under a mandate agreement. All prices are subject to statutory VAT. The tax rates quoted apply to the periods stated and may change; the law in force at the relevant time always prevails.',
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
      topics: {
        title: '航空旅客税概览',
        items: [
          '纳税义务与登记：乘客从德国起飞地出发时即产生纳税义务，纳税人为航空公司。航空公司须在主管海关（Hauptzollamt）办理登记；总部位于欧盟以外的航空公司须在德国指定税务代表。',
          '2024年5月1日起的税率（每位乘客）：目的地在2,500公里以内（《航空旅客税法》附件1所列国家）为15.53欧元，6,000公里以内（附件2）为39.34欧元，其他目的地为70.83欧元。德国政府已宣布拟于2026年7月1日起下调税率，请以届时有效的法律规定为准。',
          '此前税率：2023年全年适用的税率为12.73欧元（2,500公里以内）、32.25欧元（2,500至6,000公里）和58.06欧元（6,000公里以上）；2024年1月1日至4月30日为12.48欧元、31.61欧元和56.91欧元。这些数值在更正以往期间申报或接受税务检查时仍然适用。',
          '距离等级与免税：距离等级按法兰克福至目的地国家最大商用机场的距离确定。免税情形包括未满两岁且不单独占座的儿童，以及专门用于军事或其他公务目的的航班；部分北海岛屿航线适用减免税率。',
          '按月纳税申报：航空公司须按日历月自行计算税款，于次月第10日前向主管海关提交申报，税款于第20日到期。为此须准确记录各距离等级的乘客人数及免税航班。',
        ],
      },
      package: {
        title: '航空旅客税服务套餐',
        button: '预订此套餐',
      },
      faq: {
        title: '航空旅客税常见问题',
        items: [
          {
            question: '外国航空公司也需要缴纳德国航空旅客税吗？',
            answer:
              '需要。关键在于航班是否从德国机场起飞，而非航空公司的所在地。外国航空公司须在主管海关办理登记、按月提交纳税申报；总部位于欧盟以外的，还须指定税务代表。我们可使用德语和英语为您提供支持。',
          },
          {
            question: '如果售票与起飞之间税率发生变化，适用哪个税率？',
            answer:
              '纳税义务原则上在乘客起飞时产生，因此通常适用起飞当日有效的税率——税率调整前售出的机票也是如此。每逢法律修订，我们都会为您审查个案中是否适用过渡性规定。',
          },
        ],
      },
      disclaimer:
        '本页信息仅供一般参考，不构成针对个案的法律意见。法律咨询仅在签订委托协议后提供。所有价格均另加法定增值税。所列税率仅适用于注明的期间，可能发生变化，请始终以现行法律规定为准。',
      cta: {
        title: '稳妥处理航空旅客税',
        subtitle: '我们将在免费的初次咨询中与您探讨航线情况和申报流程，通常在24小时内回复。',
        button: '预约免费初次咨询',
      },
    },
  },
}
