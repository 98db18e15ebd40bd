import type { ExciseDetailPage } from '../types'

export const kaffeesteuerPage: ExciseDetailPage = {
  ctaHref: '/termin',
  packageId: 'coffee-tax',
  text: {
    de: {
      meta: {
        title: 'Kaffeesteuer: Beratung für Händler und Importeure',
        description:
          'Kaffeesteuer: {fact:coffeeTaxRoasted} EUR/kg Röstkaffee und {fact:coffeeTaxInstant} EUR/kg löslicher Kaffee (Stand: {asOf:coffeeTaxRoasted}). Beratung für Röstereien, Importeure und Online-Händler.',
      },
      hero: {
        title: 'Kaffeesteuer',
        subtitle: 'Beratung für Röstereien, Importeure und Online-Händler',
        intro:
          'Wer Kaffee in Deutschland herstellt, einführt, aus anderen EU-Staaten bezieht oder an Kunden in Deutschland versendet, muss die Kaffeesteuer beachten. Sie beträgt {fact:coffeeTaxRoasted} EUR je kg Röstkaffee und {fact:coffeeTaxInstant} EUR je kg löslichen Kaffee (Stand: {asOf:coffeeTaxRoasted}) und wird monatlich angemeldet. Wir klären, ob und wann die Steuer für Sie entsteht, und begleiten Sie bei Registrierung und laufenden Pflichten.',
      },
      topics: {
        title: 'Kaffeesteuer im Überblick',
        items: [
          'Steuersätze nach § 2 Kaffeesteuergesetz (Stand: {asOf:coffeeTaxRoasted}): {fact:coffeeTaxRoasted} EUR/kg Röstkaffee und {fact:coffeeTaxInstant} EUR/kg löslicher Kaffee. Rohkaffee ist nicht steuerpflichtig; für kaffeehaltige Waren, die nach Deutschland verbracht werden, gelten nach Kaffeegehalt gestaffelte Pauschalsätze.',
          'Einfuhr aus Drittländern: Wer Kaffee etwa aus China oder anderen Nicht-EU-Staaten einführt, schuldet die Kaffeesteuer bei der Überführung in den zollrechtlich freien Verkehr – zusammen mit Zoll und Einfuhrumsatzsteuer.',
          'Bezug aus anderen EU-Staaten und Versandhandel: Gewerbliche Bezieher müssen den Bezug vorab beim Hauptzollamt anzeigen und Sicherheit leisten. Versandhändler, die an Privatkunden in Deutschland liefern, werden selbst Steuerschuldner.',
          'Steuerlager und Erlaubnisse: Röstereien und Hersteller können Kaffee mit Erlaubnis des Hauptzollamts unter Steueraussetzung in einem Steuerlager herstellen und lagern. Die Steuer entsteht erst mit der Entnahme in den freien Verkehr.',
          'Monatliche Steueranmeldung: Steuerlagerinhaber melden die Kaffeesteuer monatlich beim Hauptzollamt an. Wir richten mit Ihnen Mengenerfassung, Fristenkontrolle und Dokumentation so ein, dass Anmeldungen und Prüfungen reibungslos laufen.',
        ],
      },
      package: {
        title: 'Paket Kaffeesteuer',
        button: 'Paket buchen',
      },
      faq: {
        title: 'Häufige Fragen zur Kaffeesteuer',
        items: [
          {
            question: 'Muss ich als ausländischer Online-Händler deutsche Kaffeesteuer zahlen?',
            answer:
              'Wenn Sie Röst- oder löslichen Kaffee an Kunden in Deutschland liefern, fällt deutsche Kaffeesteuer an – unabhängig davon, wo Ihr Unternehmen sitzt. Bei der Einfuhr aus Drittländern wird sie zusammen mit den Einfuhrabgaben erhoben, bei Lieferungen aus anderen EU-Staaten gelten die Regeln für gewerblichen Bezug oder Versandhandel. Wir klären, welcher Fall auf Sie zutrifft, und unterstützen Sie bei der Anzeige gegenüber dem Hauptzollamt.',
          },
          {
            question: 'Unterliegen auch Kaffeepralinen oder Cappuccino-Pulver der Kaffeesteuer?',
            answer:
              'Ja, kaffeehaltige Waren mit 10 bis 900 Gramm Kaffee je Kilogramm sind steuerpflichtig, wenn sie nach Deutschland verbracht werden. Die Steuer richtet sich pauschal nach dem Gehalt an Röstkaffee oder löslichem Kaffee. Ungerösteter Rohkaffee unterliegt dagegen nicht der Kaffeesteuer.',
          },
        ],
      },
      disclaimer:
        'Die Informationen auf dieser Seite dienen der allgemeinen Orientierung und stellen keine individuelle Rechtsberatung dar. Eine umfassende Rechtsberatung erfolgt ausschließlich auf Grundlage eines Mandatsvertrags. Alle Preise sind Gesamtpreise einschließlich der gesetzlichen Umsatzsteuer; der Nettobetrag steht jeweils daneben. Die genannten Steuersätze entsprechen dem angegebenen Stand und können sich ändern; maßgeblich ist stets die aktuelle Gesetzeslage.',
      cta: {
        title: 'Kaffeesteuer rechtssicher regeln',
        subtitle:
          'In einer kostenlosen ersten Einschätzung schätzen wir vorläufig ein, ob Ihr Geschäft der Kaffeesteuer unterliegen kann. Wir melden uns in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenlose erste Einschätzung vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'Coffee tax in Germany: advice for retailers and importers',
        description:
          'German coffee tax: EUR {fact:coffeeTaxRoasted}/kg roasted coffee and EUR {fact:coffeeTaxInstant}/kg instant coffee (as of {asOf:coffeeTaxRoasted}). Advice for roasters, importers and online retailers.',
      },
      hero: {
        title: 'Coffee tax',
        subtitle: 'Advice for roasters, importers and online retailers',
        intro:
          'Anyone who produces coffee in Germany, imports it, sources it from other EU countries or ships it to customers in Germany has to consider German coffee tax. It amounts to EUR {fact:coffeeTaxRoasted} per kg of roasted coffee and EUR {fact:coffeeTaxInstant} per kg of instant coffee (as of {asOf:coffeeTaxRoasted}) and is declared monthly. We clarify whether and when the tax arises for you and support you with registration and ongoing obligations.',
      },
      topics: {
        title: 'Coffee tax at a glance',
        items: [
          'Rates under § 2 KaffeeStG (German Coffee Tax Act), as of {asOf:coffeeTaxRoasted}: EUR {fact:coffeeTaxRoasted}/kg roasted coffee and EUR {fact:coffeeTaxInstant}/kg instant coffee. Green (unroasted) coffee is not taxed; coffee-containing goods brought into Germany are subject to flat rates graded by coffee content.',
          'Imports from non-EU countries: if you import coffee from China or other third countries, coffee tax is due when the goods are released for free circulation – together with customs duty and import VAT.',
          'Purchases from other EU countries and distance selling: business recipients must notify the principal customs office (Hauptzollamt) in advance and provide security. Distance sellers delivering to private customers in Germany become liable for the tax themselves.',
          'Tax warehouses and permits: with a permit from the principal customs office, roasters and manufacturers can produce and store coffee under duty suspension in a tax warehouse. The tax only arises when the coffee is released for consumption.',
          'Monthly tax returns: authorised warehousekeepers file a coffee tax return with the principal customs office every month. We help you set up quantity records, deadline tracking and documentation so that returns and audits can run smoothly.',
        ],
      },
      package: {
        title: 'Coffee tax package',
        button: 'Book this package',
      },
      faq: {
        title: 'Frequently asked questions about coffee tax',
        items: [
          {
            question: 'Do I have to pay German coffee tax as a foreign online retailer?',
            answer:
              'If you deliver roasted or instant coffee to customers in Germany, German coffee tax applies – regardless of where your company is based. On imports from non-EU countries it is collected together with the import duties; for deliveries from other EU countries the rules for business purchases or distance selling apply. We clarify which case applies to you and support you with the notification to the principal customs office.',
          },
          {
            question: 'Are coffee chocolates or cappuccino powder also subject to coffee tax?',
            answer:
              'Yes. Coffee-containing goods with 10 to 900 grams of coffee per kilogram are taxable when they are brought into Germany. The tax is a flat rate based on their content of roasted or instant coffee. Green, unroasted coffee, by contrast, is not subject to coffee tax.',
          },
        ],
      },
      disclaimer:
        'The information on this page is for general guidance only and does not constitute individual legal advice. Comprehensive legal advice is provided only on the basis of an engagement agreement. All prices are total prices including statutory VAT, with the net amount shown beside them. The tax rates quoted reflect the position at the date stated and may change; the law in force at the relevant time always prevails.',
      cta: {
        title: 'Get your coffee tax right',
        subtitle:
          'In a free first assessment we give you a provisional view of whether your business may be liable to coffee tax. We usually reply within 24 hours.',
        button: 'Book a free first assessment',
      },
    },
    zh: {
      meta: {
        title: '咖啡税：为贸易商和进口商提供咨询',
        description:
          '德国咖啡税：烘焙咖啡每公斤{fact:coffeeTaxRoasted}欧元，速溶咖啡每公斤{fact:coffeeTaxInstant}欧元（截至{asOf:coffeeTaxRoasted}）。为咖啡烘焙商、进口商和电商卖家提供咨询。',
      },
      hero: {
        title: '咖啡税',
        subtitle: '为咖啡烘焙商、进口商和电商卖家提供咨询',
        intro:
          '在德国生产咖啡、进口咖啡、从其他欧盟国家采购咖啡或向德国客户寄送咖啡，都需要关注德国咖啡税。税额为烘焙咖啡每公斤{fact:coffeeTaxRoasted}欧元、速溶咖啡每公斤{fact:coffeeTaxInstant}欧元（截至{asOf:coffeeTaxRoasted}），按月申报。我们帮助您判断是否以及何时产生纳税义务，并协助您办理登记和履行日常义务。',
      },
      topics: {
        title: '咖啡税概览',
        items: [
          '税率（《咖啡税法》第2条，截至{asOf:coffeeTaxRoasted}）：烘焙咖啡{fact:coffeeTaxRoasted}欧元/公斤，速溶咖啡{fact:coffeeTaxInstant}欧元/公斤。未烘焙的生咖啡豆不征税；运入德国的含咖啡产品按咖啡含量适用分级定额税率。',
          '从非欧盟国家进口：从中国或其他非欧盟国家进口咖啡的，进口者在货物进入海关法意义上的自由流通时须缴纳咖啡税，并与关税和进口增值税一并缴纳。',
          '从其他欧盟国家采购及远程销售：以经营为目的的收货方须事先向主管海关（Hauptzollamt）报告（Anzeige）并提供担保；向德国私人客户供货的远程卖家本身即为纳税人。',
          '消费税仓库与许可：经主管海关许可，咖啡烘焙商和生产商可在消费税仓库（Steuerlager）内以暂缓征税方式生产和储存咖啡，咖啡出库进入自由流通时才产生纳税义务。',
          '按月纳税申报：消费税仓库经营者须每月向主管海关申报咖啡税。我们协助您建立数量记录、期限管理和文档体系，使申报和海关稽查得以顺利进行。',
        ],
      },
      package: {
        title: '咖啡税服务套餐',
        button: '预订套餐',
      },
      faq: {
        title: '咖啡税常见问题',
        items: [
          {
            question: '作为外国电商卖家，我需要缴纳德国咖啡税吗？',
            answer:
              '只要您向德国客户销售烘焙咖啡或速溶咖啡，就会产生德国咖啡税，与贵公司所在地无关。从非欧盟国家进口时，咖啡税与进口税费一并征收；从其他欧盟国家供货时，适用经营性采购或远程销售的相关规定。我们帮助您判断适用哪种情形，并协助您向主管海关办理事先报告（Anzeige）。',
          },
          {
            question: '咖啡夹心巧克力或卡布奇诺粉也要缴纳咖啡税吗？',
            answer:
              '是的。每公斤含10至900克咖啡的含咖啡产品运入德国时须缴纳咖啡税，税额按其所含烘焙咖啡或速溶咖啡的比例以定额方式计算。未经烘焙的生咖啡豆则不征收咖啡税。',
          },
        ],
      },
      disclaimer:
        '本页信息仅供一般参考，不构成针对个案的法律咨询。全面的法律咨询仅在签订委托合同后提供。所有价格均为含法定增值税的总价，并同时列明不含税金额。所列税率反映注明日期时的法律状况，今后可能变化；一切以现行法律规定为准。',
      cta: {
        title: '合规处理咖啡税',
        subtitle: '我们将在免费初步评估中初步判断您的业务是否可能需要缴纳咖啡税，通常在24小时内回复。',
        button: '预约免费初步评估',
      },
    },
  },
}
