import type { AboutPage } from '../types'

export const ueberMichPage: AboutPage = {
  ctaHref: '/termin',
  values: [
    {
      icon: 'building',
      text: {
        de: {
          title: 'Langjährige Expertise aus großen Beratungsgesellschaften',
          description:
            'Fundierte Erfahrung mit anspruchsvollen Fragen zu Umsatzsteuer, Zoll und Verbrauchsteuern – jetzt direkt und persönlich für Sie.',
        },
        en: {
          title: 'Many years of expertise gained at large consulting firms',
          description:
            'In-depth experience with demanding VAT, customs and excise questions – now available to you directly and personally.',
        },
        zh: {
          title: '大型咨询机构的多年专业经验',
          description: '在增值税、海关和消费税的复杂问题上经验扎实——如今直接、亲自为您服务。',
        },
      },
    },
    {
      icon: 'globe',
      text: {
        de: {
          title: 'Zweisprachige Beratung auf Deutsch und Englisch',
          description:
            'Ich berate Sie auf Deutsch oder Englisch und führe die Kommunikation mit deutschen Behörden auf Deutsch.',
        },
        en: {
          title: 'Bilingual advice in German and English',
          description:
            'I advise you in German or English and handle communication with the German authorities in German.',
        },
        zh: {
          title: '德英双语咨询',
          description: '我可使用德语或英语为您提供咨询，并以德语与德国主管机关沟通。',
        },
      },
    },
    {
      icon: 'target',
      text: {
        de: {
          title: 'Präzision und Klarheit',
          description: 'Sorgfältige Analyse und verständliche Antworten – ohne unnötigen Fachjargon.',
        },
        en: {
          title: 'Precision and clarity',
          description: 'Thorough analysis and answers you can understand – without unnecessary jargon.',
        },
        zh: {
          title: '精准与清晰',
          description: '分析严谨，解答通俗易懂——避免不必要的专业术语。',
        },
      },
    },
    {
      icon: 'rocket',
      text: {
        de: {
          title: 'Effizient und pragmatisch',
          description:
            'Lösungen, die in Ihrem Geschäftsalltag funktionieren – mit kurzen Wegen und transparentem Aufwand.',
        },
        en: {
          title: 'Efficient and pragmatic',
          description:
            'Solutions that work in your day-to-day business – with direct lines of communication and transparent billing.',
        },
        zh: {
          title: '高效务实',
          description: '提供切实适用于您日常经营的解决方案——沟通直接，工作量透明。',
        },
      },
    },
  ],
  text: {
    de: {
      meta: {
        title: 'Über mich – Anwaltliche Beratung zur Umsatzsteuer',
        description:
          'Anwaltliche Beratung zu Umsatzsteuer, Zoll und Verbrauchsteuern mit langjähriger Erfahrung aus großen Beratungsgesellschaften – auf Deutsch und Englisch.',
      },
      hero: {
        title: 'Über mich',
        subtitle: 'Präzise, klar und pragmatisch – in Deutsch und Englisch',
        intro:
          'Ich berate Amazon-Händler, Online-Shops, ausländische Unternehmen und den Mittelstand zu Umsatzsteuer, Zoll und Verbrauchsteuern. Meine langjährige Erfahrung aus großen Beratungsgesellschaften verbinde ich mit dem Anspruch, komplexe Fragen präzise und verständlich zu beantworten – effizient, pragmatisch und wahlweise auf Deutsch oder Englisch.',
      },
      photoAlt: 'Professionelles Porträtfoto der Rechtsanwältin und Umsatzsteuerexpertin',
      intro: [
        'Ich bin Rechtsanwältin und auf die indirekten Steuern spezialisiert: Umsatzsteuer, Zoll und Verbrauchsteuern. Meine Expertise habe ich über viele Jahre in großen Beratungsgesellschaften aufgebaut – dort habe ich gelernt, auch komplexe Sachverhalte sorgfältig zu analysieren und belastbare Lösungen zu entwickeln.',
        'Heute berate ich Amazon-Händler, Online-Händler, ausländische Unternehmen und den Mittelstand – von der Umsatzsteuer-Registrierung in Deutschland über OSS/IOSS und Zollfragen bis zur Vertretung im Einspruchsverfahren und vor dem Finanzgericht. Besprechungen finden meist per Telefon oder Video statt, in der Kanzlei nach Vereinbarung; die Beratung erfolgt auf Deutsch oder Englisch.',
        'Mein Anspruch: präzise Antworten, eine klare Sprache und pragmatische Lösungen, die sich in Ihrem Geschäftsalltag umsetzen lassen. Anfragen beantworte ich in der Regel innerhalb von 24 Stunden.',
      ],
      values: {
        title: 'Wofür ich stehe',
      },
      cta: {
        title: 'Lernen wir uns kennen',
        subtitle:
          'In einer kostenlosen, unverbindlichen ersten Einschätzung klären wir Ihr Anliegen und die nächsten Schritte.',
        button: 'Kostenlose erste Einschätzung vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'About me – legal advice on VAT',
        description:
          'Legal advice on VAT, customs and excise duties, backed by many years’ experience at large consulting firms – in German and English.',
      },
      hero: {
        title: 'About me',
        subtitle: 'Precise, clear and pragmatic – in German and English',
        intro:
          'I advise Amazon sellers, online retailers, foreign companies and SMEs on VAT, customs and excise duties. I combine many years’ experience at large consulting firms with a commitment to answering complex questions precisely and clearly – efficiently, pragmatically and in either German or English.',
      },
      photoAlt: 'Professional portrait of the lawyer and VAT specialist',
      intro: [
        'I am a German lawyer (Rechtsanwältin) specialising in indirect taxes: VAT, customs and excise duties. I built my expertise over many years at large consulting firms, where I learned to analyse even complex matters thoroughly and to develop robust solutions.',
        'Today I advise Amazon sellers, online retailers, foreign companies and SMEs – from VAT registration in Germany, OSS/IOSS and customs matters to representation in objection proceedings and before the fiscal court. Most meetings take place by phone or video, or at my office by appointment; I advise in German or English.',
        'My aim: precise answers, clear language and pragmatic solutions that work in your day-to-day business. I usually reply to enquiries within 24 hours.',
      ],
      values: {
        title: 'What I stand for',
      },
      cta: {
        title: "Let’s get to know each other",
        subtitle: 'In a free first assessment, without obligation, we discuss your matter and the next steps.',
        button: 'Book a free first assessment',
      },
    },
    zh: {
      meta: {
        title: '关于我 – 律师、增值税专家',
        description: '提供增值税、海关及消费税法律咨询，拥有在大型咨询机构的多年从业经验，可使用德语和英语沟通。',
      },
      hero: {
        title: '关于我',
        subtitle: '精准、清晰、务实——德英双语服务',
        intro:
          '我为亚马逊卖家、电商卖家、外国企业及中小企业提供增值税、海关和消费税方面的咨询。凭借在大型咨询机构积累的多年经验，我致力于以精准、清晰的方式解答复杂的税务问题——高效务实，可使用德语或英语沟通。',
      },
      photoAlt: '律师兼增值税专家的职业肖像照',
      intro: [
        '我是一名专注于间接税领域的律师，业务涵盖增值税、海关和消费税。我在大型咨询机构积累了多年专业经验，在那里练就了深入分析复杂问题、制定可靠解决方案的能力。',
        '如今，我为亚马逊卖家、电商卖家、外国企业及中小企业提供咨询——从德国增值税注册、OSS/IOSS和海关事务，到在异议程序及财政法院诉讼中代理客户。沟通大多通过电话或视频进行，也可预约到律所面谈；咨询可使用德语或英语。',
        '我的目标是：准确的解答、清晰的表达，以及能够在您日常经营中落地的务实方案。您的咨询，我通常会在24小时内回复。',
      ],
      values: {
        title: '我的工作理念',
      },
      cta: {
        title: '欢迎与我联系',
        subtitle: '在免费、无任何义务的初步评估中，我们将共同梳理您的问题并明确下一步方案。',
        button: '预约免费初步评估',
      },
    },
  },
}
