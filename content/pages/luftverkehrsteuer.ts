import type { ExciseDetailPage } from '../types'

export const luftverkehrsteuerPage: ExciseDetailPage = {
  ctaHref: '/termin',
  packageId: 'air-passenger-duty',
  text: {
    de: {
      meta: {
        title: 'Luftverkehrsteuer: Beratung für Fluggesellschaften',
        description:
          'Luftverkehrsteuer in Deutschland: Beratung für Fluggesellschaften zu Steuerpflicht, Länderlisten, Registrierung und monatlichen Steueranmeldungen.',
      },
      hero: {
        title: 'Luftverkehrsteuer',
        subtitle: 'Beratung für in- und ausländische Fluggesellschaften',
        intro:
          'Für Passagierflüge, die von einem deutschen Flughafen starten, fällt Luftverkehrsteuer an. Steuerschuldner ist das Luftverkehrsunternehmen; die Höhe richtet sich je Fluggast nach dem Land des Zielorts, angemeldet wird monatlich. Rechtlich ist die Luftverkehrsteuer keine Verbrauchsteuer, sondern eine Verkehrsteuer (BVerfG, Urteil vom 5. November 2014, 1 BvF 3/11); wie die Verbrauchsteuern verwaltet sie der Zoll. Wir unterstützen Fluggesellschaften bei Registrierung, Steueranmeldungen und der Prüfung ihrer Meldeprozesse.',
      },
      topics: {
        title: 'Luftverkehrsteuer im Überblick',
        items: [
          'Steuerpflicht und Registrierung: Die Steuer entsteht mit dem Abflug eines Fluggastes von einem deutschen Startort; Steuerschuldner ist das Luftverkehrsunternehmen. Es muss sich beim zuständigen Hauptzollamt registrieren; Fluggesellschaften mit Sitz außerhalb der EU benötigen einen steuerlichen Beauftragten in Deutschland.',
          'Steuersätze je Fluggast nach § 11 Abs. 1 LuftVStG in der seit der Senkung im Juli 2026 geltenden Fassung: {fact:aviationTaxAnnex1} EUR für Ziele in Ländern der Anlage 1 zum Luftverkehrsteuergesetz, {fact:aviationTaxAnnex2} EUR für Ziele in Ländern der Anlage 2 und {fact:aviationTaxOther} EUR für alle übrigen Ziele. Da die Steuer mit dem Abflug entsteht (§ 4 LuftVStG), gilt der niedrigere Satz für Abflüge ab dem Tag, an dem die Senkung in Kraft getreten ist; für Abflüge um den Monatswechsel Juni/Juli 2026 klären wir den maßgeblichen Satz im Einzelfall.',
          'Frühere Steuersätze: Vom 1. Mai 2024 bis zur Senkung im Juli 2026 galten {fact:aviationTaxMay2024Annex1} EUR (Anlage 1), {fact:aviationTaxMay2024Annex2} EUR (Anlage 2) und {fact:aviationTaxMay2024Other} EUR (übrige Länder). Im Jahr 2023 waren es {fact:aviationTax2023Annex1} EUR, {fact:aviationTax2023Annex2} EUR und {fact:aviationTax2023Other} EUR, vom 1. Januar bis 30. April 2024 {fact:aviationTax2024Annex1} EUR, {fact:aviationTax2024Annex2} EUR und {fact:aviationTax2024Other} EUR. Diese Werte bleiben für Korrekturen und Prüfungen früherer Zeiträume maßgeblich.',
          'Länderlisten und Befreiungen: Welcher Satz gilt, bestimmt allein das Land des Zielorts: Die Anlagen 1 und 2 zum Gesetz zählen die Staaten auf, für alle übrigen gilt der höchste Satz (§ 10, § 11 Abs. 1 LuftVStG). Die tatsächliche Flugstrecke spielt keine Rolle. Steuerfrei sind unter anderem Kinder unter zwei Jahren ohne eigenen Sitzplatz sowie Flüge zu ausschließlich militärischen oder hoheitlichen Zwecken; für bestimmte Nordseeinsel-Verbindungen gilt ein ermäßigter Satz.',
          'Monatliche Steueranmeldung: Die Steuer wird für jeden Kalendermonat selbst berechnet und bis zum 10. Tag nach Monatsende beim Hauptzollamt angemeldet; fällig ist sie am 20. Tag. Voraussetzung sind saubere Aufzeichnungen der Fluggäste je Anlage beziehungsweise Zielland und der steuerfreien Abflüge.',
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
        'Die Informationen auf dieser Seite dienen der allgemeinen Orientierung und stellen keine individuelle Rechtsberatung dar. Eine umfassende Rechtsberatung erfolgt ausschließlich auf Grundlage eines Mandatsvertrags. Alle Preise sind Gesamtpreise einschließlich der gesetzlichen Umsatzsteuer; der Nettobetrag steht jeweils daneben. Die genannten Steuersätze gelten für die jeweils angegebenen Zeiträume und können sich ändern; maßgeblich ist stets die aktuelle Gesetzeslage.',
      cta: {
        title: 'Luftverkehrsteuer sicher abwickeln',
        subtitle:
          'In einer kostenlosen ersten Einschätzung besprechen wir Ihre Flugverbindungen und Meldeprozesse. Wir melden uns in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenlose erste Einschätzung vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'German aviation tax: advice for airlines',
        description:
          'German aviation tax (Luftverkehrsteuer): advice for airlines on tax liability, country lists, registration and monthly tax returns.',
      },
      hero: {
        title: 'German aviation tax (Luftverkehrsteuer)',
        subtitle: 'Advice for German and foreign airlines',
        intro:
          'Passenger flights departing from a German airport are subject to aviation tax. The airline owes the tax; the amount per passenger depends on the country of destination, and returns are filed monthly. In law the aviation tax is not an excise duty but a transport tax (Verkehrsteuer; Federal Constitutional Court, judgment of 5 November 2014, 1 BvF 3/11); like the excise duties, it is administered by customs. We support airlines with registration, tax returns and the review of their reporting processes.',
      },
      topics: {
        title: 'Aviation tax at a glance',
        items: [
          'Tax liability and registration: the tax arises when a passenger departs from a place of departure in Germany, and the airline owes it. Airlines must register with the competent principal customs office (Hauptzollamt); airlines based outside the EU need a tax representative in Germany.',
          'Rates per passenger under § 11(1) LuftVStG as in force since the cut in July 2026: EUR {fact:aviationTaxAnnex1} for destinations in countries of Annex 1 to the Aviation Tax Act (LuftVStG), EUR {fact:aviationTaxAnnex2} for destinations in countries of Annex 2 and EUR {fact:aviationTaxOther} for all other destinations. As the tax arises on departure (§ 4 LuftVStG), the lower rate applies to departures from the day the cut took effect; for departures around the turn of June and July 2026 we establish the applicable rate case by case.',
          'Earlier rates: from 1 May 2024 until the cut in July 2026 the rates were EUR {fact:aviationTaxMay2024Annex1} (Annex 1), EUR {fact:aviationTaxMay2024Annex2} (Annex 2) and EUR {fact:aviationTaxMay2024Other} (other countries). In 2023 they were EUR {fact:aviationTax2023Annex1}, EUR {fact:aviationTax2023Annex2} and EUR {fact:aviationTax2023Other}; from 1 January to 30 April 2024, EUR {fact:aviationTax2024Annex1}, EUR {fact:aviationTax2024Annex2} and EUR {fact:aviationTax2024Other}. These figures remain relevant for corrections and audits of earlier periods.',
          'Country lists and exemptions: the rate depends only on the country of destination. Annexes 1 and 2 to the Act list the countries, and the highest rate applies to all others (§ 10, § 11(1) LuftVStG); the actual flight distance does not matter. Exemptions include children under two without their own seat and flights for exclusively military or other sovereign purposes; a reduced rate applies to certain North Sea island routes.',
          'Monthly tax returns: the airline calculates the tax for each calendar month and files the return with the principal customs office by the 10th day after the end of the month; payment is due on the 20th day. This requires accurate records of passengers per annex or country of destination and of exempt departures.',
        ],
      },
      package: {
        title: 'Aviation tax package',
        button: 'Book this package',
      },
      faq: {
        title: 'Frequently asked questions about aviation tax',
        items: [
          {
            question: 'Do foreign airlines have to pay German aviation tax?',
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
        'The information on this page is for general guidance only and does not constitute individual legal advice. Comprehensive legal advice is provided only on the basis of an engagement agreement. All prices are total prices including statutory VAT, with the net amount shown beside them. The tax rates quoted apply to the periods stated and may change; the law in force at the relevant time always prevails.',
      cta: {
        title: 'Handle aviation tax with confidence',
        subtitle:
          'In a free first assessment we discuss your routes and reporting processes. We usually reply within 24 hours.',
        button: 'Book a free first assessment',
      },
    },
    zh: {
      meta: {
        title: '德国航空旅客税咨询',
        description: '德国航空旅客税：为航空公司提供纳税义务、国家清单、税务登记及按月申报方面的咨询。',
      },
      hero: {
        title: '航空旅客税',
        subtitle: '为德国及外国航空公司提供咨询',
        intro:
          '从德国机场起飞的客运航班需缴纳德国航空旅客税。纳税人为航空公司；每位乘客的税额取决于目的地所在的国家，并按月申报。从法律性质看，航空旅客税并非消费税，而是交通税（Verkehrsteuer；德国联邦宪法法院2014年11月5日判决，1 BvF 3/11）；与消费税一样，由海关负责征管。我们协助航空公司办理税务登记和纳税申报，并审查其申报流程。',
      },
      topics: {
        title: '航空旅客税概览',
        items: [
          '纳税义务与登记：乘客从德国起飞地出发时即产生纳税义务，纳税人为航空公司。航空公司须在主管海关（Hauptzollamt）办理登记；总部位于欧盟以外的航空公司须在德国指定税务受托人（steuerlicher Beauftragter）。',
          '依2026年7月下调后有效的§ 11 Abs. 1 LuftVStG，每位乘客的税率为：{fact:aviationTaxAnnex1}欧元（目的地为《航空旅客税法》附件1所列国家）、{fact:aviationTaxAnnex2}欧元（附件2所列国家）和{fact:aviationTaxOther}欧元（其他目的地）。由于税款在起飞时产生（§ 4 LuftVStG），下调后的税率适用于下调生效之日起的起飞航班；对于2026年6月底至7月初起飞的航班，我们将逐案确定适用的税率。',
          '此前税率：2024年5月1日起至2026年7月下调前适用的税率为{fact:aviationTaxMay2024Annex1}欧元（附件1）、{fact:aviationTaxMay2024Annex2}欧元（附件2）和{fact:aviationTaxMay2024Other}欧元（其他国家）。2023年全年为{fact:aviationTax2023Annex1}欧元、{fact:aviationTax2023Annex2}欧元和{fact:aviationTax2023Other}欧元；2024年1月1日至4月30日为{fact:aviationTax2024Annex1}欧元、{fact:aviationTax2024Annex2}欧元和{fact:aviationTax2024Other}欧元。这些数值在更正以往期间申报或接受海关稽查时仍然适用。',
          '国家清单与免税：适用哪一税率，仅取决于目的地所在的国家。该法附件1和附件2列明了相关国家，其他所有国家适用最高税率（§ 10、§ 11 Abs. 1 LuftVStG），实际飞行距离并不影响税率。免税情形包括未满两岁且不单独占座的儿童，以及专门用于军事或其他公务目的的航班；部分北海岛屿航线适用优惠税率。',
          '按月纳税申报：航空公司须按自然月自行计算税款，最迟于次月第10日（含当日）向主管海关提交申报，税款于第20日到期。为此须准确记录各附件（或各目的地国家）的乘客人数及免税航班。',
        ],
      },
      package: {
        title: '航空旅客税服务套餐',
        button: '预订套餐',
      },
      faq: {
        title: '航空旅客税常见问题',
        items: [
          {
            question: '外国航空公司也需要缴纳德国航空旅客税吗？',
            answer:
              '需要。关键在于航班是否从德国机场起飞，而非航空公司的所在地。外国航空公司须在主管海关办理登记、按月提交纳税申报；总部位于欧盟以外的，还须指定税务受托人。我们可使用德语和英语为您提供支持。',
          },
          {
            question: '如果售票与起飞之间税率发生变化，适用哪个税率？',
            answer:
              '纳税义务原则上在乘客起飞时产生，因此通常适用起飞当日有效的税率——税率调整前售出的机票也是如此。每逢法律修订，我们都会为您审查个案中是否适用过渡性规定。',
          },
        ],
      },
      disclaimer:
        '本页信息仅供一般参考，不构成针对个案的法律咨询。全面的法律咨询仅在签订委托合同后提供。所有价格均为含法定增值税的总价，并同时列明不含税金额。所列税率适用于各自注明的期间，今后可能变化；一切以现行法律规定为准。',
      cta: {
        title: '稳妥处理航空旅客税',
        subtitle: '我们将在免费初步评估中与您探讨航线情况和申报流程，通常在24小时内回复。',
        button: '预约免费初步评估',
      },
    },
  },
}
