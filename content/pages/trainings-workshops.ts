import type { Page } from '../types'

export const trainingsWorkshopsPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Trainings & Workshops zu Umsatzsteuer und Zoll',
        description:
          'Praxisnahe Trainings zu E-Rechnung, OSS/IOSS, F22 und Zoll: Live-Workshops für 200–400 EUR pro Person, Inhouse-Schulungen und Aufzeichnungen auf Anfrage.',
      },
      hero: {
        title: 'Trainings & Workshops',
        subtitle: 'Umsatzsteuer, E-Commerce und Zoll – kompakt und praxisnah für Ihr Team',
        intro:
          'Wir vermitteln Ihrem Team das Wissen, das im Alltag zählt – von der E-Rechnung über OSS/IOSS und die F22-Bescheinigung bis zu den Zollgrundlagen für Import und Export. Live-Workshops kosten 200–400 EUR pro Person zuzüglich gesetzlicher Umsatzsteuer; Inhouse-Schulungen und On-Demand-Aufzeichnungen bieten wir auf Anfrage an.',
      },
      cta: {
        title: 'Training für Ihr Team anfragen',
        subtitle:
          'Nennen Sie uns die Themen und das Format, das Sie interessiert – wir melden uns in der Regel innerhalb von 24 Stunden bei Ihnen.',
        button: 'Training anfragen',
      },
    },
    en: {
      meta: {
        title: 'Trainings & Workshops on VAT and Customs',
        description:
          'Practical training on e-invoicing, OSS/IOSS, F22 and customs: live workshops at EUR 200–400 per person, in-house training and on-demand recordings on request.',
      },
      hero: {
        title: 'Trainings & workshops',
        subtitle: 'VAT, e-commerce and customs – compact and practical for your team',
        intro:
          'We give your team the knowledge that matters day to day – from e-invoicing, OSS/IOSS and the F22 certificate to customs basics for import and export. Live workshops cost EUR 200–400 per person plus statutory VAT; in-house trainings and on-demand recordings are available on request.',
      },
      cta: {
        title: 'Request a training for your team',
        subtitle:
          'Tell us which topics and which format interest you – we usually get back to you within 24 hours.',
        button: 'Request a training',
      },
    },
    zh: {
      meta: {
        title: '增值税与海关培训及研讨会',
        description:
          '电子发票、OSS/IOSS、F22证明及海关实务培训：实时研讨会每人200–400欧元，企业内训及点播录播课程可按需提供。',
      },
      hero: {
        title: '培训与研讨会',
        subtitle: '增值税、电商与海关——为您的团队提供精炼实用的培训',
        intro:
          '我们向您的团队传授日常工作中真正用得上的知识——从电子发票、OSS/IOSS和F22证明，到进出口海关基础知识。实时研讨会每人200–400欧元，另加法定增值税；企业内训及点播录播课程可按需提供。',
      },
      cta: {
        title: '为您的团队申请培训',
        subtitle: '请告诉我们您感兴趣的主题和培训形式——我们通常会在24小时内与您联系。',
        button: '申请培训',
      },
    },
  },
}
