import type { Page } from '../types'

export const impressumPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Impressum – Anbieterkennzeichnung nach § 5 DDG',
        description:
          'Impressum: gesetzlich vorgeschriebene Angaben zum Anbieter dieser Website nach § 5 DDG sowie berufsrechtliche Angaben zur anwaltlichen Tätigkeit.',
      },
      hero: {
        title: 'Impressum',
        subtitle: 'Anbieterkennzeichnung gemäß § 5 DDG',
        intro:
          'Auf dieser Seite finden Sie die gesetzlich vorgeschriebenen Angaben zum Anbieter dieser Website nach § 5 Digitale-Dienste-Gesetz (DDG) sowie die berufsrechtlichen Angaben, die für die anwaltliche Tätigkeit gelten.',
      },
      cta: {
        title: 'Fragen zum Impressum? Schreiben Sie uns.',
        subtitle:
          'Wir helfen Ihnen gern weiter – und besprechen auf Wunsch direkt Ihr steuerliches Anliegen im kostenlosen Erstgespräch.',
        button: 'Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'Legal notice – provider information (§ 5 DDG)',
        description:
          'Legal notice: the information required by law about the provider of this website under Section 5 DDG, plus the professional-law details for attorneys.',
      },
      hero: {
        title: 'Legal notice',
        subtitle: 'Provider information pursuant to Section 5 DDG (German Digital Services Act)',
        intro:
          'This page contains the information required by law about the provider of this website under Section 5 of the German Digital Services Act (Digitale-Dienste-Gesetz, DDG), together with the professional-law information that applies to attorneys. This English translation is provided for convenience only; the German version is legally binding.',
      },
      cta: {
        title: 'Questions about the legal notice? Write to us.',
        subtitle: "We're happy to help – and, if you wish, to discuss your tax matter in a free initial consultation.",
        button: 'Get in touch',
      },
    },
    zh: {
      meta: {
        title: '法律声明 – 网站提供者信息（DDG第5条）',
        description: '法律声明：依据德国《数字服务法》（DDG）第5条披露的本网站提供者信息，以及律师职业法规要求公开的事项。',
      },
      hero: {
        title: '法律声明（Impressum）',
        subtitle: '依据德国《数字服务法》（Digitale-Dienste-Gesetz，DDG）第5条披露的提供者信息',
        intro:
          '本页载明德国法律要求披露的本网站提供者信息，以及律师职业法规要求公开的相关事项。本页中文译文仅供参考，以德文版本为准。',
      },
      cta: {
        title: '对法律声明有疑问？欢迎来信。',
        subtitle: '我们乐意为您解答；如有需要，也可直接通过免费初次咨询沟通您的税务问题。',
        button: '联系我们',
      },
    },
  },
}
