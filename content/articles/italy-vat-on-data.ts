import type { Article } from '../types'

// Date: publication of EU VAT Committee Working Paper No. 1118 (17 November 2025). Sources: Reuters reports on the
// assessments (March 2025) and the appeals, KMLZ VAT Newsletter 49/2025, KPMG TaxNewsFlash of 17 November 2025.
export const italyVatOnData: Article = {
  id: 'italy-vat-on-data',
  date: '2025-11-17',
  text: {
    de: {
      title: 'Italien: Umsatzsteuer auf „kostenlose“ Plattformzugänge gegen Nutzerdaten?',
      teaser:
        'Die italienische Finanzverwaltung sieht in der Registrierung bei sozialen Netzwerken einen steuerpflichtigen Tausch: Zugang gegen personenbezogene Daten. Meta, X und LinkedIn wehren sich vor Gericht, und der EU-Mehrwertsteuerausschuss befasst sich mit der Frage.',
      body: [
        '## Was ist passiert?',
        'Die italienische Finanzverwaltung hält die kostenlose Registrierung bei sozialen Netzwerken nicht für unentgeltlich. Nutzer erhalten Zugang zur Plattform und gestatten dem Betreiber im Gegenzug, ihre personenbezogenen Daten kommerziell zu verwerten, etwa für personalisierte Werbung. Die Behörden werten diesen Austausch als Tauschumsatz (permuta) nach Art. 11 des italienischen Umsatzsteuerdekrets (DPR 633/1972), der der Mehrwertsteuer unterliegt.',
        'Nach Ermittlungen der Guardia di Finanza und der Mailänder Staatsanwaltschaft erließ die italienische Steuerbehörde (Agenzia delle Entrate) im März 2025 Steuerbescheide gegen Meta, X und LinkedIn für Zeiträume ab 2015. Nach Medienberichten fordert Italien insgesamt rund eine Milliarde Euro. Eine Einigung kam nicht zustande: Nach Ablauf der Reaktionsfrist Mitte Juli 2025 erhoben die drei Unternehmen Klage beim erstinstanzlichen Steuergericht.',
        '## Was sagt die EU-Ebene?',
        'Auf Anfrage Italiens veröffentlichte die Europäische Kommission am 17. November 2025 das Arbeitspapier Nr. 1118 des EU-Mehrwertsteuerausschusses. Bereits 2018 hatte der Ausschuss auf eine Frage Deutschlands hin einstimmig festgehalten, dass kostenlose IT-Leistungen gegen Einwilligung in die Datennutzung nicht steuerbar sind, solange alle Nutzer unabhängig von Menge und Qualität ihrer Daten dieselben Bedingungen erhalten. Dann fehlt der unmittelbare Zusammenhang zwischen Leistung und Gegenleistung.',
        'Italien argumentiert nun, dass neuere Geschäftsmodelle den Leistungsumfang an die Datenfreigabe knüpfen. Die Kommissionsdienststellen unterscheiden drei Konstellationen:',
        [
          '- Der Nutzer ändert keine Einstellungen und erhält den kostenlosen Standarddienst: kein unmittelbarer Zusammenhang, keine Steuerbarkeit.',
          '- Der Nutzer schränkt die Datennutzung ein und erhält dafür einen eingeschränkten Dienst: Ein unmittelbarer Zusammenhang kann bestehen; dies ist im Einzelfall zu prüfen, und die Bewertung der Gegenleistung ist schwierig.',
          '- Der Nutzer zahlt ein Entgelt: Die Leistung ist steuerbar.',
        ].join('\n'),
        'Leitlinien des Mehrwertsteuerausschusses sind rechtlich nicht bindend; die Kommission hält für Rechtsklarheit gegebenenfalls eine Gesetzesänderung für nötig.',
        '## Was bedeutet das für Unternehmen?',
        'Die Frage betrifft nicht nur soziale Netzwerke. Nach Einschätzung von Fachleuten könnte der italienische Ansatz auch Unternehmen erfassen, die kostenlose Online-Angebote an die Zustimmung zu Profiling-Cookies knüpfen, etwa Fluggesellschaften, Supermärkte oder Verlage. Online-Händler und Plattformbetreiber sollten daher prüfen:',
        [
          '- ob Funktionen, Rabatte oder Inhalte davon abhängen, in welchem Umfang Nutzer ihre Daten freigeben,',
          '- wie Nutzungsbedingungen und Datenschutzeinstellungen das Verhältnis von Leistung und Datenfreigabe beschreiben,',
          '- ob sie Nutzer in Italien ansprechen und welche Risiken sich daraus für laufende und künftige Prüfungen ergeben.',
        ].join('\n'),
        'Sie bieten digitale Leistungen gegen Daten an oder planen dies? Sprechen Sie uns an – wir prüfen die umsatzsteuerlichen Risiken Ihres Geschäftsmodells.',
      ].join('\n\n'),
    },
    en: {
      title: 'Italy: VAT on “free” platform access in exchange for user data?',
      teaser:
        'The Italian tax authorities treat registration with social networks as a taxable barter: access in exchange for personal data. Meta, X and LinkedIn are challenging the assessments in court, and the EU VAT Committee is examining the question.',
      body: [
        '## What happened?',
        'The Italian tax authorities do not regard free registration with social networks as free of charge. Users receive access to the platform and in return allow the operator to exploit their personal data commercially, for example for personalised advertising. The authorities treat this exchange as a barter (permuta) under Article 11 of the Italian VAT Decree (DPR 633/1972), which is subject to VAT.',
        'Following investigations by the Guardia di Finanza and the Milan public prosecutor’s office, the Italian Revenue Agency (Agenzia delle Entrate) issued tax assessments against Meta, X and LinkedIn in March 2025 for periods from 2015 onwards. According to media reports, Italy is claiming around one billion euros in total. No settlement was reached: after the response deadline expired in mid-July 2025, the three companies brought an action before the first-instance tax court.',
        '## What is the position at EU level?',
        'At Italy’s request, the European Commission published Working Paper No. 1118 of the EU VAT Committee on 17 November 2025. In 2018, in response to a question from Germany, the Committee had unanimously agreed that free IT services in exchange for consent to data use are not taxable as long as all users receive the same conditions regardless of the quantity and quality of their data. There is then no direct link between service and consideration.',
        'Italy now argues that newer business models tie the scope of the service to the data users release. The Commission services distinguish three scenarios:',
        [
          '- The user does not change any settings and receives the free standard service: no direct link, not taxable.',
          '- The user restricts the use of data and receives a reduced service in return: a direct link may exist; this must be examined case by case, and valuing the consideration is difficult.',
          '- The user pays a fee: the service is taxable.',
        ].join('\n'),
        'Guidelines of the VAT Committee are not legally binding; the Commission considers that legislative changes may be needed for legal certainty.',
        '## What does this mean for businesses?',
        'The issue is not limited to social networks. According to experts, the Italian approach could also affect businesses that make free online services conditional on consent to profiling cookies, such as airlines, supermarkets or publishers. Online retailers and platform operators should therefore check:',
        [
          '- whether functions, discounts or content depend on how much data users release,',
          '- how terms of use and privacy settings describe the relationship between the service and the release of data,',
          '- whether they target users in Italy and what risks this entails for current and future audits.',
        ].join('\n'),
        'Do you offer digital services in exchange for data, or are you planning to? Get in touch – we will assess the VAT risks of your business model.',
      ].join('\n\n'),
    },
    zh: {
      title: '意大利：以用户数据换取“免费”平台访问须缴纳增值税？',
      teaser:
        '意大利税务机关认为，用户注册社交网络属于应税的以物易物交易：以个人数据换取平台访问权。Meta、X和领英已就税务评估向法院提起诉讼，欧盟增值税委员会也正在研究这一问题。',
      body: [
        '## 事件经过',
        '意大利税务机关认为，免费注册社交网络并非无偿。用户获得平台访问权，作为交换，允许平台运营方将其个人数据用于个性化广告等商业用途。税务机关将这种交换定性为意大利增值税法令（DPR 633/1972）第11条意义上的以物易物交易（permuta），应缴纳增值税。',
        '在意大利财政警察（Guardia di Finanza）和米兰检察院开展调查之后，意大利税务局（Agenzia delle Entrate）于2025年3月就2015年以来的各期间向Meta、X和领英（LinkedIn）发出了税务评估通知。据媒体报道，意大利共计追缴约10亿欧元。双方未能达成和解：2025年7月中旬答复期限届满后，三家公司向一审税务法院提起了诉讼。',
        '## 欧盟层面的观点',
        '应意大利的请求，欧盟委员会于2025年11月17日发布了欧盟增值税委员会第1118号工作文件。早在2018年，该委员会就德国提出的问题一致认为：只要所有用户无论提供数据的数量和质量如何均享受相同条件，以同意数据使用换取的免费IT服务就不属于增值税征税范围（不征税）。此时，服务与对价之间不存在直接联系。',
        '意大利现在主张，较新的商业模式将服务范围与用户开放的数据挂钩。欧盟委员会各部门区分了三种情形：',
        [
          '- 用户不更改任何设置，获得免费的标准服务：不存在直接联系，不征税。',
          '- 用户限制数据使用，相应获得受限的服务：可能存在直接联系，须逐案审查，且对价难以估值。',
          '- 用户支付费用：该服务属于增值税征税范围。',
        ].join('\n'),
        '增值税委员会的指导意见不具有法律约束力；欧盟委员会认为，为实现法律明确性，可能需要修改立法。',
        '## 对企业意味着什么？',
        '这一问题并不限于社交网络。专家认为，意大利的做法也可能波及将免费线上服务与同意用户画像类Cookie挂钩的企业，例如航空公司、超市或出版商。因此，电商卖家和平台运营方应当审查：',
        [
          '- 功能、折扣或内容是否取决于用户开放数据的多少；',
          '- 使用条款和隐私设置如何描述服务与数据开放之间的关系；',
          '- 是否面向意大利用户，以及由此对当前和未来的税务稽查带来哪些风险。',
        ].join('\n'),
        '您正在提供或计划提供以数据换取的数字服务？欢迎与我们联系——我们将为您评估商业模式中的增值税风险。',
      ].join('\n\n'),
    },
  },
}
