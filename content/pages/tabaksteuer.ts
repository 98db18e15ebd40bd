import type { Page } from '../types'

export const tabaksteuerPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Tabaksteuer – Beratung für Hersteller und Handel',
        description:
          'Tabaksteuer in Deutschland: Erstberatung, Hilfe bei der Registrierung und Checkliste für den Umgang mit Steuerzeichen – für Hersteller, Importeure und Händler.',
      },
      hero: {
        title: 'Tabaksteuer',
        subtitle: 'Tabakwaren rechtssicher versteuern – von der Registrierung bis zum Steuerzeichen',
        intro:
          'Wer in Deutschland Tabakwaren herstellt, einführt oder vertreibt, muss die Tabaksteuer korrekt berechnen und Steuerzeichen ordnungsgemäß handhaben. Für Zigaretten beträgt die Steuer 9,92 Cent je Stück zuzüglich 21,69 % des Kleinverkaufspreises. Wir begleiten Sie bei der Registrierung, beim Umgang mit Steuerzeichen und bei Ihren internen Abläufen.',
      },
      cta: {
        title: 'Fragen zur Tabaksteuer?',
        subtitle:
          'Schildern Sie uns Ihr Vorhaben – im kostenlosen Erstgespräch klären wir, welche Pflichten für Sie gelten und wie wir Sie unterstützen können.',
        button: 'Erstgespräch vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'Tobacco Tax – Advice for Manufacturers and Trade',
        description:
          'German tobacco tax: initial consultation, registration support and a checklist for handling tax stamps – for manufacturers, importers and distributors.',
      },
      hero: {
        title: 'Tobacco tax',
        subtitle: 'Tobacco products taxed correctly – from registration to tax stamps',
        intro:
          'If you manufacture, import or distribute tobacco products in Germany, you must calculate tobacco tax correctly and handle tax stamps properly. For cigarettes, the tax is 9.92 cents per piece plus 21.69% of the retail price. We support you with registration, tax stamp handling and your internal processes.',
      },
      cta: {
        title: 'Questions about tobacco tax?',
        subtitle:
          'Tell us about your plans – in a free initial consultation we clarify which obligations apply to you and how we can help.',
        button: 'Book a consultation',
      },
    },
    zh: {
      meta: {
        title: '德国烟草税 – 生产与贸易企业咨询',
        description: '德国烟草税咨询：初次咨询、税务登记支持及税标处理清单，适用于烟草制品生产商、进口商及经销商。',
      },
      hero: {
        title: '烟草税',
        subtitle: '烟草制品合规计税——从税务登记到税标管理',
        intro:
          '在德国生产、进口或销售烟草制品，必须正确计算烟草税并规范处理税标（Steuerzeichen）。卷烟的税额为每支9.92欧分，另加零售价的21.69%。我们在税务登记、税标处理及内部流程方面为您提供全面支持。',
      },
      cta: {
        title: '对烟草税有疑问？',
        subtitle: '请简要介绍您的业务计划——在免费的初次咨询中，我们将明确您需履行的义务以及我们能提供的帮助。',
        button: '预约咨询',
      },
    },
  },
}
