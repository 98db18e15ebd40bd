import type { ContactPage } from '../types'

export const kontaktPage: ContactPage = {
  ctaHref: '/preise',
  text: {
    de: {
      meta: {
        title: 'Kontakt – kostenloses Erstgespräch',
        description:
          'Schreiben Sie uns zu Umsatzsteuer, Zoll oder Verbrauchsteuern. Antwort in der Regel innerhalb von 24 Stunden, das Erstgespräch ist kostenlos und unverbindlich.',
      },
      hero: {
        title: 'Kontakt aufnehmen',
        intro:
          'Schildern Sie uns kurz Ihr Anliegen – ob Registrierung, Amazon-Verkauf, Zoll oder Betriebsprüfung. Wir melden uns in der Regel innerhalb von 24 Stunden und klären im kostenlosen Erstgespräch, wie wir helfen können.',
      },
      info: { title: 'So erreichen Sie uns', phone: 'Telefon', email: 'E-Mail', address: 'Postanschrift' },
      form: { title: 'Ihre Nachricht' },
      disclaimer:
        'Das Erstgespräch ist kostenlos und unverbindlich und stellt noch keine Rechtsberatung dar. Eine Rechtsberatung erfolgt ausschließlich auf Grundlage eines Mandatsvertrags.',
      cta: {
        title: 'Lieber erst die Preise ansehen?',
        subtitle: 'Alle Pakete und Festpreise auf einen Blick – transparent und zuzüglich gesetzlicher Umsatzsteuer.',
        button: 'Preise & Pakete ansehen',
      },
    },
    en: {
      meta: {
        title: 'Contact – free initial consultation',
        description:
          'Write to us about VAT, customs or excise duties. We usually answer within 24 hours; the first consultation is free and non-binding.',
      },
      hero: {
        title: 'Get in touch',
        intro:
          'Tell us briefly what you need – registration, selling on Amazon, customs or a tax audit. We usually reply within 24 hours and use a free first call to work out how we can help.',
      },
      info: { title: 'How to reach us', phone: 'Phone', email: 'Email', address: 'Postal address' },
      form: { title: 'Your message' },
      disclaimer:
        'The first consultation is free and non-binding and does not yet constitute legal advice. Legal advice is provided only under a mandate agreement.',
      cta: {
        title: 'Prefer to look at prices first?',
        subtitle: 'All packages and fixed fees at a glance – transparent, plus statutory VAT.',
        button: 'View pricing & packages',
      },
    },
    zh: {
      meta: {
        title: '联系我们 – 免费初次咨询',
        description: '增值税、海关或消费税问题，欢迎来信咨询。我们通常在24小时内回复，初次咨询免费且不具约束力。',
      },
      hero: {
        title: '联系我们',
        intro:
          '请简要说明您的需求——无论是税号注册、亚马逊销售、海关事务还是税务稽查。我们通常在24小时内回复，并通过免费的初次沟通明确我们能如何为您提供帮助。',
      },
      info: { title: '联系方式', phone: '电话', email: '电子邮箱', address: '通信地址' },
      form: { title: '您的留言' },
      disclaimer: '初次咨询免费且不具约束力，不构成法律意见。法律咨询仅在签订委托协议后提供。',
      cta: {
        title: '想先了解价格？',
        subtitle: '所有服务套餐与固定费用一目了然——价格透明，另加法定增值税。',
        button: '查看价格与套餐',
      },
    },
  },
}
