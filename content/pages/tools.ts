import type { ToolsPage } from '../types'

export const toolsPage: ToolsPage = {
  ctaHref: '/kontakt',
  tools: [
    {
      id: 'e-invoice-checker',
      href: '/e-rechnung-pruefer',
      icon: 'file-text',
      text: {
        de: {
          title: 'E-Rechnungs-Prüfer',
          description:
            'Prüfen Sie XRechnung, ZUGFeRD und Factur-X kostenlos nach EN 16931: Ergebnis, lesbare Rechnung und jeder Fehler mit Erklärung. Die Prüfung läuft in Ihrem Browser, die Datei wird nicht hochgeladen.',
          cta: 'Zum E-Rechnungs-Prüfer',
        },
        en: {
          title: 'E-invoice checker',
          description:
            'Check XRechnung, ZUGFeRD and Factur-X against EN 16931 free of charge: the result, the invoice in readable form and every error explained. The check runs in your browser; the file is not uploaded.',
          cta: 'Open the e-invoice checker',
        },
        zh: {
          title: '电子发票校验工具',
          description: '按照EN 16931免费校验XRechnung、ZUGFeRD和Factur-X：校验结论、可读的发票内容以及每一处错误的说明。校验在您的浏览器中进行，文件不会被上传。',
          cta: '前往电子发票校验工具',
        },
      },
    },
    {
      id: 'vat-id-validator',
      href: '/ust-id-pruefer',
      icon: 'search',
      text: {
        de: {
          title: 'USt-IdNr. prüfen',
          description:
            'Prüfen Sie kostenlos über das VIES-System der EU, ob die USt-IdNr. eines Geschäftspartners gültig ist. Die Abfrage ist unverbindlich und ersetzt keine qualifizierte Bestätigung.',
          cta: 'Zum USt-IdNr.-Prüfer',
        },
        en: {
          title: 'VAT ID validator',
          description:
            "Check free of charge via the EU’s VIES system whether a business partner’s VAT ID is valid. The query is non-binding and does not replace a qualified confirmation.",
          cta: 'Open the VAT ID validator',
        },
        zh: {
          title: '增值税识别号查询',
          description: '通过欧盟VIES系统免费查询业务伙伴的增值税识别号是否有效。查询结果仅供参考，不具法律效力，不能替代合格确认。',
          cta: '前往增值税识别号查询工具',
        },
      },
    },
    {
      id: 'amazon-vat-report',
      href: '/amazon-ust-bericht',
      icon: 'shopping-cart',
      text: {
        de: {
          title: 'Amazon-USt-Bericht auswerten',
          description:
            'Werten Sie Ihren Amazon VAT Transactions Report aus: Lagerländer und mögliche Registrierungspflichten, Verbringungen, OSS je Land, Quartal und Satz in Euro, Verkäufe mit Amazon als fiktivem Lieferer und innergemeinschaftliche Lieferungen. Die Datei bleibt in Ihrem Browser.',
          cta: 'Zur Berichtsauswertung',
        },
        en: {
          title: 'Amazon VAT report analyser',
          description:
            'Analyse your Amazon VAT Transactions Report: storage countries and possible registration obligations, transfers, OSS per country, quarter and rate in euro, sales with Amazon as the deemed supplier and intra-Community supplies. The file stays in your browser.',
          cta: 'Open the report analyser',
        },
        zh: {
          title: '亚马逊增值税报告分析',
          description: '分析您的亚马逊增值税交易报告：仓储国及可能需要的增值税注册、自有货物转移、按国家、季度和税率以欧元计的OSS申报、亚马逊作为视同供货方的销售以及欧盟内部供货。文件始终留在您的浏览器中。',
          cta: '前往报告分析工具',
        },
      },
    },
    {
      id: 'eu-vat-rates',
      href: '/ust-saetze',
      icon: 'globe',
      text: {
        de: {
          title: 'Umsatzsteuersätze in der EU',
          description: 'Regelsatz, ermäßigte und weitere Sätze aller 27 Mitgliedstaaten und Nordirlands, wie sie heute gelten, dazu die Änderungen der letzten und nächsten zwölf Monate und alle Sätze als JSON.',
          cta: 'Zu den Umsatzsteuersätzen',
        },
        en: {
          title: 'EU VAT rates',
          description: 'The standard rate, reduced and other rates of all 27 member states and Northern Ireland as they apply today, with the changes of the last and next twelve months and every rate as JSON.',
          cta: 'Open the VAT rates',
        },
        zh: {
          title: '欧盟增值税税率',
          description: '全部27个成员国及北爱尔兰现行的标准税率、优惠税率及其他税率，以及过去和未来十二个月的税率变动，全部税率可下载为JSON。',
          cta: '查看增值税税率',
        },
      },
    },
    {
      id: 'deadline-calendar',
      href: '/fristenkalender',
      icon: 'calendar',
      text: {
        de: {
          title: 'Fristenkalender',
          description:
            'Alle Abgabetermine des Jahres für die Umsatzsteuer-Voranmeldung und die Zusammenfassende Meldung auf einen Blick – für monatliche Abgeber ohne Dauerfristverlängerung, zum Ausdrucken oder Speichern als PDF.',
          cta: 'Zum Fristenkalender',
        },
        en: {
          title: 'Deadline calendar',
          description:
            'Every due date of the year for advance VAT returns and EC sales lists at a glance – for monthly filers without a permanent extension, ready to print or save as a PDF.',
          cta: 'Open the deadline calendar',
        },
        zh: {
          title: '申报期限日历',
          description:
            '全年增值税预申报和欧盟销售清单的全部截止日期一目了然——适用于未申请长期延期的按月申报企业，可打印或保存为PDF。',
          cta: '查看申报期限日历',
        },
      },
    },
    {
      id: 'vat-quick-scan',
      href: '/vat-quick-scan',
      icon: 'clipboard-check',
      text: {
        de: {
          title: 'VAT Quick Scan',
          description:
            'Checkliste mit 15 Fragen in 5 Kategorien: Schätzen Sie Ihr Umsatzsteuer-Risiko schnell selbst ein und erhalten Sie eine Ampelbewertung in Grün, Gelb oder Rot.',
          cta: 'Quick Scan starten',
        },
        en: {
          title: 'VAT Quick Scan',
          description:
            'A checklist of 15 questions in 5 categories: quickly assess your own VAT risk and receive a traffic-light rating in green, yellow or red.',
          cta: 'Start the Quick Scan',
        },
        zh: {
          title: 'VAT快速检查',
          description: '包含5个类别共15个问题的检查清单：快速自行评估您的增值税风险，并获得绿、黄、红三级风险评级。',
          cta: '开始快速检查',
        },
      },
    },
  ],
  text: {
    de: {
      meta: {
        title: 'Tools & Downloads – kostenlos für Ihre Umsatzsteuer',
        description:
          'Kostenlose Tools: E-Rechnungen prüfen, USt-IdNr. über VIES prüfen, Fristen für Voranmeldung und ZM im Blick, Umsatzsteuer-Risiko mit dem Quick Scan.',
      },
      hero: {
        title: 'Tools & Downloads',
        subtitle: 'Kostenlose Werkzeuge für Ihre Umsatzsteuer-Praxis',
        intro:
          'Prüfen Sie E-Rechnungen direkt in Ihrem Browser, die USt-IdNr. Ihrer Geschäftspartner über das VIES-System der EU, behalten Sie mit dem Fristenkalender die Termine für Voranmeldung und Zusammenfassende Meldung im Blick und schätzen Sie Ihr Umsatzsteuer-Risiko mit dem VAT Quick Scan selbst ein. Die Tools dienen der Orientierung und ersetzen keine Rechtsberatung.',
      },
      cta: {
        title: 'Handlungsbedarf erkannt?',
        subtitle:
          'Wir besprechen Ihre Ergebnisse in einer kostenlosen ersten Einschätzung und zeigen Ihnen die nächsten Schritte.',
        button: 'Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'Tools & downloads – free VAT tools',
        description:
          'Free tools: check e-invoices, validate VAT IDs via VIES, track advance VAT return and EC sales list deadlines, assess your VAT risk with the Quick Scan.',
      },
      hero: {
        title: 'Tools & downloads',
        subtitle: 'Free tools for your day-to-day VAT compliance',
        intro:
          "Check e-invoices right in your browser, validate your business partners’ VAT IDs via the EU’s VIES system, keep track of the due dates for advance VAT returns and EC sales lists with the deadline calendar, and assess your own VAT risk with the VAT Quick Scan. The tools are for guidance only and do not replace legal advice.",
      },
      cta: {
        title: 'Spotted something that needs attention?',
        subtitle: 'We discuss your results in a free first assessment and show you the next steps.',
        button: 'Get in touch',
      },
    },
    zh: {
      meta: {
        title: '工具与下载 – 免费增值税工具',
        description: '免费工具：校验电子发票、通过VIES查询增值税识别号、查看预申报及欧盟销售清单申报期限，并通过VAT快速检查自评增值税风险。',
      },
      hero: {
        title: '工具与下载',
        subtitle: '免费工具，助力您的日常增值税合规',
        intro:
          '直接在浏览器中校验电子发票，通过欧盟VIES系统查询业务伙伴的增值税识别号（VAT税号），借助申报期限日历掌握预申报和欧盟销售清单的截止日期，并通过VAT快速检查自行评估增值税风险。上述工具仅供参考，不能替代法律咨询。',
      },
      cta: {
        title: '发现需要处理的问题？',
        subtitle: '我们将在免费初步评估中与您一起分析结果，并为您指明下一步。',
        button: '联系我们',
      },
    },
  },
}
