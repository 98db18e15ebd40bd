import type { ContactPage } from '../types'

export const kontaktPage: ContactPage = {
  ctaHref: '/preise',
  text: {
    de: {
      meta: {
        title: 'Kontakt – kostenlose erste Einschätzung',
        description:
          'Schreiben Sie uns zu Umsatzsteuer, Zoll oder Verbrauchsteuern. Antwort meist binnen 24 Stunden; die erste Einschätzung ist kostenlos und unverbindlich.',
      },
      hero: {
        title: 'Kontakt aufnehmen',
        intro:
          'Schildern Sie uns kurz Ihr Anliegen – ob Registrierung, Amazon-Verkauf, Zoll oder Betriebsprüfung. Nennen Sie uns dabei Ihr Unternehmen und, falls es eine gibt, die Gegenseite, damit wir vorab mögliche Interessenkonflikte prüfen können; vertrauliche Einzelheiten und Unterlagen senden Sie uns bitte erst danach. Wir melden uns in der Regel innerhalb von 24 Stunden und sagen Ihnen in einer kostenlosen ersten Einschätzung, wie wir helfen können.',
      },
      info: { title: 'So erreichen Sie uns', phone: 'Telefon', email: 'E-Mail', address: 'Kanzleianschrift', visits: 'Besprechungen in der Kanzlei nach Terminvereinbarung' },
      booking: {
        title: 'Lieber gleich einen Termin?',
        text: 'Buchen Sie die kostenlose erste Einschätzung direkt – per Telefon oder Video, mit Zeiten in Ihrer Zeitzone.',
        button: 'Termin buchen',
      },
      form: { title: 'Ihre Nachricht' },
      disclaimer:
        'Die erste Einschätzung ist kostenlos und unverbindlich und begründet noch kein Mandat. Sie beruht allein auf Ihrer Schilderung und ersetzt keine Prüfung Ihrer Unterlagen; eine umfassende Rechtsberatung erfolgt ausschließlich auf Grundlage eines Mandatsvertrags.',
      cta: {
        title: 'Lieber erst die Preise ansehen?',
        subtitle: 'Alle Pakete und Preise auf einen Blick – als Gesamtpreis einschließlich Umsatzsteuer und netto.',
        button: 'Preise & Pakete ansehen',
      },
    },
    en: {
      meta: {
        title: 'Contact – free first assessment',
        description:
          'Write to us about VAT, customs or excise duties. We usually answer within 24 hours; the first assessment is free of charge and without obligation.',
      },
      hero: {
        title: 'Get in touch',
        intro:
          'Tell us briefly what you need – registration, selling on Amazon, customs or a tax audit. Please name your company and, where there is one, the opposing party, so that we can first check for conflicts of interest; send us confidential details and documents only after that. We usually reply within 24 hours and tell you in a free first assessment how we can help.',
      },
      info: { title: 'How to reach us', phone: 'Phone', email: 'Email', address: 'Office address', visits: 'Meetings at the office by appointment' },
      booking: {
        title: 'Prefer to pick a time?',
        text: 'Book the free first assessment directly – by phone or video, with times shown in your own time zone.',
        button: 'Book a time',
      },
      form: { title: 'Your message' },
      disclaimer:
        'The first assessment is free of charge and without obligation and does not create an engagement. It rests solely on what you tell us and does not replace a review of your documents; comprehensive legal advice is provided only on the basis of an engagement agreement.',
      cta: {
        title: 'Prefer to look at prices first?',
        subtitle: 'All packages and prices at a glance – as the total price including VAT and net.',
        button: 'View pricing & packages',
      },
    },
    zh: {
      meta: {
        title: '联系我们 – 免费初步评估',
        description: '增值税、海关或消费税问题，欢迎来信咨询。我们通常在24小时内回复，初步评估免费，您无需承担任何义务。',
      },
      hero: {
        title: '联系我们',
        intro:
          '请简要说明您的需求——无论是增值税注册、亚马逊销售、海关事务还是税务稽查。请同时告知贵公司名称及对方当事人（如有），以便我们事先进行利益冲突审查；保密细节和文件请在审查完成后再发送给我们。我们通常在24小时内回复，并通过免费初步评估告诉您我们能如何提供帮助。',
      },
      info: { title: '联系方式', phone: '电话', email: '电子邮箱', address: '律所地址', visits: '到律所面谈须提前预约' },
      booking: {
        title: '想直接预约时间？',
        text: '直接预约免费初步评估——电话或视频均可，时间按您所在时区显示。',
        button: '预约时间',
      },
      form: { title: '您的留言' },
      disclaimer: '初步评估免费，您无需承担任何义务，也不因此建立委托关系。初步评估仅基于您的陈述，不能替代对您文件的审查；全面的法律咨询仅在签订委托合同后提供。',
      cta: {
        title: '想先了解价格？',
        subtitle: '所有服务套餐与价格一目了然——同时列明含增值税的总价和不含税价。',
        button: '查看价格与套餐',
      },
    },
  },
}
