import type { Page } from '../types'

export const agbPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Mandatsbedingungen & Widerrufsbelehrung',
        description:
          'Allgemeine Mandatsbedingungen zu Geltungsbereich, Mandatserteilung, Vergütung und Haftung sowie Widerrufsbelehrung für Verbraucher, auch für digitale Inhalte.',
      },
      hero: {
        title: 'AGB & Widerrufsbelehrung',
        subtitle: 'Allgemeine Mandatsbedingungen und Widerrufsbelehrung für Verbraucher',
        intro:
          'Hier finden Sie die Allgemeinen Mandatsbedingungen, die für die Zusammenarbeit mit uns gelten – zu Geltungsbereich, Zustandekommen des Mandats, Vergütung und Haftung. Außerdem informieren wir Verbraucher über ihr Widerrufsrecht, einschließlich der Besonderheiten bei digitalen Inhalten.',
      },
      cta: {
        title: 'Fragen zu unseren Mandatsbedingungen? Schreiben Sie uns.',
        subtitle:
          'Wir erläutern Ihnen gern Ablauf, Vergütung und Bedingungen einer Zusammenarbeit – unverbindlich und vor der Mandatserteilung.',
        button: 'Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'Terms of engagement & withdrawal policy',
        description:
          'General terms of engagement on scope, formation of the mandate, remuneration and liability, plus the withdrawal policy for consumers, incl. digital content.',
      },
      hero: {
        title: 'Terms & withdrawal policy',
        subtitle: 'General terms of engagement and withdrawal policy for consumers',
        intro:
          'This page sets out the general terms of engagement that apply when you work with us – covering scope, formation of the mandate, remuneration and liability. It also informs consumers about their right of withdrawal, including the special rules for digital content. This English translation is provided for convenience only; the German version is legally binding.',
      },
      cta: {
        title: 'Questions about our terms? Write to us.',
        subtitle:
          "We're happy to explain how an engagement works, how fees are calculated and which terms apply – without obligation and before you instruct us.",
        button: 'Get in touch',
      },
    },
    zh: {
      meta: {
        title: '委托条款与撤回须知',
        description: '一般委托条款：适用范围、委托关系的成立、报酬及责任；以及面向消费者的撤回权告知，包括数字内容相关规定。',
      },
      hero: {
        title: '委托条款与撤回须知',
        subtitle: '一般委托条款及消费者撤回权告知',
        intro:
          '本页载明与我们合作时适用的一般委托条款，涵盖适用范围、委托关系的成立、报酬及责任，并向消费者说明其依法享有的撤回权，包括涉及数字内容时的特别规定。本页中文译文仅供参考，以德文版本为准。',
      },
      cta: {
        title: '对委托条款有疑问？欢迎来信。',
        subtitle: '在正式委托之前，我们乐意为您说明合作流程、收费方式及相关条款，不具任何约束力。',
        button: '联系我们',
      },
    },
  },
}
