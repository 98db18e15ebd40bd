import type { ServicePage } from '../types'

export const vatBeratungPage: ServicePage = {
  ctaHref: '/termin',
  services: [
    {
      icon: 'clipboard-check',
      text: {
        de: {
          title: 'Umsatzsteuer-Registrierung in Deutschland und der EU',
          description:
            'Wir prüfen, ob und in welchen Ländern Sie sich umsatzsteuerlich registrieren müssen – etwa wegen eines Warenlagers, innergemeinschaftlicher Lieferungen oder Verkäufen an Privatkunden. In Deutschland begleiten wir die Registrierung bis zur Steuernummer und USt-IdNr. und führen die Korrespondenz mit dem Finanzamt auf Deutsch; Registrierungen in anderen EU-Staaten koordinieren wir.',
        },
        en: {
          title: 'VAT registration in Germany and the EU',
          description:
            'We check whether and in which countries you need to register for VAT – for example because of a warehouse, intra-Community supplies or sales to consumers. In Germany we guide you through the registration until you receive your tax number and VAT ID and handle the correspondence with the tax office in German; we coordinate registrations in other EU countries.',
        },
        zh: {
          title: '德国及欧盟增值税注册',
          description:
            '我们评估您是否需要、以及需要在哪些国家办理增值税注册，例如因设有仓库、进行欧盟内部供货或向消费者销售而产生的注册义务。在德国，我们全程协助您取得税号（Steuernummer）和增值税识别号（USt-IdNr.），并以德语与税务局往来沟通；在其他欧盟国家的注册由我们统筹协调。',
        },
      },
    },
    {
      icon: 'globe',
      text: {
        de: {
          title: 'Reverse Charge und Ort der Leistung',
          description:
            'Ob ein Umsatz in Deutschland steuerbar ist, entscheidet der Ort der Leistung – bei Dienstleistungen an Unternehmer grundsätzlich der Sitz des Leistungsempfängers. Wir klären, wann die Steuerschuld nach § 13b UStG auf den Leistungsempfänger übergeht und welche Angaben Ihre Rechnung dann enthalten muss.',
        },
        en: {
          title: 'Reverse charge and place of supply',
          description:
            'Whether a transaction is taxable in Germany depends on its place of supply – for services to businesses, generally the place where the recipient is established. We clarify when the VAT liability shifts to the recipient under § 13b UStG (German VAT Act) and what your invoice must then state.',
        },
        zh: {
          title: '反向征收与供货地/服务发生地',
          description:
            '一项交易是否属于德国增值税的征税范围，取决于供货地或服务发生地；向企业提供的服务，原则上以接受方的经营所在地为准。我们为您明确何时依据§ 13b UStG由接受方承担纳税义务（反向征收），以及此时发票上必须注明哪些内容。',
        },
      },
    },
    {
      icon: 'package',
      text: {
        de: {
          title: 'Reihen- und Dreiecksgeschäfte',
          description:
            'Bei grenzüberschreitenden Reihengeschäften kann nur eine Lieferung der Kette die „bewegte“ und damit steuerfreie innergemeinschaftliche Lieferung sein; welche das ist, richtet sich nach § 3 Abs. 6a UStG vor allem danach, wer die Ware befördert oder versendet. Wir ordnen Ihre Lieferketten zu und prüfen, ob die Vereinfachung für innergemeinschaftliche Dreiecksgeschäfte nach § 25b UStG greift und Ihnen eine Registrierung im Bestimmungsland erspart.',
        },
        en: {
          title: 'Chain and triangular transactions',
          description:
            'In a cross-border chain transaction, only one supply in the chain can be the “moving” supply that qualifies as an exempt intra-Community supply; under § 3(6a) UStG this depends mainly on who transports or dispatches the goods. We map your supply chains and check whether the simplification for intra-Community triangular transactions under § 25b UStG applies and spares you from having to register in the country of destination.',
        },
        zh: {
          title: '连环交易与三角交易',
          description:
            '在跨境连环交易中，只有一个环节的供货可以作为“运输供货”，适用欧盟内部供货免税；依据§ 3 Abs. 6a UStG，这主要取决于由谁负责运输或发运货物。我们梳理您的供应链，并评估能否适用§ 25b UStG规定的欧盟内部三角交易简化规则，从而免于在目的国办理注册。',
        },
      },
    },
    {
      icon: 'file-text',
      text: {
        de: {
          title: 'E-Rechnung in Deutschland',
          description:
            'Zwischen 2025 und 2028 wird die E-Rechnung im inländischen B2B-Geschäft schrittweise zur Pflicht. Wir zeigen Ihnen, welche Fristen für Ihr Unternehmen gelten, welche Formate wie XRechnung oder ZUGFeRD die Anforderungen erfüllen und wie Sie Empfang, Prüfung und Archivierung Ihrer Rechnungen umstellen.',
        },
        en: {
          title: 'E-invoicing in Germany',
          description:
            'Between 2025 and 2028, e-invoicing is being phased in as a mandatory requirement for domestic B2B transactions. We show you which deadlines apply to your business, which formats such as XRechnung or ZUGFeRD meet the requirements, and how to adapt the receipt, checking and archiving of your invoices.',
        },
        zh: {
          title: '德国电子发票',
          description:
            '2025年至2028年间，德国境内企业间（B2B）交易将逐步强制使用电子发票。我们帮助您确认适用于贵公司的时间节点、XRechnung或ZUGFeRD等符合要求的格式，以及如何调整发票的接收、审核和归档流程。',
        },
      },
    },
    {
      icon: 'shopping-cart',
      text: {
        de: {
          title: 'OSS und IOSS',
          description:
            'Über den One-Stop-Shop (OSS) melden Sie Fernverkäufe an Privatkunden in anderen EU-Ländern zentral, statt sich in jedem Land einzeln zu registrieren; der Import-One-Stop-Shop (IOSS) vereinfacht die Einfuhr von Sendungen mit einem Sachwert bis {fact:iossConsignmentLimit} EUR. Wir prüfen, ob die Verfahren zu Ihrem Geschäft passen, und unterstützen Sie bei Registrierung und Meldungen.',
        },
        en: {
          title: 'OSS and IOSS',
          description:
            'The one-stop shop (OSS) lets you declare distance sales to consumers in other EU countries centrally instead of registering in each country; the import one-stop shop (IOSS) simplifies imports of consignments with an intrinsic value of up to EUR {fact:iossConsignmentLimit}. We check whether these schemes suit your business and support you with registration and returns.',
        },
        zh: {
          title: 'OSS与IOSS',
          description:
            '通过一站式申报（OSS），您可以集中申报向其他欧盟国家消费者的远程销售，而无需在每个国家分别注册；进口一站式申报（IOSS）则简化了货物本身价值不超过{fact:iossConsignmentLimit}欧元的包裹的进口。我们评估这些机制是否适合您的业务，并协助办理注册和申报。',
        },
      },
    },
    {
      icon: 'calculator',
      text: {
        de: {
          title: 'Vorsteuerabzug',
          description:
            'Den Vorsteuerabzug nach § 15 UStG erhalten Sie grundsätzlich nur mit ordnungsgemäßen Rechnungen und für Leistungen, die Sie für Ihr Unternehmen beziehen. Wir prüfen Rechnungen und Belege, helfen Ihnen beim Abzug der Einfuhrumsatzsteuer und unterstützen ausländische Unternehmen, die in Deutschland nicht registriert sind, im Vorsteuer-Vergütungsverfahren.',
        },
        en: {
          title: 'Input VAT deduction',
          description:
            'Under § 15 UStG, input VAT deduction is generally only available with proper invoices and for goods and services purchased for your business. We review invoices and supporting documents, help you claim import VAT as input VAT and support foreign companies that are not registered in Germany in the VAT refund procedure.',
        },
        zh: {
          title: '进项税抵扣',
          description:
            '依据§ 15 UStG，原则上只有取得合规发票、且所购商品或服务用于经营的，才能进行进项税抵扣。我们审核发票和凭证，协助您抵扣进口增值税，并协助未在德国注册的外国企业办理进项税退还程序。',
        },
      },
    },
  ],
  tool: {
    href: '/e-rechnung-pruefer',
    text: {
      de: {
        title: 'Kostenlos: E-Rechnungen prüfen',
        text: 'Prüfen Sie XRechnung, ZUGFeRD und Factur-X nach EN 16931, direkt in Ihrem Browser und ohne Upload. Jeder Fehler wird erklärt, nach seiner Bedeutung für den Vorsteuerabzug geordnet.',
        button: 'Zum E-Rechnungs-Prüfer',
      },
      en: {
        title: 'Free: check e-invoices',
        text: 'Check XRechnung, ZUGFeRD and Factur-X against EN 16931, right in your browser and without upload. Every error is explained and ordered by what it means for input VAT deduction.',
        button: 'Open the e-invoice checker',
      },
      zh: {
        title: '免费校验电子发票',
        text: '直接在浏览器中按照EN 16931校验XRechnung、ZUGFeRD和Factur-X，无需上传。每一处错误都附有说明，并按其对进项税抵扣的影响排序。',
        button: '前往电子发票校验工具',
      },
    },
  },
  text: {
    de: {
      meta: {
        title: 'Umsatzsteuer-Beratung für Unternehmen',
        description:
          'Beratung zur Umsatzsteuer für Händler, KMU und ausländische Unternehmen: Registrierung, Reverse Charge, Reihengeschäfte, E-Rechnung, OSS/IOSS, Vorsteuerabzug.',
      },
      hero: {
        title: 'Umsatzsteuer-Beratung',
        subtitle: 'Klare Antworten für nationale und grenzüberschreitende Umsätze',
        intro:
          'Von der Registrierung in Deutschland und der EU über Reverse Charge, Reihen- und Dreiecksgeschäfte bis zur E-Rechnung, zu OSS/IOSS und zum Vorsteuerabzug: Wir beraten Online-Händler, KMU und ausländische Unternehmen zu ihren Fragen der Umsatzsteuer – praxisnah und auf Ihr Geschäftsmodell zugeschnitten.',
      },
      services: {
        title: 'Unsere Leistungen in der Umsatzsteuer',
        subtitle: 'Sechs Schwerpunkte, in denen wir Händler, KMU und ausländische Unternehmen beraten',
      },
      faq: {
        title: 'Häufige Fragen zur Umsatzsteuer',
        items: [
          {
            question: 'Wann muss sich ein ausländisches Unternehmen in Deutschland umsatzsteuerlich registrieren?',
            answer:
              'Typische Auslöser sind ein Warenlager in Deutschland, etwa in einem Amazon-Logistikzentrum, steuerpflichtige Verkäufe an Kunden in Deutschland oder Einfuhren nach Deutschland mit anschließendem Verkauf im Inland. Ob in Ihrem Fall eine Registrierung erforderlich ist oder ein vereinfachtes Verfahren wie OSS genügt, hängt von Ihrem Geschäftsmodell ab. Eine erste Einschätzung dazu geben wir Ihnen kostenlos.',
          },
          {
            question: 'Welche Umsatzsteuersätze gelten in Deutschland?',
            answer:
              'Der Regelsteuersatz beträgt {fact:vatStandardRate} %, der ermäßigte Steuersatz {fact:vatReducedRate} %. Der ermäßigte Satz gilt nur für bestimmte Waren und Leistungen, etwa für viele Lebensmittel und Bücher sowie seit dem 1. Januar 2026 unbefristet für Restaurant- und Verpflegungsdienstleistungen mit Ausnahme der Abgabe von Getränken ({fact:vatRateCatering} % nach § 12 Abs. 2 Nr. 15 UStG). Lassen Sie den richtigen Satz für Ihre Produkte vor dem Verkaufsstart prüfen, denn ein Fehler wirkt sich auf jede einzelne Rechnung aus.',
          },
          {
            question: 'Ab wann muss mein Unternehmen E-Rechnungen verarbeiten können?',
            answer:
              'Seit 2025 müssen Unternehmen in Deutschland E-Rechnungen empfangen können. Die Pflicht, E-Rechnungen auszustellen, wird mit Übergangsfristen schrittweise bis 2028 eingeführt. Wir empfehlen, Prozesse und Software frühzeitig umzustellen, damit der Vorsteuerabzug aus Eingangsrechnungen gesichert bleibt.',
          },
        ],
      },
      cta: {
        title: 'Sie haben eine Frage zur Umsatzsteuer?',
        subtitle:
          'Schildern Sie uns Ihr Anliegen. Die erste Einschätzung ist kostenlos und unverbindlich, eine Antwort erhalten Sie in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenlose erste Einschätzung vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'VAT advice for businesses',
        description:
          'VAT advice for retailers, SMEs and foreign firms: German and EU registration, reverse charge, chain transactions, e-invoicing, OSS/IOSS, input VAT deduction.',
      },
      hero: {
        title: 'VAT advice',
        subtitle: 'Clear answers for domestic and cross-border transactions',
        intro:
          'From registration in Germany and the EU to reverse charge, chain and triangular transactions, e-invoicing, OSS/IOSS and input VAT deduction: we advise online retailers, SMEs and foreign companies on their VAT questions – practical and tailored to your business model.',
      },
      services: {
        title: 'Our VAT services',
        subtitle: 'Six areas in which we advise retailers, SMEs and foreign companies',
      },
      faq: {
        title: 'Frequently asked questions about VAT',
        items: [
          {
            question: 'When does a foreign company have to register for VAT in Germany?',
            answer:
              'Typical triggers are a warehouse in Germany, for example in an Amazon fulfilment centre, taxable sales to customers in Germany, or imports into Germany followed by sales within the country. Whether registration is required in your case, or whether a simplified scheme such as OSS is sufficient, depends on your business model. We give you a first assessment of this free of charge.',
          },
          {
            question: 'Which VAT rates apply in Germany?',
            answer:
              'The standard rate is {fact:vatStandardRate}% and the reduced rate is {fact:vatReducedRate}%. The reduced rate applies only to certain goods and services, such as many foodstuffs and books and, since 1 January 2026 without a time limit, restaurant and catering services except the supply of drinks ({fact:vatRateCatering}% under § 12(2) no. 15 UStG). Have the correct rate for your products checked before you start selling, as an error affects every single invoice.',
          },
          {
            question: 'When must my company be able to handle e-invoices?',
            answer:
              'Since 2025, businesses in Germany must be able to receive e-invoices. The obligation to issue e-invoices is being introduced step by step, with transitional periods, until 2028. We recommend adapting your processes and software early so that your input VAT deduction on incoming invoices is not put at risk.',
          },
        ],
      },
      cta: {
        title: 'Have a VAT question?',
        subtitle:
          'Tell us what you need. The first assessment is free of charge and without obligation, and we usually reply within 24 hours.',
        button: 'Book a free first assessment',
      },
    },
    zh: {
      meta: {
        title: '增值税咨询 – 德国及欧盟增值税',
        description:
          '德国及欧盟增值税咨询：增值税注册、反向征收、连环交易、电子发票、OSS/IOSS及进项税抵扣，服务于电商卖家、中小企业和外国企业。',
      },
      hero: {
        title: '增值税咨询',
        subtitle: '为境内及跨境交易提供清晰的增值税解决方案',
        intro:
          '从德国及欧盟增值税注册，到反向征收、连环交易与三角交易，再到电子发票、OSS/IOSS一站式申报和进项税抵扣：我们为电商卖家、中小企业和外国企业解答各类增值税问题，注重实操，并根据您的业务模式量身定制方案。',
      },
      services: {
        title: '我们的增值税服务',
        subtitle: '六大服务领域，面向电商卖家、中小企业和外国企业',
      },
      faq: {
        title: '增值税常见问题',
        items: [
          {
            question: '外国企业在什么情况下必须在德国办理增值税注册？',
            answer:
              '常见情形包括：在德国设有仓库（例如货物存放于亚马逊运营中心）、向德国客户进行应税销售，或将货物进口到德国后在境内销售。具体是否需要注册，还是可以采用OSS等简化程序，取决于您的业务模式。我们可为您免费提供初步评估。',
          },
          {
            question: '德国的增值税税率是多少？',
            answer:
              '标准税率为{fact:vatStandardRate}%，优惠税率为{fact:vatReducedRate}%。优惠税率仅适用于特定商品和服务，例如许多食品和图书，以及自2026年1月1日起无期限适用的餐饮服务（饮品除外，依§ 12 Abs. 2 Nr. 15 UStG适用{fact:vatRateCatering}%）。建议在开始销售前核实产品适用的税率，因为税率错误会影响每一张发票。',
          },
          {
            question: '我的公司从什么时候起必须能够处理电子发票？',
            answer:
              '自2025年起，德国境内企业必须能够接收电子发票；开具电子发票的义务设有过渡期，将在2028年前逐步全面实施。我们建议尽早调整流程和软件，以确保来票的进项税抵扣不受影响。',
          },
        ],
      },
      cta: {
        title: '有增值税方面的问题？',
        subtitle: '请简要说明您的需求。初步评估免费，您无需承担任何义务；我们通常在24小时内回复。',
        button: '预约免费初步评估',
      },
    },
  },
}
