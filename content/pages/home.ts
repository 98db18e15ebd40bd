import type { HomePage } from '../types'

export const homePage: HomePage = {
  ctaHref: '/kontakt',
  benefits: [
    {
      icon: 'lightbulb',
      text: {
        de: {
          title: 'Klare Lösungen für komplexe Steuerfragen',
          text: 'Wir übersetzen Umsatzsteuer- und Zollrecht in konkrete Handlungsschritte. Sie wissen danach genau, was zu tun ist.',
        },
        en: {
          title: 'Clear solutions for complex tax questions',
          text: 'We turn VAT and customs law into concrete next steps, so you know exactly what to do.',
        },
        zh: {
          title: '复杂税务问题，清晰解决方案',
          text: '我们将增值税和海关法规转化为具体的操作步骤，让您清楚知道下一步该做什么。',
        },
      },
    },
    {
      icon: 'clock',
      text: {
        de: {
          title: 'Schnelle Reaktionszeiten',
          text: 'Anfragen beantworten wir in der Regel innerhalb von 24 Stunden. Läuft eine Frist, nennen Sie sie bitte gleich in Ihrer ersten Nachricht.',
        },
        en: {
          title: 'Fast response times',
          text: 'We usually answer enquiries within 24 hours. If a deadline is running, please mention it in your first message.',
        },
        zh: {
          title: '快速响应',
          text: '我们通常在24小时内回复咨询。如涉及尚未届满的期限，请在首次来信中注明。',
        },
      },
    },
    {
      icon: 'shield',
      text: {
        de: {
          title: 'Risikominimierung',
          text: 'Wir erkennen Haftungs- und Nachzahlungsrisiken frühzeitig und richten Ihre Prozesse so ein, dass Sie auf eine Betriebsprüfung vorbereitet sind.',
        },
        en: {
          title: 'Risk minimisation',
          text: 'We identify liability and back-tax risks early and set up your processes so that you are prepared for a tax audit.',
        },
        zh: {
          title: '降低风险',
          text: '我们及早识别责任风险和补税风险，帮助您完善流程，为税务稽查做好准备。',
        },
      },
    },
  ],
  serviceCards: [
    {
      icon: 'receipt',
      href: '/vat-beratung',
      text: {
        de: {
          title: 'Umsatzsteuerberatung',
          description:
            'USt-Registrierung in Deutschland und der EU, Reverse-Charge, Reihen- und Dreiecksgeschäfte, E-Rechnung, OSS/IOSS und Vorsteuerabzug.',
        },
        en: {
          title: 'VAT advice',
          description:
            'VAT registration in Germany and the EU, reverse charge, chain and triangular transactions, e-invoicing, OSS/IOSS and input VAT deduction.',
        },
        zh: {
          title: '增值税咨询',
          description: '德国及欧盟增值税注册、反向征收、连环交易与三角交易、电子发票、OSS/IOSS以及进项税抵扣。',
        },
      },
    },
    {
      icon: 'shopping-cart',
      href: '/ecommerce-steuerberatung',
      text: {
        de: {
          title: 'E-Commerce & Amazon',
          description:
            'Umsatzsteuer für Amazon-Händler und Onlineshops: FBA Pan-EU und EFN, OSS/IOSS, Marktplatzhaftung und USt-IdNr.-Nachweis.',
        },
        en: {
          title: 'E-commerce & Amazon',
          description:
            'VAT for Amazon sellers and online shops: FBA Pan-EU and EFN, OSS/IOSS, marketplace liability and VAT ID evidence.',
        },
        zh: {
          title: '电商与亚马逊',
          description: '面向亚马逊卖家和网店的增值税服务：FBA泛欧计划与EFN、OSS/IOSS、平台连带责任及增值税识别号证明。',
        },
      },
    },
    {
      icon: 'ship',
      href: '/zoll-beratung',
      text: {
        de: {
          title: 'Zoll',
          description:
            'EORI-Nummer, Zolltarifierung und TARIC, Einfuhrumsatzsteuer, ATLAS-Grundlagen, Zollwert sowie Exportkontrolle und Dual-Use.',
        },
        en: {
          title: 'Customs',
          description:
            'EORI number, tariff classification and TARIC, import VAT, ATLAS basics, customs value, export control and dual-use goods.',
        },
        zh: {
          title: '海关',
          description: 'EORI号码、商品归类与TARIC、进口增值税、ATLAS系统基础、完税价格以及出口管制与两用物项。',
        },
      },
    },
    {
      icon: 'flask',
      href: '/verbrauchsteuern',
      text: {
        de: {
          title: 'Verbrauchsteuern',
          description:
            'Kaffeesteuer, Luftverkehrsteuer, Alkohol- und Tabaksteuer sowie Energie- und Stromsteuer – von der Anmeldung bis zur laufenden Compliance.',
        },
        en: {
          title: 'Excise duties',
          description:
            'Coffee tax, German aviation tax (Luftverkehrsteuer), alcohol and tobacco tax, and energy and electricity tax – from registration to ongoing compliance.',
        },
        zh: {
          title: '消费税',
          description: '咖啡税、航空旅客税、酒精税、烟草税以及能源税和电力税——从登记到日常合规。',
        },
      },
    },
    {
      icon: 'scale',
      href: '/steuerstreit',
      text: {
        de: {
          title: 'Steuerstreit',
          description:
            'Begleitung bei Betriebsprüfungen, Einspruchsverfahren, Selbstanzeige und Nacherklärungen bis hin zum Verfahren vor dem Finanzgericht.',
        },
        en: {
          title: 'Tax disputes',
          description:
            'Support with tax audits, objections, voluntary disclosures and corrected returns, through to proceedings before the fiscal court.',
        },
        zh: {
          title: '税务争议',
          description: '协助应对税务稽查、异议程序、自愿披露和事后更正，直至财政法院诉讼。',
        },
      },
    },
  ],
  text: {
    de: {
      meta: {
        title: 'Umsatzsteuer, Zoll & Verbrauchsteuern',
        description:
          'Kanzlei für indirekte Steuern: Umsatzsteuer, E-Commerce & Amazon, Zoll, Verbrauchsteuern, Steuerstreit. Kostenloses Erstgespräch, Antwort meist in 24 Stunden.',
      },
      hero: {
        title: 'Indirekte Steuern. Direkt gelöst.',
        subtitle:
          'Rechtsberatung zu Umsatzsteuer, Zoll und Verbrauchsteuern für Amazon-Händler, Onlinehändler, ausländische Unternehmen und den Mittelstand.',
        intro:
          'Von der USt-Registrierung in Deutschland über OSS/IOSS und Einfuhrumsatzsteuer bis zur Betriebsprüfung: Wir unterstützen Sie dabei, Ihre indirekten Steuern korrekt abzuwickeln – verständlich, zügig und rechtlich fundiert.',
        primaryButton: 'Termin sichern',
        secondaryButton: 'Preise & Pakete ansehen',
      },
      benefits: {
        title: 'Warum Mandanten mit uns arbeiten',
      },
      services: {
        title: 'Unsere Leistungen',
        subtitle: 'Spezialisierte Beratung für alle Bereiche der indirekten Steuern.',
        detailsButton: 'Mehr erfahren',
      },
      disclaimer:
        'Eine Rechtsberatung erfolgt ausschließlich auf Grundlage eines Mandatsvertrags. Alle Preise verstehen sich zuzüglich der gesetzlichen Umsatzsteuer. Die Inhalte dieser Website stellen keine Rechtsberatung dar.',
      faq: {
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Ist das Erstgespräch kostenlos?',
            answer:
              'Ja. Das Erstgespräch ist kostenlos und unverbindlich: In einem 20-minütigen Telefonat besprechen wir Ihr Anliegen und wie wir Ihnen helfen können.',
          },
          {
            question: 'Kann ich Sie in der Kanzlei besuchen?',
            answer:
              'Ja, nach Terminvereinbarung. Die meisten Besprechungen finden per Telefon oder Video statt, Unterlagen tauschen wir elektronisch aus; ein Gespräch in unserer Kanzlei vereinbaren wir gern mit Ihnen.',
          },
          {
            question: 'Was unterscheidet Sie von Großkanzleien und Automatisierungstools?',
            answer:
              'Unsere Preise sind öffentlich: Unseren Stundensatz und die Preise unserer Pakete veröffentlichen wir auf der Seite „Preise“. Anders als ein Automatisierungstool prüfen wir Ihren Einzelfall rechtlich und halten die Begründung schriftlich fest, sodass Sie sie bei einer späteren Betriebsprüfung vorlegen können.',
          },
          {
            question: 'Wie werden Ihre Leistungen abgerechnet?',
            answer:
              'Wir rechnen nach Aufwand ab. Für die Erstberatung gibt es häufig einen Festpreis; für laufende Betreuung erhalten Sie ein individuelles Angebot.',
          },
          {
            question: 'Wie schnell erhalte ich eine Antwort?',
            answer:
              'Anfragen beantworten wir in der Regel innerhalb von 24 Stunden. Läuft eine Frist, etwa für einen Einspruch, nennen Sie sie bitte gleich in Ihrer ersten Nachricht.',
          },
          {
            question: 'In welchen Sprachen beraten Sie?',
            answer: 'Wir beraten auf Deutsch und Englisch.',
          },
          {
            question: 'Wie beginnt die Zusammenarbeit?',
            answer:
              'Zuerst führen wir ein kostenloses Erstgespräch. Danach erhalten Sie ein individuelles Angebot, und mit dem Abschluss eines Mandatsvertrags beginnt die Beratung.',
          },
        ],
      },
      cta: {
        title: 'Sprechen wir über Ihr Anliegen',
        subtitle:
          'Vereinbaren Sie ein kostenloses, unverbindliches Erstgespräch. Wir melden uns in der Regel innerhalb von 24 Stunden.',
        button: 'Jetzt Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'VAT, customs and excise duty advice',
        description:
          'Law firm for indirect taxes: VAT, e-commerce and Amazon, customs, excise duties and tax disputes. Free initial call; we usually reply within 24 hours.',
      },
      hero: {
        title: 'Indirect taxes. Direct solutions.',
        subtitle:
          'Legal advice on VAT, customs and excise duties for Amazon sellers, online retailers, foreign companies and SMEs.',
        intro:
          'From German VAT registration and OSS/IOSS to import VAT and tax audits, we help you get your indirect taxes right – clearly, quickly and on a sound legal footing.',
        primaryButton: 'Book an appointment',
        secondaryButton: 'View pricing & packages',
      },
      benefits: {
        title: 'Why clients work with us',
      },
      services: {
        title: 'Our services',
        subtitle: 'Specialist advice across every area of indirect taxation.',
        detailsButton: 'Learn more',
      },
      disclaimer:
        'Legal advice is provided only on the basis of an engagement agreement. All prices are subject to statutory VAT. The content of this website does not constitute legal advice.',
      faq: {
        title: 'Frequently asked questions',
        items: [
          {
            question: 'Is the initial call free?',
            answer:
              'Yes. The initial call is free of charge and without obligation: in a 20-minute phone call we discuss your matter and how we can help.',
          },
          {
            question: 'Can I meet you at your office?',
            answer:
              'Yes, by appointment. Most meetings take place by phone or video, and documents are exchanged electronically; we are happy to arrange a meeting at our office.',
          },
          {
            question: 'How are you different from large firms and automation tools?',
            answer:
              'Our prices are public: our hourly rate and the prices of our packages are published on the “Pricing” page. Unlike an automation tool, we review your individual case legally and put the reasoning in writing, so that you can present it in a later tax audit.',
          },
          {
            question: 'How do you charge for your services?',
            answer:
              'We charge on a time-spent basis. An initial consultation is often available for a fixed fee; for ongoing support we provide an individual quote.',
          },
          {
            question: 'How quickly will I get a reply?',
            answer:
              'We usually answer enquiries within 24 hours. If a deadline is running, for example for an objection, please mention it in your first message.',
          },
          {
            question: 'In which languages do you advise?',
            answer: 'We advise in German and English.',
          },
          {
            question: 'How do we start working together?',
            answer:
              'We start with a free initial call. You then receive a tailored quote, and the advice begins once an engagement agreement has been concluded.',
          },
        ],
      },
      cta: {
        title: "Let’s talk about your case",
        subtitle:
          'Book a free initial call, without obligation. We usually get back to you within 24 hours.',
        button: 'Get in touch now',
      },
    },
    zh: {
      meta: {
        title: '增值税、海关与消费税法律咨询',
        description:
          '专注间接税的律师事务所：增值税、电商与亚马逊、海关、消费税及税务争议。初步沟通免费，通常在24小时内回复。',
      },
      hero: {
        title: '间接税，直接解决。',
        subtitle: '为亚马逊卖家、电商卖家、外国企业和中小企业提供增值税、海关及消费税法律咨询。',
        intro:
          '从德国增值税注册、OSS/IOSS，到进口增值税和税务稽查，我们协助您妥善处理间接税事务——清晰、高效、于法有据。',
        primaryButton: '立即预约',
        secondaryButton: '查看价格与套餐',
      },
      benefits: {
        title: '客户为何选择我们',
      },
      services: {
        title: '我们的服务',
        subtitle: '覆盖间接税各领域的专业咨询。',
        detailsButton: '了解详情',
      },
      disclaimer: '法律咨询仅在签订委托合同后提供。所有价格均另加法定增值税。本网站内容不构成法律咨询。',
      faq: {
        title: '常见问题',
        items: [
          {
            question: '初步沟通是否免费？',
            answer: '是的。初步沟通免费，您无需承担任何义务：我们将通过20分钟的电话了解您的情况，并说明我们能如何提供帮助。',
          },
          {
            question: '可以到律所当面咨询吗？',
            answer: '可以，但需提前预约。大多数沟通通过电话或视频进行，文件以电子方式交换；如需到律所面谈，我们乐意为您安排。',
          },
          {
            question: '与大型律所和自动化工具相比，你们有何不同？',
            answer: '收费标准公开：我们的小时费率和各服务套餐的价格均公布在“价格”页面。与自动化工具不同，我们对您的个案进行法律审查，并以书面形式记录论证理由，供您在日后税务稽查时出示。',
          },
          {
            question: '服务如何收费？',
            answer: '我们按工作量收费。初次咨询通常采用固定价格；长期服务将根据您的需求单独报价。',
          },
          {
            question: '多久能得到回复？',
            answer: '我们通常在24小时内回复咨询。如涉及尚未届满的期限（例如异议期限），请在首次来信中注明。',
          },
          {
            question: '使用哪些语言提供咨询？',
            answer: '本网站提供中文版本，但咨询服务以德语或英语进行。',
          },
          {
            question: '合作如何开始？',
            answer: '首先进行免费的初步沟通，随后我们为您提供个性化报价，签订委托合同后即开始提供咨询服务。',
          },
        ],
      },
      cta: {
        title: '欢迎与我们探讨您的问题',
        subtitle: '欢迎预约免费初步沟通，您无需承担任何义务。我们通常在24小时内回复。',
        button: '立即联系我们',
      },
    },
  },
}
