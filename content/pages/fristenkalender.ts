import type { Page } from '../types'

export const fristenkalenderPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Fristenkalender 2025 – Voranmeldung & ZM',
        description:
          'Alle Abgabetermine 2025 für die Umsatzsteuer-Voranmeldung und die Zusammenfassende Meldung – für monatliche Abgeber ohne Dauerfristverlängerung, auch als PDF.',
      },
      hero: {
        title: 'Fristenkalender 2025',
        subtitle: 'Umsatzsteuer-Voranmeldung und Zusammenfassende Meldung – alle Termine auf einen Blick',
        intro:
          'Für monatliche Abgeber ohne Dauerfristverlängerung: Der Kalender zeigt für jeden Monat, bis wann Umsatzsteuer-Voranmeldung und Zusammenfassende Meldung abzugeben sind. Die Voranmeldung ist in der Regel am 10., die Zusammenfassende Meldung am 25. des Folgemonats fällig; fällt der Termin auf ein Wochenende oder einen Feiertag, verschiebt er sich auf den nächsten Werktag.',
      },
      cta: {
        title: 'Fristen sicher einhalten',
        subtitle:
          'Wir unterstützen Sie bei Voranmeldungen und Zusammenfassenden Meldungen und klären im kostenlosen Erstgespräch, was für Ihr Unternehmen gilt.',
        button: 'Beratung anfragen',
      },
    },
    en: {
      meta: {
        title: 'Deadline Calendar 2025 – VAT Returns & EC Sales List',
        description:
          'All 2025 due dates for the German advance VAT return and the EC sales list – for monthly filers without a permanent extension. Print it or save it as a PDF.',
      },
      hero: {
        title: 'Deadline calendar 2025',
        subtitle: 'Advance VAT return and EC sales list – every due date at a glance',
        intro:
          'For monthly filers without a permanent extension (Dauerfristverlängerung): the calendar shows, month by month, when the advance VAT return (Umsatzsteuer-Voranmeldung) and the EC sales list (Zusammenfassende Meldung) are due. The VAT return is usually due on the 10th and the EC sales list on the 25th of the following month; if a deadline falls on a weekend or public holiday, it moves to the next working day.',
      },
      cta: {
        title: 'Keep your VAT deadlines under control',
        subtitle:
          'We support you with advance VAT returns and EC sales lists and clarify in a free initial consultation what applies to your business.',
        button: 'Request advice',
      },
    },
    zh: {
      meta: {
        title: '2025年申报期限日历 – 增值税预申报与欧盟销售清单',
        description:
          '2025年德国增值税预申报及欧盟销售清单全部截止日期一览，适用于未申请长期延期的按月申报企业，可打印或保存为PDF。',
      },
      hero: {
        title: '2025年申报期限日历',
        subtitle: '增值税预申报与欧盟销售清单——所有截止日期一目了然',
        intro:
          '适用于按月申报且未申请长期延期（Dauerfristverlängerung）的企业：本日历逐月列出增值税预申报（Umsatzsteuer-Voranmeldung）和欧盟销售清单（Zusammenfassende Meldung）的截止日期。预申报通常于次月10日、欧盟销售清单于次月25日到期；如遇周末或法定节假日，顺延至下一个工作日。',
      },
      cta: {
        title: '按时申报，避免逾期',
        subtitle: '我们协助您完成增值税预申报和欧盟销售清单，并在免费的初次咨询中明确适用于您企业的要求。',
        button: '咨询我们',
      },
    },
  },
}
