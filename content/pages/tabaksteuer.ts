import type { ExciseDetailPage } from '../types'

export const tabaksteuerPage: ExciseDetailPage = {
  ctaHref: '/termin',
  packageId: 'tobacco-tax',
  text: {
    de: {
      meta: {
        title: 'Tabaksteuer – Beratung für Hersteller und Handel',
        description:
          'Tabaksteuer in Deutschland: Erstberatung, Hilfe bei der Registrierung und Checkliste für den Umgang mit Steuerzeichen – für Hersteller, Importeure und Händler.',
      },
      hero: {
        title: 'Tabaksteuer',
        subtitle: 'Tabakwaren rechtssicher versteuern – von der Registrierung bis zum Steuerzeichen',
        intro:
          'Wer in Deutschland Tabakwaren herstellt, einführt oder vertreibt, muss die Tabaksteuer korrekt berechnen und Steuerzeichen ordnungsgemäß handhaben. Für Zigaretten setzt sich die Steuer aus einem Betrag je Stück und einem Anteil am Kleinverkaufspreis zusammen; seit 2022 steigen die Tarife schrittweise. Wir begleiten Sie bei der Registrierung, beim Umgang mit Steuerzeichen und bei Ihren internen Abläufen.',
      },
      topics: {
        title: 'Tabaksteuer im Überblick',
        items: [
          'Steuertarif für Zigaretten (§ 2 Tabaksteuergesetz): vom 1. Januar bis 31. Dezember 2025 {fact:cigaretteTax2025PerPiece} Cent je Stück plus {fact:cigaretteTaxShare} % des Kleinverkaufspreises, ab 1. Januar 2026 {fact:cigaretteTax2026PerPiece} Cent je Stück plus {fact:cigaretteTaxShare} % – jeweils mindestens der gesetzliche Mindeststeuerbetrag.',
          'Entwicklung der Tarife: Von 2015 bis Ende 2021 galten {fact:cigaretteTax2015PerPiece} Cent je Stück plus {fact:cigaretteTax2015Share} % des Kleinverkaufspreises. Seit dem Tabaksteuermodernisierungsgesetz steigen die Tarife in Stufen (2022: {fact:cigaretteTax2022PerPiece} Cent, 2023 und 2024: {fact:cigaretteTax2023PerPiece} Cent, jeweils plus {fact:cigaretteTaxShare} %).',
          'Steuerzeichen: Die Tabaksteuer wird durch Verwendung von Steuerzeichen entrichtet, die bei der Steuerzeichenstelle des Zolls bestellt werden (§ 17 TabStG). Verwendet sind sie, wenn sie entwertet und an der Kleinverkaufspackung angebracht sind – und das müssen sie sein, sobald die Steuer entsteht, in der Regel also bei der Entnahme aus dem Steuerlager oder bei der Einfuhr. Die Steuerzeichenbestellung ist zugleich die Steueranmeldung.',
          'Weitere Erzeugnisse: Neben Zigaretten unterliegen Zigarren, Zigarillos, Feinschnitt und Pfeifentabak der Tabaksteuer. Für erhitzten Tabak und Wasserpfeifentabak gilt eine Zusatzsteuer, und seit 2022 werden auch Liquids für E-Zigaretten als Substitute für Tabakwaren besteuert.',
          'Import, EU-Bezug und Handel: Bei der Einfuhr aus Drittländern entsteht die Tabaksteuer mit der Überführung in den zollrechtlich freien Verkehr; Ware für den deutschen Markt braucht deutsche Steuerzeichen. Wir prüfen Ihre Lieferkette – vom Steuerlager über die Steueraussetzung bis zur Preisgestaltung.',
        ],
      },
      package: {
        title: 'Paket Tabaksteuer',
        button: 'Paket buchen',
      },
      faq: {
        title: 'Häufige Fragen zur Tabaksteuer',
        items: [
          {
            question: 'Darf ich Tabakwaren oder Liquids mit ausländischen Steuerzeichen in Deutschland verkaufen?',
            answer:
              'Nein. Tabakwaren und Liquids, die in Deutschland an Verbraucher abgegeben werden, müssen deutsche Steuerzeichen tragen; Steuerzeichen anderer Staaten ersetzen diese nicht. Verstöße können zu Steuernachforderungen sowie zu bußgeld- und strafrechtlichen Folgen führen. Wir klären mit Ihnen frühzeitig, wer die Steuerzeichen bestellt und wie Ihre Lieferkette aufgebaut sein muss.',
          },
          {
            question: 'Welche Rolle spielt der Kleinverkaufspreis?',
            answer:
              'Der Kleinverkaufspreis ist der Preis, den Hersteller oder Importeur für die Abgabe an Verbraucher bestimmen. Er wird auf dem Steuerzeichen angegeben und ist Bemessungsgrundlage für den prozentualen Teil der Tabaksteuer. Preisänderungen erfordern daher in der Regel neue Steuerzeichen und sollten rechtzeitig geplant werden.',
          },
        ],
      },
      disclaimer:
        'Die Informationen auf dieser Seite dienen der allgemeinen Orientierung und stellen keine individuelle Rechtsberatung dar. Eine umfassende Rechtsberatung erfolgt ausschließlich auf Grundlage eines Mandatsvertrags. Alle Preise sind Gesamtpreise einschließlich der gesetzlichen Umsatzsteuer; der Nettobetrag steht jeweils daneben. Die genannten Steuersätze gelten für die jeweils angegebenen Zeiträume und können sich ändern; maßgeblich ist stets die aktuelle Gesetzeslage.',
      cta: {
        title: 'Fragen zur Tabaksteuer?',
        subtitle:
          'Schildern Sie uns Ihr Vorhaben – in einer kostenlosen ersten Einschätzung schätzen wir vorläufig ein, welche Pflichten für Sie in Betracht kommen, und sagen Ihnen, wie wir Sie unterstützen können.',
        button: 'Erste Einschätzung vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'Tobacco tax – advice for manufacturers and traders',
        description:
          'German tobacco tax: initial consultation, registration support and a checklist for handling tax stamps – for manufacturers, importers and distributors.',
      },
      hero: {
        title: 'Tobacco tax',
        subtitle: 'Tobacco products taxed correctly – from registration to tax stamps',
        intro:
          'If you manufacture, import or distribute tobacco products in Germany, you must calculate tobacco tax correctly and handle tax stamps properly. For cigarettes, the tax consists of an amount per cigarette plus a percentage of the retail price, and the rates have been rising in steps since 2022. We support you with registration, tax stamp handling and your internal processes.',
      },
      topics: {
        title: 'Tobacco tax at a glance',
        items: [
          'Cigarette rates (§ 2 TabStG, German Tobacco Tax Act): from 1 January to 31 December 2025, {fact:cigaretteTax2025PerPiece} cents per cigarette plus {fact:cigaretteTaxShare}% of the retail price; from 1 January 2026, {fact:cigaretteTax2026PerPiece} cents per cigarette plus {fact:cigaretteTaxShare}% – in each case at least the statutory minimum tax.',
          'How the rates developed: from 2015 until the end of 2021 the rate was {fact:cigaretteTax2015PerPiece} cents per cigarette plus {fact:cigaretteTax2015Share}% of the retail price. Since the Tobacco Tax Modernisation Act, rates have risen in steps (2022: {fact:cigaretteTax2022PerPiece} cents; 2023 and 2024: {fact:cigaretteTax2023PerPiece} cents; each plus {fact:cigaretteTaxShare}%).',
          'Tax stamps: tobacco tax is paid by using tax stamps ordered from the customs tax stamp office (§ 17 TabStG). A stamp counts as used once it has been cancelled and affixed to the retail package – and this must be done by the time the tax arises, as a rule on removal from the tax warehouse or on import. The tax stamp order also serves as the tax return.',
          'Other products: besides cigarettes, cigars, cigarillos, fine-cut and pipe tobacco are subject to tobacco tax. Heated tobacco and waterpipe tobacco carry an additional tax, and since 2022 e-cigarette liquids have also been taxed as substitutes for tobacco products.',
          'Imports, EU purchases and trade: on imports from non-EU countries, tobacco tax arises when the goods are released for free circulation; goods for the German market need German tax stamps. We review your supply chain – from tax warehouse and duty suspension to pricing.',
        ],
      },
      package: {
        title: 'Tobacco tax package',
        button: 'Book this package',
      },
      faq: {
        title: 'Frequently asked questions about tobacco tax',
        items: [
          {
            question: 'May I sell tobacco products or liquids with foreign tax stamps in Germany?',
            answer:
              'No. Tobacco products and liquids supplied to consumers in Germany must bear German tax stamps; stamps of other countries do not replace them. Breaches can lead to additional tax assessments as well as administrative fines and criminal consequences. We clarify with you early on who orders the tax stamps and how your supply chain needs to be set up.',
          },
          {
            question: 'What role does the retail price play?',
            answer:
              'The retail price is the price set by the manufacturer or importer for sale to consumers. It is shown on the tax stamp and forms the basis for the percentage component of tobacco tax. Price changes therefore usually require new tax stamps and should be planned in good time.',
          },
        ],
      },
      disclaimer:
        'The information on this page is for general guidance only and does not constitute individual legal advice. Comprehensive legal advice is provided only on the basis of an engagement agreement. All prices are total prices including statutory VAT, with the net amount shown beside them. The tax rates quoted apply to the periods stated and may change; the law in force at the relevant time always prevails.',
      cta: {
        title: 'Questions about tobacco tax?',
        subtitle:
          'Tell us about your plans – in a free first assessment we give you a provisional view of which obligations may apply to you and tell you how we can help.',
        button: 'Book a free first assessment',
      },
    },
    zh: {
      meta: {
        title: '德国烟草税 – 生产与贸易企业咨询',
        description: '德国烟草税咨询：初次咨询、税务登记支持及税标处理清单，适用于烟草制品生产商、进口商及经销商。',
      },
      hero: {
        title: '烟草税',
        subtitle: '烟草制品合规计税——从税务登记到税标管理',
        intro:
          '在德国生产、进口或销售烟草制品，必须正确计算烟草税并规范处理税标（Steuerzeichen）。卷烟的税额由按支计征的定额部分和按零售价计征的比例部分组成，自2022年起税率逐步提高。我们在税务登记、税标处理及内部流程方面为您提供全面支持。',
      },
      topics: {
        title: '烟草税概览',
        items: [
          '卷烟税率（《烟草税法》第2条）：2025年1月1日至12月31日为每支{fact:cigaretteTax2025PerPiece}欧分，另加零售价的{fact:cigaretteTaxShare}%；自2026年1月1日起为每支{fact:cigaretteTax2026PerPiece}欧分，另加零售价的{fact:cigaretteTaxShare}%——均不得低于法定最低税额。',
          '税率沿革：2015年至2021年底，卷烟税率为每支{fact:cigaretteTax2015PerPiece}欧分，另加零售价的{fact:cigaretteTax2015Share}%。《烟草税现代化法》实施后，税率自2022年起分阶段提高（2022年：{fact:cigaretteTax2022PerPiece}欧分；2023年和2024年：{fact:cigaretteTax2023PerPiece}欧分；均另加{fact:cigaretteTaxShare}%）。',
          '税标：烟草税通过使用税标缴纳，税标须向海关税标管理处（Steuerzeichenstelle）订购（§ 17 TabStG）。税标经注销并贴附于零售包装上，即视为已使用；税款产生时——通常即货物移出消费税仓库或进口时——税标必须已经使用。订购税标即同时构成纳税申报。',
          '其他产品：除卷烟外，雪茄、小雪茄、细切烟丝和烟斗烟丝也须缴纳烟草税。加热烟草和水烟烟草另征附加税；自2022年起，电子烟烟油也作为烟草制品替代品纳入征税范围。',
          '进口、欧盟采购与销售：从非欧盟国家进口时，烟草税在货物进入海关法意义上的自由流通时产生；面向德国市场的商品须贴附德国税标。我们为您审查整个供应链——从消费税仓库、暂缓征税到定价。',
        ],
      },
      package: {
        title: '烟草税服务套餐',
        button: '预订套餐',
      },
      faq: {
        title: '烟草税常见问题',
        items: [
          {
            question: '贴有外国税标的烟草制品或烟油可以在德国销售吗？',
            answer:
              '不可以。在德国向消费者销售的烟草制品和烟油必须贴附德国税标，其他国家的税标不能替代。违规可能导致补缴税款，并承担行政罚款乃至刑事责任。我们会尽早与您明确由谁订购税标，以及供应链应如何搭建。',
          },
          {
            question: '零售价在烟草税中起什么作用？',
            answer:
              '零售价（Kleinverkaufspreis）是生产商或进口商确定的面向消费者的销售价格。它标注在税标上，并作为烟草税比例部分的计税依据。因此，调整价格通常需要使用新的税标，应提前规划。',
          },
        ],
      },
      disclaimer:
        '本页信息仅供一般参考，不构成针对个案的法律咨询。全面的法律咨询仅在签订委托合同后提供。所有价格均为含法定增值税的总价，并同时列明不含税金额。所列税率适用于各自注明的期间，今后可能变化；一切以现行法律规定为准。',
      cta: {
        title: '对烟草税有疑问？',
        subtitle: '请简要介绍您的业务计划——在免费初步评估中，我们会初步判断哪些义务可能适用于您，并说明我们能提供的帮助。',
        button: '预约免费初步评估',
      },
    },
  },
}
