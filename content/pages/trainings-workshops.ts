import type { TrainingsPage } from '../types'

export const trainingsWorkshopsPage: TrainingsPage = {
  ctaHref: '/kontakt',
  modules: [
    {
      minutes: 90,
      text: {
        de: { title: 'E-Rechnung Deutschland 2025–2028', target: 'Buchhaltung und Geschäftsführung' },
        en: { title: 'E-invoicing in Germany 2025–2028', target: 'Accounting and management' },
        zh: { title: '德国电子发票（2025–2028年）', target: '财务会计与管理层' },
      },
    },
    {
      minutes: 60,
      text: {
        de: { title: 'OSS/IOSS kompakt', target: 'E-Commerce-Teams' },
        en: { title: 'OSS/IOSS essentials', target: 'E-commerce teams' },
        zh: { title: 'OSS/IOSS精讲', target: '电商团队' },
      },
    },
    {
      minutes: 60,
      text: {
        de: { title: 'USt-IdNr.-Nachweis und Marktplatz-Compliance (früher F22)', target: 'Online-Händler' },
        en: { title: 'VAT ID evidence and marketplace compliance (formerly F22)', target: 'Online retailers' },
        zh: { title: '增值税识别号证明与电商平台合规（原F22证明）', target: '电商卖家' },
      },
    },
    {
      minutes: 90,
      text: {
        de: { title: 'Zollgrundlagen für Import und Export', target: 'Logistik und Einkauf' },
        en: { title: 'Customs basics for import and export', target: 'Logistics and purchasing' },
        zh: { title: '进出口海关基础知识', target: '物流与采购' },
      },
    },
  ],
  text: {
    de: {
      meta: {
        title: 'Trainings & Workshops zu Umsatzsteuer und Zoll',
        description:
          'Trainings zu E-Rechnung, OSS/IOSS, Marktplatz-Compliance und Zoll: Live-Workshops, Inhouse-Schulungen und Aufzeichnungen – kompakt und praxisnah für Ihr Team.',
      },
      hero: {
        title: 'Trainings & Workshops',
        subtitle: 'Umsatzsteuer, E-Commerce und Zoll – kompakt und praxisnah für Ihr Team',
        intro:
          'Wir vermitteln Ihrem Team das Wissen, das im Alltag zählt – von der E-Rechnung über OSS/IOSS und die Marktplatz-Compliance bis zu den Zollgrundlagen für Import und Export. Live-Workshops kosten pro Person {price:workshopPerPerson}; Inhouse-Schulungen und On-Demand-Aufzeichnungen bieten wir auf Anfrage an.',
      },
      formats: {
        title: 'Formate',
        items: [
          {
            title: 'Live-Workshops',
            description:
              'Interaktive Workshops mit Praxisbeispielen und Zeit für Ihre Fragen – kompakt aufbereitet und direkt im Alltag anwendbar.',
          },
          {
            title: 'Inhouse-Schulungen',
            description:
              'Schulungen exklusiv für Ihr Team, zugeschnitten auf Ihr Geschäftsmodell, Ihre Prozesse und Ihre Systeme.',
          },
          {
            title: 'On-Demand-Aufzeichnungen',
            description:
              'Aufgezeichnete Trainings zum flexiblen Abruf – ideal für die Einarbeitung neuer Mitarbeitender und zur Auffrischung.',
          },
        ],
      },
      modules: {
        title: 'Trainingsmodule',
        durationLabel: 'Dauer',
        targetLabel: 'Zielgruppe',
      },
      priceLine:
        'Live-Workshops pro Person: {price:workshopPerPerson}. Inhouse-Schulungen und On-Demand-Aufzeichnungen auf Anfrage.',
      request: {
        title: 'Training anfragen',
        text: 'Wählen Sie ein Modul und ein Format – oder nennen Sie uns das Thema, das Ihr Team beschäftigt. Wir stimmen Inhalte und Termin mit Ihnen ab.',
      },
      disclaimer:
        'Die Trainings vermitteln allgemeines Fachwissen und stellen keine individuelle Rechtsberatung dar. Alle Preise sind Gesamtpreise einschließlich der gesetzlichen Umsatzsteuer; der Nettobetrag steht jeweils daneben.',
      cta: {
        title: 'Training für Ihr Team anfragen',
        subtitle:
          'Nennen Sie uns die Themen und das Format, das Sie interessiert – wir melden uns in der Regel innerhalb von 24 Stunden bei Ihnen.',
        button: 'Training anfragen',
      },
    },
    en: {
      meta: {
        title: 'Training & workshops on VAT and customs',
        description:
          'Hands-on training on e-invoicing, OSS/IOSS, marketplace compliance and customs: live workshops, in-house sessions and recordings – compact and practical.',
      },
      hero: {
        title: 'Training & workshops',
        subtitle: 'VAT, e-commerce and customs – concise and practical for your team',
        intro:
          'We give your team the knowledge that matters day to day – from e-invoicing, OSS/IOSS and marketplace compliance to customs basics for import and export. Live workshops are priced per person at {price:workshopPerPerson}; in-house training and on-demand recordings are available on request.',
      },
      formats: {
        title: 'Formats',
        items: [
          {
            title: 'Live workshops',
            description:
              'Interactive workshops with practical examples and time for your questions – compact and ready to apply in your daily work.',
          },
          {
            title: 'In-house training',
            description:
              'Training exclusively for your team, tailored to your business model, your processes and your systems.',
          },
          {
            title: 'On-demand recordings',
            description:
              'Recorded training sessions to watch whenever it suits you – ideal for onboarding new staff and as a refresher.',
          },
        ],
      },
      modules: {
        title: 'Training modules',
        durationLabel: 'Duration',
        targetLabel: 'Audience',
      },
      priceLine:
        'Live workshops per person: {price:workshopPerPerson}. In-house training and on-demand recordings on request.',
      request: {
        title: 'Request training',
        text: 'Choose a module and a format – or tell us the topic your team is dealing with. We will agree the content and date with you.',
      },
      disclaimer:
        'Our training sessions provide general specialist knowledge and do not constitute individual legal advice. All prices are total prices including statutory VAT, with the net amount shown beside them.',
      cta: {
        title: 'Request training for your team',
        subtitle:
          'Tell us which topics and which format interest you – we usually get back to you within 24 hours.',
        button: 'Request training',
      },
    },
    zh: {
      meta: {
        title: '增值税与海关培训及研讨会',
        description:
          '电子发票、OSS/IOSS、电商平台合规及海关实务培训：直播研讨会、企业内训及点播录播课程，精炼实用。',
      },
      hero: {
        title: '培训与研讨会',
        subtitle: '增值税、电商与海关——为您的团队提供精炼实用的培训',
        intro:
          '我们向您的团队传授日常工作中真正用得上的知识——从电子发票、OSS/IOSS和电商平台合规，到进出口海关基础知识。直播研讨会每人{price:workshopPerPerson}；企业内训及点播录播课程可按需提供。',
      },
      formats: {
        title: '培训形式',
        items: [
          {
            title: '直播研讨会',
            description: '互动式研讨会，结合实际案例讲解，并留出时间解答您的问题——内容精炼，可直接应用于日常工作。',
          },
          {
            title: '企业内训',
            description: '专为您的团队定制的培训，紧密结合您的商业模式、业务流程和系统。',
          },
          {
            title: '点播录播课程',
            description: '培训录像可随时灵活观看——非常适合新员工入职培训和知识复习。',
          },
        ],
      },
      modules: {
        title: '培训模块',
        durationLabel: '时长',
        targetLabel: '适用对象',
      },
      priceLine: '直播研讨会：每人{price:workshopPerPerson}。企业内训及点播录播课程可按需提供。',
      request: {
        title: '申请培训',
        text: '请选择培训模块和形式，或告诉我们您的团队正在关注的主题。我们将与您商定培训内容和时间。',
      },
      disclaimer: '培训内容仅为一般性专业知识，不构成针对个案的法律咨询。所有价格均为含法定增值税的总价，并同时列明不含税金额。',
      cta: {
        title: '为您的团队申请培训',
        subtitle: '请告诉我们您感兴趣的主题和培训形式——我们通常会在24小时内与您联系。',
        button: '申请培训',
      },
    },
  },
}
