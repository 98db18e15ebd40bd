import type { Page } from '../types'

export const zollBeratungPage: Page = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: {
        title: 'Zollberatung für Import und Export',
        description:
          'Zollberatung für Importeure, Exporteure und Online-Händler: EORI-Nummer, Tarifierung und TARIC, Einfuhrumsatzsteuer, ATLAS, Zollwert und Exportkontrolle.',
      },
      hero: {
        title: 'Zollberatung',
        subtitle: 'Sicher importieren und exportieren – von der EORI-Nummer bis zur Exportkontrolle',
        intro:
          'Wir unterstützen Importeure, Exporteure und Online-Händler, die Waren in die EU einführen oder aus der EU ausführen: bei der EORI-Nummer, der Einreihung in den Zolltarif, der Einfuhrumsatzsteuer, den Grundlagen von ATLAS, Zollwert und Zollschuld sowie bei Exportkontrolle und Dual-Use-Gütern.',
      },
      cta: {
        title: 'Fragen zu Zoll und Einfuhr?',
        subtitle:
          'Wir besprechen Ihren Fall im kostenlosen Erstgespräch und melden uns in der Regel innerhalb von 24 Stunden.',
        button: 'Kostenloses Erstgespräch vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'Customs Advice for Import and Export',
        description:
          'Customs advice for importers, exporters and online retailers: EORI number, classification and TARIC, import VAT, ATLAS, customs value and export control.',
      },
      hero: {
        title: 'Customs Advice',
        subtitle: 'Import and export with confidence – from the EORI number to export control',
        intro:
          'We support importers, exporters and online retailers that bring goods into the EU or ship them out of it: with the EORI number, tariff classification, import VAT, the basics of ATLAS, customs value and customs debt, and export control including dual-use goods.',
      },
      cta: {
        title: 'Questions about customs or imports?',
        subtitle: 'We discuss your case in a free initial consultation and usually reply within 24 hours.',
        button: 'Book a free consultation',
      },
    },
    zh: {
      meta: {
        title: '海关咨询 – 进口与出口',
        description:
          '为进口商、出口商和跨境电商卖家提供海关咨询：EORI号码、商品归类与TARIC、进口增值税、ATLAS系统、完税价格与海关债务，以及出口管制。',
      },
      hero: {
        title: '海关咨询',
        subtitle: '安心进出口——从EORI号码到出口管制',
        intro:
          '我们为向欧盟进口或从欧盟出口商品的进口商、出口商和跨境电商卖家提供支持，内容包括：EORI号码申请、海关商品归类、进口增值税、ATLAS系统基础知识、完税价格与海关债务，以及出口管制和两用物项。',
      },
      cta: {
        title: '有海关或进口方面的问题？',
        subtitle: '我们将在免费的初次咨询中与您探讨具体情况，通常在24小时内回复。',
        button: '预约免费初次咨询',
      },
    },
  },
}
