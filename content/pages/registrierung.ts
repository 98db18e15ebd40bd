import type { Page } from '../types'

export const registrierungPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Umsatzsteuer-Registrierung in Deutschland',
        description:
          'Steuernummer und USt-IdNr. in Deutschland: Wir begleiten ausländische Unternehmen und Online-Händler Schritt für Schritt durch die Registrierung beim Finanzamt.',
      },
      hero: {
        title: 'Umsatzsteuer-Registrierung in Deutschland',
        subtitle: 'Schritt für Schritt zur Steuernummer und USt-IdNr. – für ausländische Unternehmen und Online-Händler',
        intro:
          'Sie verkaufen aus dem Ausland nach Deutschland, etwa über Amazon, und benötigen eine deutsche Umsatzsteuer-Registrierung? Wir begleiten Sie durch das gesamte Verfahren bis zur Steuernummer und USt-IdNr., übernehmen die Kommunikation mit dem Finanzamt auf Deutsch und unterstützen Sie auf Wunsch auch bei den laufenden Umsatzsteuer-Meldungen.',
      },
      cta: {
        title: 'Starten Sie Ihre Registrierung',
        subtitle:
          'Im kostenlosen Erstgespräch klären wir Ihre Ausgangslage. Die Registrierung begleiten wir zum Festpreis von 1.000 EUR zzgl. gesetzlicher Umsatzsteuer; Anfragen beantworten wir in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenloses Erstgespräch vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'VAT Registration in Germany',
        description:
          'German tax number and VAT ID: we guide foreign companies and online sellers step by step through VAT registration with the German tax office.',
      },
      hero: {
        title: 'VAT Registration in Germany',
        subtitle: 'Step by step to your German tax number and VAT ID – for foreign companies and online sellers',
        intro:
          'Selling into Germany from abroad, for example on Amazon, and need a German VAT registration? We guide you through the entire process up to your tax number and VAT ID, handle all communication with the German tax office in German and, if you wish, support you with your ongoing VAT returns.',
      },
      cta: {
        title: 'Start your registration',
        subtitle:
          'In a free initial consultation we clarify your situation. We handle the registration for a fixed fee of EUR 1,000 plus statutory VAT and usually reply to enquiries within 24 hours.',
        button: 'Book a free consultation',
      },
    },
    zh: {
      meta: {
        title: '德国增值税注册 – 税号与增值税识别号',
        description:
          '为海外卖家和外国企业提供德国增值税注册服务：一步步协助您取得德国税号（Steuernummer）和增值税识别号（USt-IdNr.），并以德语与税务局沟通。',
      },
      hero: {
        title: '德国增值税注册',
        subtitle: '一步步协助您取得德国税号和增值税识别号——专为外国企业和跨境电商卖家提供',
        intro:
          '您从海外向德国销售商品（例如通过亚马逊），需要在德国办理增值税注册？我们全程指导您完成注册流程，直至取得德国税号（Steuernummer）和增值税识别号（USt-IdNr.），以德语代您与德国税务局沟通，并可根据您的需要继续协助办理日常增值税申报。',
      },
      cta: {
        title: '立即开始注册',
        subtitle:
          '我们将在免费的初次咨询中了解您的具体情况。德国增值税注册服务固定收费1,000欧元（另加法定增值税），我们通常在24小时内回复您的咨询。',
        button: '预约免费初次咨询',
      },
    },
  },
}
