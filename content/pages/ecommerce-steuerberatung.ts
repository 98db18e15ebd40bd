import type { ServicePage } from '../types'

export const ecommerceSteuerberatungPage: ServicePage = {
  ctaHref: '/termin',
  services: [
    {
      icon: 'package',
      text: {
        de: {
          title: 'FBA Pan-EU und EFN',
          description:
            'Im Pan-EU-Programm lagert Amazon Ihre Ware in mehreren EU-Ländern ein und verlagert sie zwischen den Logistikzentren. Jedes Lagerland erfordert in der Regel eine eigene Umsatzsteuer-Registrierung, und jede grenzüberschreitende Umlagerung ist als innergemeinschaftliches Verbringen zu melden. Wir prüfen, ob Pan-EU oder das Europäische Versandnetz (EFN) besser zu Ihrem Geschäft passt, und bereiten die nötigen Registrierungen vor.',
        },
        en: {
          title: 'FBA Pan-EU and EFN',
          description:
            'In the Pan-EU programme, Amazon stores your goods in several EU countries and moves them between its fulfilment centres. Each storage country generally requires its own VAT registration, and every cross-border stock movement must be reported as an intra-Community transfer of own goods. We assess whether Pan-EU or the European Fulfilment Network (EFN) suits your business better and prepare the necessary registrations.',
        },
        zh: {
          title: 'FBA泛欧计划（Pan-EU）与EFN',
          description:
            '加入泛欧计划后，亚马逊会将您的商品存放在多个欧盟国家，并在各运营中心之间调拨。每个存货国家通常都需要单独办理增值税注册，每一次跨境调拨都须作为欧盟内部自有货物转移（Verbringen）进行申报。我们评估泛欧计划还是欧洲配送网络（EFN）更适合您的业务，并为所需注册做好准备。',
        },
      },
    },
    {
      icon: 'clipboard-check',
      text: {
        de: {
          title: 'OSS/IOSS-Registrierung',
          description:
            'Wir prüfen, ob das OSS- oder IOSS-Verfahren für Ihre Fernverkäufe in Frage kommt, und übernehmen die Registrierung – in Deutschland beim Bundeszentralamt für Steuern (BZSt). Außerdem richten wir mit Ihnen die laufenden Meldungen ein: OSS-Erklärungen werden vierteljährlich, IOSS-Erklärungen monatlich abgegeben.',
        },
        en: {
          title: 'OSS/IOSS registration',
          description:
            'We check whether the OSS or IOSS scheme is right for your distance sales and handle the registration – in Germany with the Federal Central Tax Office (BZSt). We also set up your ongoing returns with you: OSS returns are filed quarterly, IOSS returns monthly.',
        },
        zh: {
          title: 'OSS/IOSS注册',
          description:
            '我们评估OSS或IOSS是否适合您的远程销售，并为您办理注册——在德国向联邦中央税务局（BZSt）申请。我们还与您一起建立日常申报流程：OSS按季度申报，IOSS按月申报。',
        },
      },
    },
    {
      icon: 'globe',
      text: {
        de: {
          title: 'Klassische EU-Umsatzsteuer-Registrierung',
          description:
            'OSS deckt nicht alles ab: Umlagerungen zwischen Lagern, Verkäufe aus einem Lager an Kunden im selben Land und B2B-Umsätze erfordern häufig eine reguläre Registrierung im jeweiligen Land. Wir koordinieren diese Registrierungen und zeigen Ihnen, in welchen Ländern Unternehmen von außerhalb der EU einen Fiskalvertreter benötigen. Ab dem 1. Juli 2028 erweitert die EU-Reform ViDA (Richtlinie (EU) 2025/516) den OSS auf bestimmte Inlandsverkäufe an Verbraucher und führt eine Sonderregelung für das Verbringen eigener Waren ein; wir planen mit Ihnen, welche Registrierungen dann entfallen können.',
        },
        en: {
          title: 'Standard EU VAT registration',
          description:
            'OSS does not cover everything: stock transfers between warehouses, sales from a warehouse to customers in the same country and B2B sales often require a regular VAT registration in the country concerned. We coordinate these registrations and show you in which countries companies from outside the EU need a fiscal representative. From 1 July 2028 the EU’s ViDA reform (Directive (EU) 2025/516) extends the OSS to certain domestic sales to consumers and introduces a special scheme for transfers of own goods; we work out with you which registrations may then no longer be needed.',
        },
        zh: {
          title: '常规欧盟增值税注册',
          description:
            'OSS并不能覆盖所有情形：仓库之间的调拨、从仓库向同一国家客户的销售以及B2B销售，往往需要在相关国家办理常规增值税注册。我们统筹协调这些注册，并告诉您哪些国家要求欧盟以外的企业委任财税代表。自2028年7月1日起，欧盟ViDA改革（指令(EU) 2025/516）将OSS的适用范围扩大至部分面向消费者的境内销售，并针对自有货物转移设立特别申报制度；我们将与您一同规划届时可以注销哪些注册。',
        },
      },
    },
    {
      icon: 'shield',
      text: {
        de: {
          title: 'Marktplatzhaftung und USt-IdNr.-Nachweis (früher F22)',
          description:
            'Betreiber elektronischer Marktplätze müssen nach § 22f UStG Angaben zu ihren Händlern aufzeichnen und haften nach § 25e UStG unter bestimmten Voraussetzungen für nicht abgeführte Umsatzsteuer. Die frühere Bescheinigung über die steuerliche Erfassung (F22) ist inzwischen durch die Aufzeichnung einer gültigen USt-IdNr. abgelöst, die Marktplätze deshalb von Ihnen verlangen. Wir prüfen mit Ihnen, ob Registrierung und Angaben stimmen, und verringern so das Risiko einer Kontosperrung.',
        },
        en: {
          title: 'Marketplace liability and VAT ID evidence (formerly F22)',
          description:
            'Under § 22f UStG, operators of online marketplaces must keep records on their sellers, and under § 25e UStG they can, under certain conditions, be held liable for VAT that sellers have not paid. The former certificate of tax registration (F22) has since been replaced by recording a valid VAT identification number, which is why marketplaces ask you for it. We check with you whether your registration and details are correct, reducing the risk of your seller account being blocked.',
        },
        zh: {
          title: '平台连带责任与增值税识别号证明（原F22证明）',
          description:
            '依据§ 22f UStG，电商平台运营方须记录卖家信息；依据§ 25e UStG，平台在一定条件下须为卖家未缴纳的增值税承担连带责任。原先的税务登记证明（F22）现已由记录有效的增值税识别号所取代，因此平台会要求您提供该号码。我们与您一同核查注册和资料是否准确，从而降低卖家账户被冻结的风险。',
        },
      },
    },
    {
      icon: 'ship',
      text: {
        de: {
          title: 'EFN-Versand und Dropshipping',
          description:
            'Im Europäischen Versandnetz (EFN) liefern Sie aus einem Lager, etwa in Deutschland, an Kunden in anderen EU-Ländern. Diese Fernverkäufe sind grundsätzlich im Bestimmungsland zu versteuern – für Händler, die in nur einem EU-Mitgliedstaat ansässig sind, erst ab Überschreiten der EU-weiten Lieferschwelle von {fact:euDeliveryThreshold} EUR. Beim Dropshipping klären wir, wer umsatzsteuerlich liefert, wer einführt und ob ein Reihengeschäft vorliegt.',
        },
        en: {
          title: 'EFN shipping and dropshipping',
          description:
            'With the European Fulfilment Network (EFN), you ship from a warehouse, for example in Germany, to customers in other EU countries. These distance sales are generally taxable in the country of destination – for sellers established in only one EU member state, only once the EU-wide delivery threshold of EUR {fact:euDeliveryThreshold} is exceeded. For dropshipping, we determine who makes the supply for VAT purposes, who imports and whether there is a chain transaction.',
        },
        zh: {
          title: 'EFN配送与代发货（Dropshipping）',
          description:
            '通过欧洲配送网络（EFN），您可以从某一国家（例如德国）的仓库向其他欧盟国家的客户发货。此类远程销售原则上应在目的国缴纳增值税；对于仅在一个欧盟成员国设立的卖家，超过欧盟统一的{fact:euDeliveryThreshold}欧元远程销售门槛后才适用。对于代发货模式，我们会判定增值税意义上由谁供货、由谁进口，以及是否构成连环交易。',
        },
      },
    },
    {
      icon: 'receipt',
      text: {
        de: {
          title: 'Rechnungsstellung und Steuerprozesse',
          description:
            'Wir prüfen, ob Ihre Rechnungen alle Pflichtangaben und die richtigen Steuersätze enthalten, und gleichen die Transaktionsberichte von Amazon und anderen Marktplätzen mit Ihrer Buchhaltung und Ihren Meldungen ab. So entstehen nachvollziehbare Abläufe, die Sie auch in einer Betriebsprüfung erläutern können.',
        },
        en: {
          title: 'Invoicing and tax processes',
          description:
            'We check that your invoices contain all mandatory details and the correct VAT rates, and reconcile transaction reports from Amazon and other marketplaces with your bookkeeping and returns. This gives you traceable processes that you can also explain in a tax audit.',
        },
        zh: {
          title: '开票与税务流程',
          description:
            '我们检查您的发票是否包含全部法定必备信息并适用正确税率，并将亚马逊及其他平台的交易报告与您的账务和申报进行核对。由此建立清晰可追溯的流程，即使在税务稽查中也能说明清楚。',
        },
      },
    },
  ],
  text: {
    de: {
      meta: {
        title: 'Umsatzsteuer im E-Commerce und für Amazon-Seller',
        description:
          'Umsatzsteuer für Amazon-Seller und Online-Händler: FBA Pan-EU und EFN, OSS/IOSS, EU-Registrierungen, Marktplatzhaftung und USt-IdNr.-Nachweis.',
      },
      hero: {
        title: 'E-Commerce- und Amazon-Steuerberatung',
        subtitle: 'Umsatzsteuer im Griff – für Online-Händler und Amazon-Seller in Deutschland und der EU',
        intro:
          'Wer über Amazon oder einen eigenen Onlineshop in mehrere EU-Länder verkauft, muss Lager, Warenbewegungen und Verkäufe umsatzsteuerlich richtig erfassen. Wir beraten Amazon-Seller und Online-Händler – auch aus dem Ausland – zu FBA Pan-EU und EFN, OSS/IOSS, EU-Registrierungen, Marktplatzhaftung und USt-IdNr.-Nachweis sowie zu Rechnungs- und Steuerprozessen.',
      },
      services: {
        title: 'Leistungen für Amazon-Seller und Online-Händler',
        subtitle: 'Von der Lagerstrategie bis zur Rechnung – umsatzsteuerlich sauber in allen Verkaufsländern',
      },
      faq: {
        title: 'Häufige Fragen zur Umsatzsteuer im E-Commerce',
        items: [
          {
            question: 'Brauche ich bei Pan-EU in jedem Lagerland eine Umsatzsteuer-Registrierung?',
            answer:
              'In der Regel ja. Sobald Amazon Ihre Ware in einem Land lagert, entstehen dort umsatzsteuerliche Pflichten, etwa für das innergemeinschaftliche Verbringen und für Verkäufe aus diesem Lager. Das OSS-Verfahren ersetzt diese Registrierungen nicht. Wir prüfen vor Ihrer Teilnahme, welche Registrierungen auf Sie zukommen.',
          },
          {
            question: 'Ab wann muss ich Umsatzsteuer im Land meiner Kunden abführen?',
            answer:
              'Für Händler, die in nur einem EU-Mitgliedstaat ansässig sind und von dort versenden, gilt für Fernverkäufe an Privatkunden in anderen EU-Ländern eine EU-weite Lieferschwelle von {fact:euDeliveryThreshold} EUR. Wird sie im laufenden oder im vorangegangenen Kalenderjahr überschritten, fällt die Umsatzsteuer des Bestimmungslands an, die Sie über OSS melden können. Für Händler ohne Sitz in der EU gilt diese Schwelle nicht.',
          },
          {
            question: 'Benötige ich noch eine F22-Bescheinigung?',
            answer:
              'Das frühere Bescheinigungsverfahren nach § 22f UStG (F22) gilt nicht mehr; Marktplatzbetreiber zeichnen stattdessen Ihre USt-IdNr. auf. Sie prüfen diese Angabe genau, weil sie andernfalls für Ihre Umsatzsteuer haften können. Ohne gültige Registrierung drohen Einschränkungen bis hin zur Sperrung Ihres Verkäuferkontos.',
          },
        ],
      },
      cta: {
        title: 'Ihr Onlinehandel, steuerlich sauber aufgestellt',
        subtitle:
          'Lassen Sie uns in einer kostenlosen ersten Einschätzung über Ihre Verkaufskanäle und Lagerstandorte sprechen. Wir melden uns in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenlose erste Einschätzung vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'E-commerce and Amazon VAT advice',
        description:
          'VAT for Amazon sellers and online retailers: FBA Pan-EU and EFN, OSS/IOSS, EU VAT registrations, marketplace liability and VAT ID evidence.',
      },
      hero: {
        title: 'E-commerce and Amazon VAT',
        subtitle: 'VAT under control – for online retailers and Amazon sellers in Germany and the EU',
        intro:
          'Selling through Amazon or your own online shop into several EU countries means stock, cross-border movements and sales must be treated correctly for VAT. We advise Amazon sellers and online retailers, including those based outside Germany, on FBA Pan-EU and EFN, OSS/IOSS, EU VAT registrations, marketplace liability and VAT ID evidence, as well as on invoicing and tax processes.',
      },
      services: {
        title: 'Services for Amazon sellers and online retailers',
        subtitle: 'From warehouse strategy to invoicing – VAT-compliant in every country you sell to',
      },
      faq: {
        title: 'Frequently asked questions about e-commerce VAT',
        items: [
          {
            question: 'Do I need a VAT registration in every storage country under Pan-EU?',
            answer:
              'Generally, yes. As soon as Amazon stores your goods in a country, VAT obligations arise there, for example for the intra-Community transfer of goods and for sales from that warehouse. OSS does not replace these registrations. Before you join the programme, we check which registrations you will need.',
          },
          {
            question: "When do I have to pay VAT in my customers’ country?",
            answer:
              'For sellers established in only one EU member state and shipping from there, the EU-wide delivery threshold of EUR {fact:euDeliveryThreshold} applies to distance sales to consumers in other EU countries. If it is exceeded in the current or the previous calendar year, the VAT of the country of destination is due, which you can declare via OSS. The threshold does not apply to sellers established outside the EU.',
          },
          {
            question: 'Do I still need an F22 certificate?',
            answer:
              'The former certificate procedure under § 22f UStG (F22) no longer applies; marketplace operators now record your VAT identification number instead. They check it carefully because otherwise they can be held liable for your VAT. Without a valid registration, you risk restrictions, up to and including suspension of your seller account.',
          },
        ],
      },
      cta: {
        title: 'Put your online business on a sound VAT footing',
        subtitle:
          "Let’s talk about your sales channels and warehouse locations in a free first assessment. We usually reply within 24 hours.",
        button: 'Book a free first assessment',
      },
    },
    zh: {
      meta: {
        title: '电商与亚马逊卖家增值税咨询',
        description:
          '为亚马逊卖家和电商卖家提供增值税咨询：FBA泛欧计划（Pan-EU）与EFN、OSS/IOSS、欧盟增值税注册、平台连带责任与增值税识别号证明。',
      },
      hero: {
        title: '电商与亚马逊税务咨询',
        subtitle: '让增值税合规尽在掌握——服务于在德国及欧盟销售的电商卖家和亚马逊卖家',
        intro:
          '通过亚马逊或自建网店向多个欧盟国家销售，库存、货物流转和销售都必须在增值税上正确处理。我们为亚马逊卖家和电商卖家（包括外国卖家）提供咨询，涵盖FBA泛欧计划（Pan-EU）与欧洲配送网络（EFN）、OSS/IOSS、欧盟增值税注册、平台连带责任与增值税识别号证明，以及开票和税务流程。',
      },
      services: {
        title: '为亚马逊卖家和电商卖家提供的服务',
        subtitle: '从仓储布局到开票——在每个销售国实现增值税合规',
      },
      faq: {
        title: '电商增值税常见问题',
        items: [
          {
            question: '加入泛欧计划后，是否需要在每个存货国家注册增值税？',
            answer:
              '通常需要。一旦亚马逊在某个国家存放您的货物，您在该国就会产生增值税义务，例如欧盟内部自有货物转移以及从该仓库发出的销售。OSS无法替代这些注册。在您加入计划之前，我们会评估您需要办理哪些注册。',
          },
          {
            question: '什么时候需要在客户所在国缴纳增值税？',
            answer:
              '对于仅在一个欧盟成员国设立、并从该国发货的卖家，向其他欧盟国家消费者的远程销售适用欧盟统一的{fact:euDeliveryThreshold}欧元远程销售门槛。如果当年或上一年度超过该门槛，则须缴纳目的国增值税，并可通过OSS申报。在欧盟以外设立的卖家不适用该门槛。',
          },
          {
            question: '现在还需要F22证明吗？',
            answer:
              '§ 22f UStG规定的原F22证明程序已不再适用，平台运营方现在改为记录您的增值税识别号。平台会严格核查该号码，否则平台本身可能须为您的增值税承担责任。如果没有有效的税务注册，您可能面临账户受限乃至被冻结的风险。',
          },
        ],
      },
      cta: {
        title: '让您的电商业务税务合规、稳健经营',
        subtitle: '欢迎在免费初步评估中与我们探讨您的销售渠道和仓储布局。我们通常在24小时内回复。',
        button: '预约免费初步评估',
      },
    },
  },
}
