import type { VatCheckerPage } from '../types'

export const ustIdPrueferPage: VatCheckerPage = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'USt-IdNr. prüfen – kostenlose VIES-Abfrage',
        description:
          'Prüfen Sie kostenlos die USt-IdNr. Ihrer Geschäftspartner aus allen 27 EU-Mitgliedstaaten über das VIES-System der EU. Das Ergebnis ist unverbindlich.',
      },
      hero: {
        title: 'USt-IdNr. prüfen',
        subtitle: 'Umsatzsteuer-Identifikationsnummern aus der EU kostenlos über VIES abfragen',
        intro:
          'Wählen Sie den EU-Mitgliedstaat, geben Sie die Nummer ein und erfahren Sie, ob die USt-IdNr. Ihres Geschäftspartners im VIES-System der EU als gültig geführt wird. Zur Auswahl stehen die 27 Mitgliedstaaten; Nummern aus Nordirland (XI), die VIES für den Warenverkehr ebenfalls prüft, fragen Sie bitte direkt im VIES-Portal der EU ab. Die Abfrage ist unverbindlich und ersetzt keine qualifizierte Bestätigung: Eine qualifizierte Bestätigungsanfrage beim Bundeszentralamt für Steuern, die Unternehmen mit deutscher USt-IdNr. stellen können, ist ein wichtiger Nachweis der Sorgfalt für den Vertrauensschutz nach § 6a Abs. 4 UStG.',
      },
      checker: {
        countryLabel: 'EU-Mitgliedstaat',
        countryPlaceholder: 'Land auswählen',
        numberLabel: 'USt-IdNr.',
        numberPlaceholder: 'z. B. 123456789',
        submit: 'Gültigkeit prüfen',
        checking: 'Wird geprüft …',
        resultTitle: 'Ergebnis der VIES-Abfrage',
        valid: 'USt-IdNr. ist gültig',
        invalid: 'USt-IdNr. ist ungültig',
        errorTitle: 'Fehler',
        errorText: 'Die Abfrage konnte nicht durchgeführt werden. Bitte versuchen Sie es später erneut oder prüfen Sie die Verfügbarkeit des VIES-Systems.',
        hints: {
          unavailable: 'Die Datenbank des Mitgliedstaats ist vorübergehend nicht erreichbar – bitte versuchen Sie es in einigen Minuten erneut.',
          checkInput: 'Bitte prüfen Sie die Nummer und den gewählten Mitgliedstaat.',
        },
        queriedLabel: 'Abgefragte Nummer',
        nameLabel: 'Name',
        addressLabel: 'Anschrift',
        requestDateLabel: 'Abfragedatum',
        consultationLabel: 'Abfrage-Kennung (VIES)',
        notAvailable: 'Nicht verfügbar',
        print: 'Drucken / als PDF speichern',
      },
      qualifiedLink: { text: 'Für Ihren Nachweis prüfen Sie mit einer qualifizierten Bestätigung auch Name und Ort.', link: 'Qualifiziert bestätigen lassen' },
      disclaimer:
        'Die Abfrage ist unverbindlich und ersetzt keine qualifizierte Bestätigung. Bei steuerfreien innergemeinschaftlichen Lieferungen ist eine qualifizierte Bestätigungsanfrage beim Bundeszentralamt für Steuern, die Unternehmen mit deutscher USt-IdNr. stellen können, ein wichtiger Nachweis der Sorgfalt für den Vertrauensschutz nach § 6a Abs. 4 UStG.',
      back: 'Zurück zu den Tools',
      cta: {
        title: 'Ungültige Nummer oder offene Fragen?',
        subtitle:
          'In einer kostenlosen, unverbindlichen ersten Einschätzung sagen wir Ihnen vorläufig, was das Ergebnis für Ihre Rechnungen und Lieferungen bedeuten kann.',
        button: 'Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'EU VAT ID validator – free VIES check',
        description:
          "Check your business partners’ VAT IDs from all 27 EU member states free of charge via the EU’s VIES system. The result is non-binding.",
      },
      hero: {
        title: 'VAT ID validator',
        subtitle: 'Check EU VAT identification numbers free of charge via VIES',
        intro:
          "Select the EU member state, enter the number and find out whether your business partner’s VAT ID is listed as valid in the EU’s VIES system. You can choose from the 27 member states; numbers from Northern Ireland (XI), which VIES also checks for trade in goods, can be checked directly on the EU’s VIES portal. The query is non-binding and does not replace a qualified confirmation: a qualified confirmation request to the German Federal Central Tax Office (Bundeszentralamt für Steuern), which businesses with a German VAT ID can make, is important evidence of the care required for the protection of legitimate expectations under § 6a(4) UStG.",
      },
      checker: {
        countryLabel: 'EU member state',
        countryPlaceholder: 'Select country',
        numberLabel: 'VAT ID',
        numberPlaceholder: 'e.g. 123456789',
        submit: 'Check validity',
        checking: 'Checking…',
        resultTitle: 'VIES query result',
        valid: 'VAT ID is valid',
        invalid: 'VAT ID is invalid',
        errorTitle: 'Error',
        errorText: 'The query could not be performed. Please try again later or check whether the VIES system is available.',
        hints: {
          unavailable: "The member state’s database is temporarily unavailable – please try again in a few minutes.",
          checkInput: 'Please check the number and the selected member state.',
        },
        queriedLabel: 'Number checked',
        nameLabel: 'Name',
        addressLabel: 'Address',
        requestDateLabel: 'Request date',
        consultationLabel: 'Consultation number (VIES)',
        notAvailable: 'Not available',
        print: 'Print / save as PDF',
      },
      qualifiedLink: { text: 'For your evidence, check name and town as well with a qualified confirmation.', link: 'Request a qualified confirmation' },
      disclaimer:
        "This query is non-binding and does not replace a qualified confirmation. For VAT-exempt intra-Community supplies, a qualified confirmation request to the Federal Central Tax Office, which businesses with a German VAT ID can make, is important evidence of the care required for the protection of legitimate expectations under § 6a(4) UStG.",
      back: 'Back to tools',
      cta: {
        title: 'Invalid number or other questions?',
        subtitle:
          'In a free first assessment, without obligation, we give you a provisional view of what the result may mean for your invoices and supplies.',
        button: 'Get in touch',
      },
    },
    zh: {
      meta: {
        title: '欧盟增值税识别号查询 – 免费VIES验证',
        description: '通过欧盟VIES系统免费查询27个欧盟成员国业务伙伴的增值税识别号（VAT税号）是否有效。查询结果仅供参考，不具法律效力。',
      },
      hero: {
        title: '增值税识别号查询',
        subtitle: '通过VIES免费验证欧盟增值税识别号（VAT税号）',
        intro:
          '选择欧盟成员国并输入号码，即可查询业务伙伴的增值税识别号在欧盟VIES系统中是否登记为有效。可选范围为27个成员国；北爱尔兰的号码（以XI开头）在货物贸易方面也可通过VIES验证，请直接在欧盟VIES门户网站上查询。查询结果仅供参考，不具法律效力，不能替代合格确认：持有德国增值税识别号的企业可向德国联邦中央税务局（Bundeszentralamt für Steuern）提交合格确认查询，这是证明已尽到§ 6a Abs. 4 UStG规定的善意信赖保护所要求的注意义务的重要依据。',
      },
      checker: {
        countryLabel: '欧盟成员国',
        countryPlaceholder: '选择国家',
        numberLabel: '增值税识别号',
        numberPlaceholder: '例如 123456789',
        submit: '检查有效性',
        checking: '正在检查…',
        resultTitle: 'VIES查询结果',
        valid: '增值税识别号有效',
        invalid: '增值税识别号无效',
        errorTitle: '错误',
        errorText: '无法完成查询。请稍后重试，或检查VIES系统是否可用。',
        hints: {
          unavailable: '该成员国的数据库暂时无法访问，请几分钟后重试。',
          checkInput: '请检查号码和所选成员国是否正确。',
        },
        queriedLabel: '所查号码',
        nameLabel: '名称',
        addressLabel: '地址',
        requestDateLabel: '查询日期',
        consultationLabel: 'VIES查询编号',
        notAvailable: '暂无信息',
        print: '打印 / 另存为PDF',
      },
      qualifiedLink: { text: '为留存证明，请通过合格确认一并核对名称和所在地。', link: '申请合格确认' },
      disclaimer:
        '本查询结果仅供参考，不具法律效力，不能替代合格确认。对于欧盟内部免税供货，持有德国增值税识别号的企业可向德国联邦中央税务局（Bundeszentralamt für Steuern）提交合格确认查询，这是证明已尽到§ 6a Abs. 4 UStG规定的善意信赖保护所要求的注意义务的重要依据。',
      back: '返回工具页面',
      cta: {
        title: '增值税识别号无效或仍有疑问？',
        subtitle: '我们将在免费初步评估中初步判断查询结果对您的发票和交易可能意味着什么；您无需承担任何义务。',
        button: '联系我们',
      },
    },
  },
}
