import type { Firm } from './types'

/**
 * The firm's identity, used by header, footer, imprint, structured data and mails.
 * PLACEHOLDERS: every value below is an example to be replaced with the firm's real data
 * before going live (see README.md, "Firm data").
 */
export const firm: Firm = {
  name: 'Kanzlei Dr. Lena Hartmann – Indirekte Steuern',
  shortName: 'Hartmann Indirekte Steuern',
  attorney: {
    name: 'Dr. Lena Hartmann',
    role: {
      de: 'Rechtsanwältin und Umsatzsteuerexpertin',
      en: 'Attorney and VAT expert',
      zh: '律师、增值税专家',
    },
  },
  address: {
    street: 'Aarstraße 12',
    postalCode: '65232',
    city: 'Taunusstein',
    region: 'Hessen',
    country: { de: 'Deutschland', en: 'Germany', zh: '德国' },
    countryCode: 'DE',
  },
  phone: { e164: '+4961289876540', display: '+49 6128 987654-0' },
  email: 'kontakt@hartmann-indirekte-steuern.example',
  profileUrl: 'https://www.linkedin.com/in/example-lena-hartmann',
  profileName: 'LinkedIn',
  chamber: {
    de: 'Rechtsanwaltskammer Frankfurt am Main',
    en: 'Frankfurt am Main Bar Association (Rechtsanwaltskammer Frankfurt am Main)',
    zh: '法兰克福律师协会（Rechtsanwaltskammer Frankfurt am Main）',
  },
  vatId: 'DE123456789',
  siteUrl: 'https://www.hartmann-indirekte-steuern.example',
  priceRange: '180–1500 EUR',
  areaServed: { de: 'Deutschland', en: 'Germany', zh: '德国' },
  copyrightYear: 2025,
}
