import type { Page } from '../types'

export const ecommerceSteuerberatungPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Umsatzsteuer im E-Commerce und für Amazon-Seller',
        description:
          'Umsatzsteuer für Amazon-Seller und Online-Händler: FBA Pan-EU und EFN, OSS/IOSS, EU-Registrierungen, Marktplatzhaftung und F22-Bescheinigung.',
      },
      hero: {
        title: 'E-Commerce- und Amazon-Steuerberatung',
        subtitle: 'Umsatzsteuer im Griff – für Online-Händler und Amazon-Seller in Deutschland und der EU',
        intro:
          'Wer über Amazon oder einen eigenen Onlineshop in mehrere EU-Länder verkauft, muss Lager, Warenbewegungen und Verkäufe umsatzsteuerlich richtig erfassen. Wir beraten Amazon-Seller und Online-Händler – auch aus dem Ausland – zu FBA Pan-EU und EFN, OSS/IOSS, EU-Registrierungen, Marktplatzhaftung und F22-Bescheinigung sowie zu Rechnungs- und Steuerprozessen.',
      },
      cta: {
        title: 'Ihr Onlinehandel, steuerlich sauber aufgestellt',
        subtitle:
          'Lassen Sie uns im kostenlosen Erstgespräch über Ihre Verkaufskanäle und Lagerstandorte sprechen. Wir melden uns in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenloses Erstgespräch vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'E-Commerce and Amazon VAT Advice',
        description:
          'VAT for Amazon sellers and online retailers: FBA Pan-EU and EFN, OSS/IOSS, EU VAT registrations, marketplace liability, F22 certificate and invoicing.',
      },
      hero: {
        title: 'E-Commerce and Amazon VAT',
        subtitle: 'VAT under control – for online retailers and Amazon sellers in Germany and the EU',
        intro:
          'Selling through Amazon or your own online shop into several EU countries means stock, cross-border movements and sales must be treated correctly for VAT. We advise Amazon sellers and online retailers, including those based outside the EU, on FBA Pan-EU and EFN, OSS/IOSS, EU VAT registrations, marketplace liability and the F22 certificate, as well as on invoicing and tax processes.',
      },
      cta: {
        title: 'Put your online business on a sound VAT footing',
        subtitle:
          'Let us talk about your sales channels and warehouse locations in a free initial consultation. We usually reply within 24 hours.',
        button: 'Book a free consultation',
      },
    },
    zh: {
      meta: {
        title: '跨境电商与亚马逊卖家增值税咨询',
        description:
          '为亚马逊卖家和电商企业提供增值税咨询：FBA泛欧计划（Pan-EU）与EFN、OSS/IOSS、欧盟增值税注册、平台连带责任与F22证明，以及开票与税务流程。',
      },
      hero: {
        title: '跨境电商与亚马逊增值税咨询',
        subtitle: '让增值税合规尽在掌握——服务于在德国及欧盟销售的电商卖家和亚马逊卖家',
        intro:
          '通过亚马逊或自建网店向多个欧盟国家销售，库存、跨境调货和销售都必须在增值税上正确处理。我们为亚马逊卖家和电商企业（包括欧盟以外的卖家）提供咨询，涵盖FBA泛欧计划（Pan-EU）与欧洲配送网络（EFN）、OSS/IOSS、欧盟增值税注册、平台连带责任与F22证明，以及开票和税务流程。',
      },
      cta: {
        title: '让您的电商业务税务合规、稳健经营',
        subtitle: '欢迎在免费的初次咨询中与我们沟通您的销售渠道和仓储布局。我们通常在24小时内回复。',
        button: '预约免费初次咨询',
      },
    },
  },
}
