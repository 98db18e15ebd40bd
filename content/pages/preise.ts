import type { PricingPage } from '../types'

export const preisePage: PricingPage = {
  ctaHref: '/termin',
  packageIds: [
    'vat-consultation',
    'de-vat-registration',
    'vat-quick-scan',
    'customs-starter',
    'import-process-review',
    'tariff-classification-guide',
    'oss-ioss-starter',
    'individual-consulting',
  ],
  text: {
    de: {
      meta: {
        title: 'Preise & Pakete für Umsatzsteuer und Zoll',
        description:
          'Stundensatz und Paketpreise für USt-Registrierung, VAT Quick Scan, Zoll und OSS/IOSS, als Gesamtpreis inkl. USt. und netto; individuelle Beratung auf Anfrage.',
      },
      hero: {
        title: 'Preise & Pakete',
        subtitle: 'Transparent kalkuliert – Festpreise und Pakete für typische Anliegen',
        intro:
          'Für typische Anliegen – von der Umsatzsteuer-Registrierung in Deutschland über den VAT Quick Scan bis zu Zoll und OSS/IOSS – bieten wir Pakete zum Fest- oder Ab-Preis an; individuelle Beratung kalkulieren wir auf Anfrage. Jeden Preis nennen wir als Gesamtpreis einschließlich Umsatzsteuer und daneben netto.',
      },
      hourlyRate: 'Allgemeiner Stundensatz: {price:hourlyRate}',
      packages: {
        title: 'Unsere Beratungspakete',
        button: 'Paket buchen',
        quoteButton: 'Angebot anfordern',
      },
      cta: {
        title: 'Welches Paket passt zu Ihnen?',
        subtitle:
          'Bei der kostenlosen ersten Einschätzung klären wir Ihren Bedarf und erstellen Ihnen auf Wunsch ein individuelles Angebot.',
        button: 'Erste Einschätzung vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'Pricing & packages for VAT and customs',
        description:
          'Hourly rate and package prices for VAT registration, VAT Quick Scan, customs and OSS/IOSS, as total price incl. VAT and net; bespoke advice on request.',
      },
      hero: {
        title: 'Pricing & packages',
        subtitle: 'Transparent pricing – fixed fees and packages for typical matters',
        intro:
          'For common needs – from German VAT registration and the VAT Quick Scan to customs and OSS/IOSS – we offer packages at fixed or starting prices; bespoke advice is quoted on request. Every price is shown as the total price including VAT, with the net amount beside it.',
      },
      hourlyRate: 'General hourly rate: {price:hourlyRate}',
      packages: {
        title: 'Our advisory packages',
        button: 'Book this package',
        quoteButton: 'Request a quote',
      },
      cta: {
        title: 'Which package suits you?',
        subtitle:
          'In a free first assessment we clarify what you need and, if you wish, prepare an individual quote.',
        button: 'Book a free first assessment',
      },
    },
    zh: {
      meta: {
        title: '价格与服务套餐 – 增值税与海关',
        description:
          '小时费率及德国增值税注册、VAT快速检查、海关和OSS/IOSS套餐的价格，同时列明含增值税总价和不含税价；个性化咨询按需报价。',
      },
      hero: {
        title: '价格与套餐',
        subtitle: '价格透明——常见需求提供固定价格和套餐',
        intro:
          '针对常见需求——从德国增值税注册、VAT快速检查到海关及OSS/IOSS——我们提供固定价格或起价套餐；个性化咨询可按需报价。每项价格均列明含增值税的总价，并同时注明不含税金额。',
      },
      hourlyRate: '一般小时费率：{price:hourlyRate}',
      packages: {
        title: '我们的咨询套餐',
        button: '预订套餐',
        quoteButton: '索取报价',
      },
      cta: {
        title: '哪个套餐适合您？',
        subtitle: '在免费初步评估中，我们将明确您的需求，并可根据您的要求提供个性化报价。',
        button: '预约免费初步评估',
      },
    },
  },
}
