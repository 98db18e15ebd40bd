import type { RegistrationPage } from '../types'

export const registrierungPage: RegistrationPage = {
  ctaHref: '/termin',
  services: [
    {
      icon: 'clipboard-check',
      text: {
        de: {
          title: 'Schritt für Schritt zur Steuernummer und USt-IdNr.',
          description:
            'Wir klären, welche Angaben und Unterlagen das Finanzamt benötigt, bereiten den Antrag mit Ihnen vor und begleiten Sie, bis Steuernummer und USt-IdNr. vorliegen.',
        },
        en: {
          title: 'Step by step to your tax number and VAT ID',
          description:
            'We clarify which information and documents the tax office requires, prepare the application with you and guide you until your tax number and VAT ID have been issued.',
        },
        zh: {
          title: '分步指导，直至取得税号和增值税识别号',
          description:
            '我们为您梳理税务局所需的信息和材料，与您一起准备注册申请，并全程跟进，直至您取得德国税号和增值税识别号。',
        },
      },
    },
    {
      icon: 'landmark',
      text: {
        de: {
          title: 'Kommunikation mit dem Finanzamt auf Deutsch',
          description:
            'Rückfragen und Schreiben des Finanzamts beantworten wir für Sie auf Deutsch und erläutern Ihnen jeden Schritt auf Deutsch oder Englisch.',
        },
        en: {
          title: 'Communication with the tax office in German',
          description:
            'We answer queries and letters from the German tax office in German on your behalf and explain every step to you in German or English.',
        },
        zh: {
          title: '以德语与税务局沟通',
          description: '我们以德语代您答复德国税务局的问询和来函，并用德语或英语向您解释每一个步骤。',
        },
      },
    },
    {
      icon: 'package',
      text: {
        de: {
          title: 'Optional: Rundum-Paket für die laufende Umsatzsteuer',
          description:
            'Auf Wunsch übernehmen wir nach der Registrierung auch Ihre laufenden Umsatzsteuer-Meldungen und behalten Ihre Compliance-Pflichten im Blick.',
        },
        en: {
          title: 'Optional: all-inclusive package for ongoing VAT',
          description:
            'If you wish, we also take care of your ongoing VAT returns after registration and keep track of your compliance obligations.',
        },
        zh: {
          title: '可选：增值税日常申报全包服务',
          description: '如有需要，我们可在注册完成后继续为您办理日常增值税申报，并持续关注您的各项合规义务。',
        },
      },
    },
  ],
  text: {
    de: {
      meta: {
        title: 'Umsatzsteuer-Registrierung in Deutschland',
        description:
          'Steuernummer und USt-IdNr. in Deutschland: Wir begleiten ausländische Unternehmen und Online-Händler Schritt für Schritt durch die Registrierung beim Finanzamt.',
      },
      hero: {
        title: 'Umsatzsteuer-Registrierung in Deutschland',
        subtitle: 'Schritt für Schritt zur Steuernummer und USt-IdNr. – für ausländische Unternehmen und Online-Händler',
        intro:
          'Sie verkaufen aus dem Ausland nach Deutschland, etwa über Amazon, und benötigen eine deutsche Umsatzsteuer-Registrierung? Wir begleiten Sie durch das gesamte Verfahren bis zur Steuernummer und USt-IdNr., übernehmen die Kommunikation mit dem Finanzamt auf Deutsch und unterstützen Sie auf Wunsch auch bei den laufenden Umsatzsteuer-Meldungen.',
      },
      services: {
        title: 'Unsere Leistungen für Ihre Registrierung',
      },
      positioning: {
        title: 'Anwaltliche Begleitung über die Registrierung hinaus',
        text: 'Wir prüfen Ihren Sachverhalt auch rechtlich – und vertreten Sie, wenn es mit dem Finanzamt zum Streit kommt: im Einspruchsverfahren und vor dem Finanzgericht.',
        points: [
          'Vertretung im Einspruchsverfahren gegenüber dem Finanzamt',
          'Vertretung vor dem Finanzgericht',
          'Rechtliche Prüfung Ihres Geschäftsmodells vor der Registrierung',
          'Beratung unter anwaltlicher Verschwiegenheitspflicht',
        ],
      },
      contactOptions: {
        callLabel: 'Jetzt anrufen',
        profileLabel: 'LinkedIn-Profil',
        newTabHint: 'öffnet in einem neuen Tab',
      },
      cta: {
        title: 'Starten Sie Ihre Registrierung',
        subtitle:
          'In einer kostenlosen ersten Einschätzung klären wir Ihre Ausgangslage. Die Registrierung begleiten wir zum Festpreis von {price:de-vat-registration}; Anfragen beantworten wir in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenlose erste Einschätzung vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'VAT registration in Germany',
        description:
          'German tax number and VAT ID: we guide foreign companies and online sellers step by step through VAT registration with the German tax office.',
      },
      hero: {
        title: 'VAT registration in Germany',
        subtitle: 'Step by step to your German tax number and VAT ID – for foreign companies and online sellers',
        intro:
          'Selling into Germany from abroad, for example on Amazon, and need a German VAT registration? We guide you through the entire process until you receive your tax number and VAT ID, handle communication with the German tax office in German and, if you wish, support you with your ongoing VAT returns.',
      },
      services: {
        title: 'How we support your registration',
      },
      positioning: {
        title: 'Legal support beyond registration',
        text: 'We also review your situation from a legal perspective – and represent you if a dispute with the tax office arises: in objection proceedings and before the fiscal court.',
        points: [
          'Representation in objection proceedings before the tax office',
          'Representation before the fiscal court',
          'Legal review of your business model before registration',
          'Advice subject to the lawyer’s professional duty of confidentiality',
        ],
      },
      contactOptions: {
        callLabel: 'Call now',
        profileLabel: 'LinkedIn profile',
        newTabHint: 'opens in a new tab',
      },
      cta: {
        title: 'Start your registration',
        subtitle:
          'In a free first assessment we clarify your situation. We handle the registration for a fixed fee of {price:de-vat-registration} and usually reply to enquiries within 24 hours.',
        button: 'Book a free first assessment',
      },
    },
    zh: {
      meta: {
        title: '德国增值税注册 – 税号与增值税识别号',
        description:
          '德国税号（Steuernummer）和增值税识别号（USt-IdNr.）：我们一步步协助外国企业和电商卖家在德国税务局完成注册。',
      },
      hero: {
        title: '德国增值税注册',
        subtitle: '一步步协助您取得德国税号和增值税识别号——专为外国企业和电商卖家提供',
        intro:
          '您从海外向德国销售商品（例如通过亚马逊），需要在德国办理增值税注册？我们全程指导您完成注册流程，直至取得德国税号（Steuernummer）和增值税识别号（USt-IdNr.），以德语代您与德国税务局沟通，并可根据您的需要继续协助办理日常增值税申报。',
      },
      services: {
        title: '我们为您的注册提供的服务',
      },
      positioning: {
        title: '注册之外的律师支持',
        text: '我们还会从法律角度审查您的具体情况；一旦与税务局发生争议，我们可以在异议程序中代理您，并在财政法院出庭代理。',
        points: [
          '在向税务局提出的异议程序中代理您',
          '在财政法院诉讼中代理您',
          '在注册前从法律角度审查您的商业模式',
          '咨询内容受律师保密义务保护',
        ],
      },
      contactOptions: {
        callLabel: '立即致电',
        profileLabel: '领英主页',
        newTabHint: '在新标签页中打开',
      },
      cta: {
        title: '立即开始注册',
        subtitle:
          '我们将在免费初步评估中了解您的具体情况。德国增值税注册服务固定收费{price:de-vat-registration}，我们通常在24小时内回复您的咨询。',
        button: '预约免费初步评估',
      },
    },
  },
}
