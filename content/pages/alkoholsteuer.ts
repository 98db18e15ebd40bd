import type { Page } from '../types'

export const alkoholsteuerPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Alkoholsteuer – Spirituosen, Schaumwein & Bier',
        description:
          'Alkohol-, Schaumwein- und Biersteuer: Erstberatung, Unterstützung bei der Registrierung und Prozess-Checkliste für Hersteller, Importeure und Online-Händler.',
      },
      hero: {
        title: 'Alkoholsteuer',
        subtitle: 'Spirituosen, Schaumwein und Bier rechtssicher versteuern',
        intro:
          'Wer in Deutschland alkoholische Getränke herstellt, einführt oder online verkauft, muss die Alkoholsteuer sowie die Schaumwein- und Biersteuer im Griff haben. Spirituosen werden mit 1.303 EUR/hl reinen Alkohols besteuert, Schaumwein mit 136 EUR/hl; die Biersteuer richtet sich nach dem Stammwürzegehalt, mit Ermäßigungen für kleine Brauereien bis 200.000 hl Jahreserzeugung. Wir begleiten Sie von der Registrierung bis zu sauberen Abläufen.',
      },
      cta: {
        title: 'Fragen zur Alkoholsteuer?',
        subtitle:
          'Schildern Sie uns Ihr Vorhaben – im kostenlosen Erstgespräch klären wir, welche Pflichten für Sie gelten und wie wir Sie unterstützen können.',
        button: 'Erstgespräch vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'Alcohol Tax – Spirits, Sparkling Wine & Beer',
        description:
          'German alcohol, sparkling wine and beer tax: initial consultation, registration support and a process checklist for producers, importers and online sellers.',
      },
      hero: {
        title: 'Alcohol tax',
        subtitle: 'Excise duties on spirits, sparkling wine and beer – handled correctly',
        intro:
          'If you produce, import or sell alcoholic beverages online in Germany, you need alcohol tax and the duties on sparkling wine and beer under control. Spirits are taxed at EUR 1,303/hl of pure alcohol and sparkling wine at EUR 136/hl; beer tax depends on the original wort, with relief for small breweries producing up to 200,000 hl a year. We support you from registration through to reliable processes.',
      },
      cta: {
        title: 'Questions about alcohol tax?',
        subtitle:
          'Tell us about your plans – in a free initial consultation we clarify which obligations apply to you and how we can help.',
        button: 'Book a consultation',
      },
    },
    zh: {
      meta: {
        title: '德国酒精税 – 烈酒、起泡酒与啤酒',
        description:
          '德国酒精税、起泡酒税与啤酒税咨询：初次咨询、税务登记支持及流程清单，适用于生产商、进口商及线上卖家。',
      },
      hero: {
        title: '酒精税',
        subtitle: '烈酒、起泡酒与啤酒消费税，合规处理',
        intro:
          '在德国生产、进口或在线销售酒类饮品，必须妥善处理酒精税以及起泡酒税和啤酒税。烈酒按纯酒精计税，税率为1,303欧元/百升，起泡酒为136欧元/百升；啤酒税按原麦汁浓度计征，年产量不超过200,000百升的小型啤酒厂可享受减免。从税务登记到流程规范，我们全程为您提供支持。',
      },
      cta: {
        title: '对酒精税有疑问？',
        subtitle: '请简要介绍您的业务计划——在免费的初次咨询中，我们将明确您需履行的义务以及我们能提供的帮助。',
        button: '预约咨询',
      },
    },
  },
}
