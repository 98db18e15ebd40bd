import type { PricingPage } from '../types'

export const preisePage: PricingPage = {
  ctaHref: '/kontakt',
  hourlyRate: 180,
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
          'Stundensatz 180 EUR, Pakete für USt-Registrierung, VAT Quick Scan, Zoll und OSS/IOSS, individuelle Beratung auf Anfrage. Alle Preise zzgl. gesetzlicher USt.',
      },
      hero: {
        title: 'Preise & Pakete',
        subtitle: 'Transparent kalkuliert – Festpreise und Pakete für typische Anliegen',
        intro:
          'Für typische Anliegen – von der Umsatzsteuer-Registrierung in Deutschland über den VAT Quick Scan bis zu Zoll und OSS/IOSS – bieten wir Pakete zum Fest- oder Ab-Preis an; individuelle Beratung kalkulieren wir auf Anfrage. Alle Preise verstehen sich zuzüglich gesetzlicher Umsatzsteuer.',
      },
      hourlyRate: 'Allgemeiner Stundensatz: {rate} zzgl. gesetzlicher Umsatzsteuer',
      packages: {
        title: 'Unsere Beratungspakete',
        button: 'Paket buchen',
        quoteButton: 'Angebot anfordern',
      },
      vatNote: 'Alle Preise zzgl. gesetzlicher Umsatzsteuer.',
      cta: {
        title: 'Welches Paket passt zu Ihnen?',
        subtitle:
          'Im kostenlosen Erstgespräch klären wir Ihren Bedarf und erstellen Ihnen auf Wunsch ein individuelles Angebot.',
        button: 'Erstgespräch vereinbaren',
      },
    },
    en: {
      meta: {
        title: 'Pricing & packages for VAT and customs',
        description:
          'Hourly rate EUR 180, packages for VAT registration, VAT Quick Scan, customs and OSS/IOSS, bespoke advice on request. All prices plus statutory VAT.',
      },
      hero: {
        title: 'Pricing & packages',
        subtitle: 'Transparent pricing – fixed fees and packages for typical matters',
        intro:
          'For common needs – from German VAT registration and the VAT Quick Scan to customs and OSS/IOSS – we offer packages at fixed or starting prices; bespoke advice is quoted on request. All prices are subject to statutory VAT.',
      },
      hourlyRate: 'General hourly rate: {rate} plus statutory VAT',
      packages: {
        title: 'Our advisory packages',
        button: 'Book this package',
        quoteButton: 'Request a quote',
      },
      vatNote: 'All prices plus statutory VAT.',
      cta: {
        title: 'Which package suits you?',
        subtitle:
          'In a free initial call we clarify what you need and, if you wish, prepare an individual quote.',
        button: 'Book a free initial call',
      },
    },
    zh: {
      meta: {
        title: '价格与服务套餐 – 增值税与海关',
        description:
          '小时费率180欧元；提供德国增值税注册、VAT快速检查、海关及OSS/IOSS套餐，个性化咨询按需报价。所有价格均另加法定增值税。',
      },
      hero: {
        title: '价格与套餐',
        subtitle: '价格透明——常见需求提供固定价格和套餐',
        intro:
          '针对常见需求——从德国增值税注册、VAT快速检查到海关及OSS/IOSS——我们提供固定价格或起价套餐；个性化咨询可按需报价。所有价格均另加法定增值税。',
      },
      hourlyRate: '一般小时费率：{rate}，另加法定增值税',
      packages: {
        title: '我们的咨询套餐',
        button: '预订套餐',
        quoteButton: '索取报价',
      },
      vatNote: '所有价格均另加法定增值税。',
      cta: {
        title: '哪个套餐适合您？',
        subtitle: '在免费的初步沟通中，我们将明确您的需求，并可根据您的要求提供个性化报价。',
        button: '预约初步沟通',
      },
    },
  },
}
