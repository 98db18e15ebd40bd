import type { Page } from '../types'

export const ustIdPrueferPage: Page = {
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
          'Wählen Sie den EU-Mitgliedstaat, geben Sie die Nummer ein und erfahren Sie, ob die USt-IdNr. Ihres Geschäftspartners im VIES-System der EU als gültig geführt wird. Die Abfrage ist unverbindlich und ersetzt keine qualifizierte Bestätigung: Für Rechtssicherheit ist eine qualifizierte Bestätigungsanfrage beim Bundeszentralamt für Steuern erforderlich.',
      },
      cta: {
        title: 'Ungültige Nummer oder offene Fragen?',
        subtitle:
          'Wir klären mit Ihnen, was das Ergebnis für Ihre Rechnungen und Lieferungen bedeutet – das Erstgespräch ist kostenlos und unverbindlich.',
        button: 'Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'EU VAT ID Validator – Free VIES Check',
        description:
          "Check your business partners' VAT IDs from all 27 EU member states free of charge via the EU's VIES system. The result is non-binding.",
      },
      hero: {
        title: 'VAT ID validator',
        subtitle: 'Check EU VAT identification numbers free of charge via VIES',
        intro:
          "Select the EU member state, enter the number and find out whether your business partner's VAT ID is listed as valid in the EU's VIES system. The query is non-binding and does not replace a qualified confirmation: for legal certainty, you need a qualified confirmation request to the German Federal Central Tax Office (Bundeszentralamt für Steuern).",
      },
      cta: {
        title: 'Invalid number or open questions?',
        subtitle:
          'We clarify with you what the result means for your invoices and supplies – the first consultation is free and non-binding.',
        button: 'Get in touch',
      },
    },
    zh: {
      meta: {
        title: '欧盟增值税识别号查询 – 免费VIES验证',
        description: '通过欧盟VIES系统免费查询27个欧盟成员国业务伙伴的增值税识别号（VAT税号）是否有效。查询结果不具约束力。',
      },
      hero: {
        title: '增值税识别号查询',
        subtitle: '通过VIES免费验证欧盟增值税识别号（VAT税号）',
        intro:
          '选择欧盟成员国并输入税号，即可查询业务伙伴的增值税识别号在欧盟VIES系统中是否登记为有效。查询结果不具约束力，不能替代合格确认；如需法律上的确定性，须向德国联邦中央税务局（Bundeszentralamt für Steuern）提交合格确认申请。',
      },
      cta: {
        title: '税号无效或仍有疑问？',
        subtitle: '我们将与您一起分析查询结果对您的发票和交易意味着什么——初次咨询免费且不具约束力。',
        button: '联系我们',
      },
    },
  },
}
