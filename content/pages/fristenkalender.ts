import type { DeadlineCalendarPage } from '../types'

export const fristenkalenderPage: DeadlineCalendarPage = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Fristenkalender {year} – Voranmeldung & ZM',
        description:
          'Alle Abgabetermine {year} für die Umsatzsteuer-Voranmeldung und die Zusammenfassende Meldung – für monatliche Abgeber ohne Dauerfristverlängerung, auch als PDF.',
      },
      hero: {
        title: 'Fristenkalender {year}',
        subtitle: 'Umsatzsteuer-Voranmeldung und Zusammenfassende Meldung – alle Termine auf einen Blick',
        intro:
          'Für monatliche Abgeber ohne Dauerfristverlängerung: Der Kalender zeigt für jeden Monat, bis wann Umsatzsteuer-Voranmeldung und Zusammenfassende Meldung abzugeben sind. Die Voranmeldung ist in der Regel am 10., die Zusammenfassende Meldung am 25. des Folgemonats fällig; fällt der Termin auf ein Wochenende oder einen bundesweiten Feiertag, verschiebt er sich auf den nächsten Werktag.',
      },
      caption: 'Abgabetermine {year} für monatliche Abgeber',
      columns: { period: 'Voranmeldungszeitraum', uva: 'USt-Voranmeldung fällig', zm: 'Zusammenfassende Meldung fällig' },
      extension: { legend: 'Dauerfristverlängerung', standard: 'ohne', extended: 'mit (Voranmeldung einen Monat später)' },
      note:
        'Berechnet nach § 18 Abs. 1 UStG (10. des Folgemonats), § 18a Abs. 1 UStG (25. des Folgemonats) und § 108 Abs. 3 AO: Fällt ein Termin auf einen Samstag, Sonntag oder bundesweiten Feiertag, endet die Frist am nächsten Werktag. Feiertage, die nur in einzelnen Bundesländern gelten, sind nicht berücksichtigt; die Dauerfristverlängerung (§ 46 UStDV) gilt nicht für die Zusammenfassende Meldung.',
      yearsLabel: 'Jahr',
      download: 'Termine als Kalenderdatei (.ics)',
      downloadExtended: 'Termine mit Dauerfristverlängerung (.ics)',
      print: 'Drucken / als PDF speichern',
      back: 'Zurück zu den Tools',
      ics: {
        calendarName: 'Umsatzsteuer-Fristen {year}',
        uvaTitle: 'USt-Voranmeldung {period} fällig',
        uvaExtendedTitle: 'USt-Voranmeldung {period} fällig (Dauerfristverlängerung)',
        zmTitle: 'Zusammenfassende Meldung {period} fällig',
        description: 'Abgabetermin nach § 108 Abs. 3 AO berechnet (bundesweite Feiertage). Angaben ohne Gewähr.',
      },
      cta: {
        title: 'Fristen sicher einhalten',
        subtitle:
          'Wir unterstützen Sie bei Voranmeldungen und Zusammenfassenden Meldungen und sagen Ihnen in einer kostenlosen ersten Einschätzung vorläufig, welche Pflichten für Ihr Unternehmen in Betracht kommen.',
        button: 'Beratung anfragen',
      },
    },
    en: {
      meta: {
        title: 'Deadline calendar {year} – advance VAT returns & EC sales lists',
        description:
          'All {year} due dates for the German advance VAT return and the EC sales list – for monthly filers without a permanent extension. Print it or save it as a PDF.',
      },
      hero: {
        title: 'Deadline calendar {year}',
        subtitle: 'Advance VAT return and EC sales list – every due date at a glance',
        intro:
          'For monthly filers without a permanent extension (Dauerfristverlängerung): the calendar shows, month by month, when the advance VAT return (Umsatzsteuer-Voranmeldung) and the EC sales list (Zusammenfassende Meldung) are due. The advance VAT return is usually due on the 10th and the EC sales list on the 25th of the following month; if a deadline falls on a weekend or a nationwide public holiday, it moves to the next working day.',
      },
      caption: '{year} due dates for monthly filers',
      columns: { period: 'Advance VAT return period', uva: 'Advance VAT return due', zm: 'EC sales list due' },
      extension: { legend: 'Permanent extension', standard: 'without', extended: 'with (advance VAT return due one month later)' },
      note:
        'Computed under § 18(1) UStG (10th of the following month), § 18a(1) UStG (25th of the following month) and § 108(3) AO: a deadline that falls on a Saturday, Sunday or nationwide public holiday ends on the next working day. Public holidays of individual federal states are not taken into account; the permanent extension (§ 46 UStDV) does not apply to the EC sales list.',
      yearsLabel: 'Year',
      download: 'Due dates as a calendar file (.ics)',
      downloadExtended: 'Due dates with permanent extension (.ics)',
      print: 'Print / save as PDF',
      back: 'Back to tools',
      ics: {
        calendarName: 'German VAT deadlines {year}',
        uvaTitle: 'Advance VAT return {period} due',
        uvaExtendedTitle: 'Advance VAT return {period} due (permanent extension)',
        zmTitle: 'EC sales list {period} due',
        description: 'Due date computed under § 108(3) AO (nationwide public holidays). For information only; no liability is accepted.',
      },
      cta: {
        title: 'Keep your VAT deadlines under control',
        subtitle:
          'We support you with advance VAT returns and EC sales lists and, in a free first assessment, give you a provisional view of which obligations may apply to your business.',
        button: 'Request advice',
      },
    },
    zh: {
      meta: {
        title: '{year}年申报期限日历 – 增值税预申报与欧盟销售清单',
        description:
          '{year}年德国增值税预申报及欧盟销售清单全部截止日期一览，适用于未申请长期延期的按月申报企业，可打印或保存为PDF。',
      },
      hero: {
        title: '{year}年申报期限日历',
        subtitle: '增值税预申报与欧盟销售清单——所有截止日期一目了然',
        intro:
          '适用于按月申报且未申请长期延期（Dauerfristverlängerung）的企业：本日历逐月列出增值税预申报（Umsatzsteuer-Voranmeldung）和欧盟销售清单（Zusammenfassende Meldung）的截止日期。预申报通常于次月10日、欧盟销售清单于次月25日到期；如遇周末或全国性法定节假日，顺延至下一个工作日。',
      },
      caption: '{year}年按月申报企业的截止日期',
      columns: { period: '预申报所属月份', uva: '增值税预申报截止日', zm: '欧盟销售清单截止日' },
      extension: { legend: '长期延期（Dauerfristverlängerung）', standard: '未申请', extended: '已申请（预申报顺延一个月）' },
      note:
        '依据§ 18 Abs. 1 UStG（次月10日）、§ 18a Abs. 1 UStG（次月25日）及《德国税收通则》第108条第3款计算：截止日如遇周六、周日或全国性法定节假日，顺延至下一个工作日。仅在个别联邦州适用的节假日未予考虑；长期延期（§ 46 UStDV）不适用于欧盟销售清单。',
      yearsLabel: '年份',
      download: '下载日历文件（.ics）',
      downloadExtended: '下载长期延期日历文件（.ics）',
      print: '打印 / 另存为PDF',
      back: '返回工具页面',
      ics: {
        calendarName: '{year}年德国增值税申报期限',
        uvaTitle: '{period}增值税预申报截止',
        uvaExtendedTitle: '{period}增值税预申报截止（长期延期）',
        zmTitle: '{period}欧盟销售清单截止',
        description: '截止日期依据《德国税收通则》第108条第3款计算（仅考虑全国性法定节假日），仅供参考。',
      },
      cta: {
        title: '按时申报，避免逾期',
        subtitle: '我们协助您完成增值税预申报和欧盟销售清单，并在免费初步评估中初步判断哪些义务可能适用于您的企业。',
        button: '咨询我们',
      },
    },
  },
}
