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
          'Kanzlei für Umsatzsteuer, E-Commerce & Amazon, Zoll, Verbrauchsteuern und Steuerstreit. Kostenlose erste Einschätzung, Antwort meist in 24 Stunden.',
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
        'Eine umfassende Rechtsberatung erfolgt ausschließlich auf Grundlage eines Mandatsvertrags. Alle Preise sind Gesamtpreise einschließlich der gesetzlichen Umsatzsteuer; der Nettobetrag steht jeweils daneben. Die Inhalte dieser Website stellen keine Rechtsberatung dar.',
      faq: {
        title: 'Häufige Fragen',
        items: [
          {
            question: 'Ist die erste Einschätzung kostenlos?',
            answer:
              'Ja. Die erste Einschätzung ist kostenlos und unverbindlich: In einem 20-minütigen Gespräch per Telefon oder Video besprechen wir Ihr Anliegen, sagen Ihnen, wie wir es vorläufig einschätzen und wie wir helfen können. Zuvor prüfen wir anhand des Namens Ihres Unternehmens und gegebenenfalls der Gegenseite, ob ein Interessenkonflikt besteht – vertrauliche Einzelheiten brauchen wir dafür nicht.',
          },
          {
            question: 'Kann ich Sie in der Kanzlei besuchen?',
            answer:
              'Ja, nach Terminvereinbarung. Die meisten Besprechungen finden per Telefon oder Video statt, Unterlagen tauschen wir elektronisch aus; ein Gespräch in unserer Kanzlei vereinbaren wir gern mit Ihnen.',
          },
          {
            question: 'Was kann ich von Ihnen erwarten?',
            answer:
              'Unsere Preise sind öffentlich: Unseren Stundensatz und die Preise unserer Pakete veröffentlichen wir auf der Seite „Preise“. Wir prüfen Ihren Einzelfall rechtlich und halten das Ergebnis mit seiner Begründung schriftlich fest, sodass Sie es bei einer späteren Betriebsprüfung vorlegen können.',
          },
          {
            question: 'Wie werden Ihre Leistungen abgerechnet?',
            answer:
              'Wir rechnen nach Aufwand zu unserem Stundensatz ab oder zum Festpreis eines Pakets, etwa einer einstündigen Umsatzsteuer-Beratung; die Preise finden Sie auf der Seite „Preise“. Die erste Einschätzung vorab ist kostenlos. Für laufende Betreuung erhalten Sie ein individuelles Angebot.',
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
              'Zuerst prüfen wir mögliche Interessenkonflikte und geben Ihnen in einem kostenlosen Gespräch eine erste Einschätzung. Danach erhalten Sie ein individuelles Angebot, und mit dem Abschluss eines Mandatsvertrags beginnt die Beratung.',
          },
        ],
      },
      cta: {
        title: 'Sprechen wir über Ihr Anliegen',
        subtitle:
          'Vereinbaren Sie eine kostenlose, unverbindliche erste Einschätzung. Wir melden uns in der Regel innerhalb von 24 Stunden.',
        button: 'Jetzt Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'VAT, customs and excise duty advice',
        description:
          'Law firm for indirect taxes: VAT, e-commerce and Amazon, customs, excise duties and tax disputes. Free first assessment; we usually reply within 24 hours.',
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
        'Comprehensive legal advice is provided only on the basis of an engagement agreement. All prices are total prices including statutory VAT, with the net amount shown beside them. The content of this website does not constitute legal advice.',
      faq: {
        title: 'Frequently asked questions',
        items: [
          {
            question: 'Is the first assessment free?',
            answer:
              'Yes. The first assessment is free of charge and without obligation: in a 20-minute call by phone or video we discuss your matter and tell you how we provisionally see it and how we can help. Beforehand we check for conflicts of interest using the name of your company and, where there is one, the opposing party – we need no confidential details for this.',
          },
          {
            question: 'Can I meet you at your office?',
            answer:
              'Yes, by appointment. Most meetings take place by phone or video, and documents are exchanged electronically; we are happy to arrange a meeting at our office.',
          },
          {
            question: 'What can I expect from you?',
            answer:
              'Our prices are public: our hourly rate and the prices of our packages are published on the “Pricing” page. We review your individual case legally and put the result and its reasoning in writing, so that you can present it in a later tax audit.',
          },
          {
            question: 'How do you charge for your services?',
            answer:
              'We charge on a time-spent basis at our hourly rate, or a fixed fee for a package such as a one-hour VAT consultation; the prices are on the “Pricing” page. The first assessment beforehand is free. For ongoing support we provide an individual quote.',
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
              'We first check for conflicts of interest and give you a first assessment in a free call. You then receive a tailored quote, and the advice begins once an engagement agreement has been concluded.',
          },
        ],
      },
      cta: {
        title: "Let’s talk about your case",
        subtitle:
          'Book a free first assessment, without obligation. We usually get back to you within 24 hours.',
        button: 'Get in touch now',
      },
    },
    zh: {
      meta: {
        title: '增值税、海关与消费税法律咨询',
        description:
          '专注间接税的律师事务所：增值税、电商与亚马逊、海关、消费税及税务争议。初步评估免费，通常在24小时内回复。',
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
      disclaimer: '全面的法律咨询仅在签订委托合同后提供。所有价格均为含法定增值税的总价，并同时列明不含税金额。本网站内容不构成法律咨询。',
      faq: {
        title: '常见问题',
        items: [
          {
            question: '初步评估是否免费？',
            answer: '是的。初步评估免费，您无需承担任何义务：我们通过20分钟的电话或视频沟通了解您的问题，向您说明我们的初步看法以及能如何提供帮助。在此之前，我们会根据贵公司及对方当事人（如有）的名称进行利益冲突审查——为此无需提供任何保密细节。',
          },
          {
            question: '可以到律所当面咨询吗？',
            answer: '可以，但需提前预约。大多数沟通通过电话或视频进行，文件以电子方式交换；如需到律所面谈，我们乐意为您安排。',
          },
          {
            question: '我能从你们这里得到什么样的服务？',
            answer: '收费标准公开：我们的小时费率和各服务套餐的价格均公布在“价格”页面。我们对您的个案进行法律审查，并以书面形式记录结论及论证理由，供您在日后税务稽查时出示。',
          },
          {
            question: '服务如何收费？',
            answer: '我们按小时费率根据工作量收费，或按套餐收取固定费用，例如一小时的增值税咨询；具体价格见“价格”页面。事先的初步评估免费。长期服务将根据您的需求单独报价。',
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
            answer: '首先，我们进行利益冲突审查，并在免费沟通中为您提供初步评估；随后我们为您提供个性化报价，签订委托合同后即开始提供咨询服务。',
          },
        ],
      },
      cta: {
        title: '欢迎与我们探讨您的问题',
        subtitle: '欢迎预约免费初步评估，您无需承担任何义务。我们通常在24小时内回复。',
        button: '立即联系我们',
      },
    },
  },
}
