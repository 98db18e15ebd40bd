import type { ExciseDetailPage } from '../types'

export const alkoholsteuerPage: ExciseDetailPage = {
  ctaHref: '/termin',
  packageId: 'alcohol-tax',
  text: {
    de: {
      meta: {
        title: 'Alkoholsteuer – Spirituosen, Schaumwein & Bier',
        description:
          'Alkohol-, Schaumwein- und Biersteuer: Erstberatung, Unterstützung bei der Registrierung und Prozess-Checkliste für Hersteller, Importeure und Online-Händler.',
      },
      hero: {
        title: 'Alkoholsteuer',
        subtitle: 'Spirituosen, Schaumwein und Bier rechtssicher versteuern',
        intro:
          'Wer in Deutschland alkoholische Getränke herstellt, einführt oder online verkauft, muss die Alkoholsteuer sowie die Schaumwein- und Biersteuer im Griff haben. Spirituosen werden mit {fact:alcoholTaxStandard} EUR/hl reinen Alkohols besteuert, Schaumwein mit {fact:sparklingWineTax} EUR/hl; die Biersteuer richtet sich nach dem Stammwürzegehalt, mit Ermäßigungen für unabhängige kleine Brauereien mit einer Jahreserzeugung unter {fact:beerSmallBreweryLimit} hl. Wir begleiten Sie von der Registrierung bis zu sauberen Abläufen.',
      },
      topics: {
        title: 'Alkohol-, Schaumwein- und Biersteuer im Überblick',
        items: [
          'Spirituosen: Die Alkoholsteuer beträgt als Regelsatz {fact:alcoholTaxStandard} EUR/hl reinen Alkohols (§ 2 Alkoholsteuergesetz). Für Abfindungsbrennereien, Stoffbesitzer und Kleinbrennereien gelten ermäßigte Sätze.',
          'Schaumwein: Die Schaumweinsteuer beträgt {fact:sparklingWineTax} EUR/hl für Schaumwein ab {fact:sparklingWineLowAlcoholLimit} % vol und {fact:sparklingWineTaxLow} EUR/hl unter {fact:sparklingWineLowAlcoholLimit} % vol. Zwischenerzeugnisse wie Sherry oder Portwein unterliegen einer eigenen Steuer; auf Stillwein wird in Deutschland keine Verbrauchsteuer erhoben.',
          'Bier: Die Biersteuer richtet sich nach dem Stammwürzegehalt in Grad Plato; der Regelsatz beträgt {fact:beerTaxRate} EUR je hl und Grad Plato. Unabhängige Brauereien mit einer Gesamtjahreserzeugung unter {fact:beerSmallBreweryLimit} hl zahlen gestaffelt ermäßigte Sätze.',
          'Steuerlager und Steueraussetzung: Herstellung, Lagerung und Beförderung unter Steueraussetzung erfordern Erlaubnisse des Hauptzollamts; Beförderungen werden elektronisch im EMCS begleitet. Die Steuer entsteht grundsätzlich mit der Entnahme in den steuerrechtlich freien Verkehr.',
          'Import und Online-Handel: Bei der Einfuhr aus Drittländern wird die Steuer zusammen mit den Einfuhrabgaben fällig. Wer aus anderen EU-Staaten an Privatkunden in Deutschland versendet, schuldet im Versandhandel die deutsche Steuer und muss das Verfahren vorab mit dem Hauptzollamt klären.',
        ],
      },
      package: {
        title: 'Paket Alkoholsteuer',
        button: 'Paket buchen',
      },
      faq: {
        title: 'Häufige Fragen zur Alkoholsteuer',
        items: [
          {
            question: 'Ich verkaufe Spirituosen oder Sekt aus einem anderen EU-Staat online an Kunden in Deutschland. Wer zahlt die deutsche Steuer?',
            answer:
              'Im Versandhandel an Privatkunden entsteht die Steuer in Deutschland, und Steuerschuldner ist grundsätzlich der Versandhändler. Bevor die erste Sendung verschickt wird, sind Anzeige, Sicherheitsleistung und gegebenenfalls die Benennung eines Beauftragten in Deutschland mit dem Hauptzollamt zu klären. Die Umsatzsteuer auf solche Fernverkäufe ist davon getrennt zu beurteilen, etwa über das OSS-Verfahren.',
          },
          {
            question: 'Wie viel Alkoholsteuer fällt auf eine Flasche Spirituose an?',
            answer:
              'Die Steuer bemisst sich nach dem enthaltenen reinen Alkohol. Eine 0,7-Liter-Flasche mit 40 % vol enthält 0,28 Liter reinen Alkohol; beim Regelsatz von {fact:alcoholTaxStandard} EUR/hl entspricht das rund {fact:alcoholTaxSpiritsBottle} EUR Alkoholsteuer. Auf den Verkaufspreis einschließlich dieser Steuer kommt anschließend die Umsatzsteuer hinzu.',
          },
        ],
      },
      disclaimer:
        'Die Informationen auf dieser Seite dienen der allgemeinen Orientierung und stellen keine individuelle Rechtsberatung dar. Eine umfassende Rechtsberatung erfolgt ausschließlich auf Grundlage eines Mandatsvertrags. Alle Preise sind Gesamtpreise einschließlich der gesetzlichen Umsatzsteuer; der Nettobetrag steht jeweils daneben. Die genannten Steuersätze entsprechen der Rechtslage bei Erstellung dieser Seite und können sich ändern; maßgeblich ist stets die aktuelle Gesetzeslage.',
      cta: {
        title: 'Fragen zur Alkoholsteuer?',
        subtitle:
          'Schildern Sie uns Ihr Vorhaben – in einer kostenlosen ersten Einschätzung schätzen wir vorläufig ein, welche Pflichten für Sie in Betracht kommen, und sagen Ihnen, wie wir Sie unterstützen können.',
        button: 'Erste Einschätzung vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'Alcohol tax – spirits, sparkling wine & beer',
        description:
          'German alcohol, sparkling wine and beer tax: initial consultation, registration support and a process checklist for producers, importers and online sellers.',
      },
      hero: {
        title: 'Alcohol tax',
        subtitle: 'Excise duties on spirits, sparkling wine and beer – handled correctly',
        intro:
          'If you produce, import or sell alcoholic beverages online in Germany, you need to keep alcohol tax, sparkling wine tax and beer tax under control. Spirits are taxed at EUR {fact:alcoholTaxStandard}/hl of pure alcohol and sparkling wine at EUR {fact:sparklingWineTax}/hl; beer tax depends on the original wort content, with relief for independent small breweries producing less than {fact:beerSmallBreweryLimit} hl a year. We support you from registration through to reliable processes.',
      },
      topics: {
        title: 'Alcohol, sparkling wine and beer tax at a glance',
        items: [
          'Spirits: the standard rate of alcohol tax is EUR {fact:alcoholTaxStandard}/hl of pure alcohol (§ 2 AlkStG, German Alcohol Tax Act). Reduced rates apply to small distilleries operating under the flat-rate (Abfindung) scheme, to owners of raw materials distilled on their behalf and to small bonded distilleries.',
          'Sparkling wine: sparkling wine tax is EUR {fact:sparklingWineTax}/hl for sparkling wine of {fact:sparklingWineLowAlcoholLimit}% vol or more and EUR {fact:sparklingWineTaxLow}/hl below {fact:sparklingWineLowAlcoholLimit}% vol. Intermediate products such as sherry or port are subject to a separate tax; still wine is not subject to excise duty in Germany.',
          'Beer: beer tax is based on the original wort content in degrees Plato; the standard rate is EUR {fact:beerTaxRate} per hl and degree Plato. Independent breweries with a total annual output of less than {fact:beerSmallBreweryLimit} hl pay reduced rates on a sliding scale.',
          'Tax warehouses and duty suspension: producing, storing and moving goods under duty suspension requires permits from the principal customs office (Hauptzollamt); movements are tracked electronically in EMCS. As a rule, the tax arises when the goods are released for consumption.',
          'Imports and online trade: on imports from non-EU countries the tax is due together with the import duties. If you ship from another EU country to private customers in Germany, you owe the German tax as a distance seller and must agree the procedure with the principal customs office in advance.',
        ],
      },
      package: {
        title: 'Alcohol tax package',
        button: 'Book this package',
      },
      faq: {
        title: 'Frequently asked questions about alcohol tax',
        items: [
          {
            question: 'I sell spirits or sparkling wine online from another EU country to customers in Germany. Who pays the German tax?',
            answer:
              'In distance sales to private customers, the tax arises in Germany and the distance seller is, as a rule, liable for it. Before the first shipment, notification, security and, where required, the appointment of a tax representative in Germany must be settled with the principal customs office. VAT on such distance sales is assessed separately, for example under the OSS scheme.',
          },
          {
            question: 'How much alcohol tax is due on a bottle of spirits?',
            answer:
              'The tax is based on the pure alcohol content. A 0.7-litre bottle at 40% vol contains 0.28 litres of pure alcohol; at the standard rate of EUR {fact:alcoholTaxStandard}/hl this equals about EUR {fact:alcoholTaxSpiritsBottle} of alcohol tax. VAT is then charged on the sales price including this tax.',
          },
        ],
      },
      disclaimer:
        'The information on this page is for general guidance only and does not constitute individual legal advice. Comprehensive legal advice is provided only on the basis of an engagement agreement. All prices are total prices including statutory VAT, with the net amount shown beside them. The tax rates quoted reflect the law at the time this page was prepared and may change; the law in force at the relevant time always prevails.',
      cta: {
        title: 'Questions about alcohol tax?',
        subtitle:
          'Tell us about your plans – in a free first assessment we give you a provisional view of which obligations may apply to you and tell you how we can help.',
        button: 'Book a free first assessment',
      },
    },
    zh: {
      meta: {
        title: '德国酒精税 – 烈酒、起泡酒与啤酒',
        description:
          '德国酒精税、起泡酒税与啤酒税咨询：初次咨询、税务登记支持及流程清单，适用于生产商、进口商及电商卖家。',
      },
      hero: {
        title: '酒精税',
        subtitle: '烈酒、起泡酒与啤酒，依法合规纳税',
        intro:
          '在德国生产、进口或在线销售酒类饮品，必须妥善处理酒精税以及起泡酒税和啤酒税。烈酒按纯酒精计税，税率为{fact:alcoholTaxStandard}欧元/百升，起泡酒为{fact:sparklingWineTax}欧元/百升；啤酒税按原麦汁浓度计征，年产量低于{fact:beerSmallBreweryLimit}百升的独立小型啤酒厂可享受优惠税率。从税务登记到流程规范，我们全程为您提供支持。',
      },
      topics: {
        title: '酒精税、起泡酒税与啤酒税概览',
        items: [
          '烈酒：酒精税标准税率为{fact:alcoholTaxStandard}欧元/百升纯酒精（《酒精税法》第2条）。定额蒸馏厂（Abfindungsbrennerei）、原料所有人（Stoffbesitzer）及小型蒸馏厂（Kleinbrennerei）适用优惠税率。',
          '起泡酒：酒精度{fact:sparklingWineLowAlcoholLimit}% vol及以上的起泡酒，起泡酒税为{fact:sparklingWineTax}欧元/百升；低于{fact:sparklingWineLowAlcoholLimit}% vol的为{fact:sparklingWineTaxLow}欧元/百升。雪利酒、波特酒等中间产品另行征税；德国对静止葡萄酒不征收消费税。',
          '啤酒：啤酒税按以柏拉图度（°P）表示的原麦汁浓度计征，标准税率为每百升每柏拉图度{fact:beerTaxRate}欧元。全年总产量低于{fact:beerSmallBreweryLimit}百升的独立啤酒厂适用分级优惠税率。',
          '消费税仓库与暂缓征税：在暂缓征税状态下生产、储存和运输酒类须取得主管海关（Hauptzollamt）的许可，运输通过EMCS系统进行电子监管。纳税义务原则上在货物出库、进入消费税法意义上的自由流通时产生。',
          '进口与线上销售：从非欧盟国家进口时，酒精税与进口税费一并缴纳。从其他欧盟国家向德国私人客户发货的远程卖家须承担德国消费税，并应事先与主管海关确定相关程序。',
        ],
      },
      package: {
        title: '酒精税服务套餐',
        button: '预订套餐',
      },
      faq: {
        title: '酒精税常见问题',
        items: [
          {
            question: '我从其他欧盟国家通过网店向德国客户销售烈酒或起泡酒，德国消费税由谁缴纳？',
            answer:
              '向私人客户远程销售时，纳税义务在德国产生，原则上由远程卖家承担。首批货物发出前，须与主管海关办妥事先报告、担保以及必要时在德国指定税务受托人等事宜。此类远程销售的增值税须另行处理，例如通过OSS一站式申报。',
          },
          {
            question: '一瓶烈酒需要缴纳多少酒精税？',
            answer:
              '酒精税按所含纯酒精计算。一瓶0.7升、酒精度40% vol的烈酒含0.28升纯酒精，按{fact:alcoholTaxStandard}欧元/百升的标准税率计算，酒精税约为{fact:alcoholTaxSpiritsBottle}欧元。增值税随后按含该税在内的销售价格计征。',
          },
        ],
      },
      disclaimer:
        '本页信息仅供一般参考，不构成针对个案的法律咨询。全面的法律咨询仅在签订委托合同后提供。所有价格均为含法定增值税的总价，并同时列明不含税金额。所列税率反映本页编写时的法律状况，今后可能变化；一切以现行法律规定为准。',
      cta: {
        title: '对酒精税有疑问？',
        subtitle: '请简要介绍您的业务计划——在免费初步评估中，我们会初步判断哪些义务可能适用于您，并说明我们能提供的帮助。',
        button: '预约免费初步评估',
      },
    },
  },
}
