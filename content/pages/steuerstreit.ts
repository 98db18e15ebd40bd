import type { Page } from '../types'

export const steuerstreitPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Steuerstreit: Betriebsprüfung, Einspruch, Finanzgericht',
        description:
          'Unterstützung bei Betriebsprüfung, Einspruch, Selbstanzeige, Berichtigungen und vor dem Finanzgericht – für Umsatzsteuer, Zoll und Verbrauchsteuern.',
      },
      hero: {
        title: 'Steuerstreit und Betriebsprüfung',
        subtitle: 'Anwaltliche Begleitung gegenüber Finanzamt, Zoll und Finanzgericht',
        intro:
          'Ob Betriebsprüfung, Einspruch gegen einen Bescheid, Selbstanzeige oder Klage vor dem Finanzgericht: Wir vertreten Unternehmen und Online-Händler in Auseinandersetzungen rund um Umsatzsteuer, Zoll und Verbrauchsteuern. Da die Einspruchsfrist in der Regel nur einen Monat beträgt, sollten Sie uns frühzeitig einbinden.',
      },
      cta: {
        title: 'Bescheid erhalten oder Prüfung angekündigt?',
        subtitle:
          'Melden Sie sich frühzeitig: Wir antworten in der Regel innerhalb von 24 Stunden, für dringende Fälle gibt es Express-Optionen. Das Erstgespräch ist kostenlos.',
        button: 'Jetzt Kontakt aufnehmen',
      },
    },
    en: {
      meta: {
        title: 'Tax Disputes: Audits, Appeals, Fiscal Court',
        description:
          'Support with tax audits, appeals, voluntary disclosures, corrections and fiscal court proceedings – focused on VAT, customs and excise duties.',
      },
      hero: {
        title: 'Tax Disputes and Tax Audits',
        subtitle: 'Legal representation before the tax office, customs and the fiscal court',
        intro:
          'Whether it is a tax audit, an appeal against an assessment, a voluntary disclosure or a lawsuit before the fiscal court: we represent companies and online retailers in disputes concerning VAT, customs and excise duties. As the appeal period is normally just one month, involve us early.',
      },
      cta: {
        title: 'Received an assessment or an audit notice?',
        subtitle:
          'Get in touch early: we usually reply within 24 hours, and express options are available for urgent cases. The initial consultation is free.',
        button: 'Contact us now',
      },
    },
    zh: {
      meta: {
        title: '税务争议 – 税务稽查、异议程序与财政法院',
        description:
          '在税务稽查、异议程序、自愿披露（Selbstanzeige）、事后更正及财政法院诉讼中为您提供支持，专注于增值税、海关和消费税领域。',
      },
      hero: {
        title: '税务争议与税务稽查',
        subtitle: '在税务局、海关和财政法院面前为您提供律师代理',
        intro:
          '无论是税务稽查、针对税务决定提出异议、自愿披露（Selbstanzeige），还是向财政法院提起诉讼：我们代理企业和电商卖家处理与增值税、海关和消费税相关的争议。异议期限通常仅为一个月，请尽早联系我们。',
      },
      cta: {
        title: '收到税务决定或稽查通知？',
        subtitle: '请尽早与我们联系：我们通常在24小时内回复，紧急情况可选择加急服务。初次咨询免费。',
        button: '立即联系我们',
      },
    },
  },
}
