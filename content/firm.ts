import type { Firm } from './types'

/**
 * The firm's identity, used by header, footer, imprint, structured data and mails.
 * PLACEHOLDERS: every value below is an example to be replaced with the firm's real data
 * before going live (see docs/editing-content.md, "Firm data").
 */
export const firm: Firm = {
  name: 'Kanzlei Dr. Lena Hartmann – Indirekte Steuern',
  shortName: 'Hartmann Indirekte Steuern',
  attorney: {
    name: 'Dr. Lena Hartmann',
    role: {
      de: 'Rechtsanwältin und Umsatzsteuerexpertin',
      en: 'Lawyer and VAT specialist',
      zh: '律师、增值税专家',
    },
    // A neutral placeholder: replace content/images/attorney-portrait.jpg with the photo (docs/editing-content.md, "Portrait").
    photo: { src: '/images/attorney-portrait.jpg' },
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
  chamberAddress: 'Bockenheimer Anlage 36, 60322 Frankfurt am Main',
  professionalTitle: { de: 'Rechtsanwältin', en: 'Rechtsanwältin (German lawyer)', zh: '律师（Rechtsanwältin）' },
  titleConferredIn: { de: 'Bundesrepublik Deutschland', en: 'Federal Republic of Germany', zh: '德意志联邦共和国' },
  liabilityInsurance: {
    insurer: 'Beispiel Versicherung AG',
    address: 'Musterstraße 1, 80331 München',
    scope: {
      de: 'Tätigkeit in den Mitgliedstaaten der Europäischen Union',
      en: 'activities in the member states of the European Union',
      zh: '在欧盟成员国内的执业活动',
    },
  },
  dataProtectionAuthority: {
    name: {
      de: 'Der Hessische Beauftragte für Datenschutz und Informationsfreiheit',
      en: 'Hessian Commissioner for Data Protection and Freedom of Information',
      zh: '黑森州数据保护与信息自由专员（Der Hessische Beauftragte für Datenschutz und Informationsfreiheit）',
    },
    address: 'Gustav-Stresemann-Ring 1, 65189 Wiesbaden',
  },
  vatId: 'DE123456789',
  meetingService: {
    software: 'Jitsi Meet',
    operator: { name: 'Beispiel Videokonferenz GmbH', address: 'Musterweg 5, 10115 Berlin' },
    serverLocation: { de: 'Deutschland', en: 'Germany', zh: '德国' },
    processingAgreement: true,
    thirdCountryTransfer: null,
  },
  siteUrl: 'https://www.hartmann-indirekte-steuern.example',
  areaServed: { de: 'Deutschland', en: 'Germany', zh: '德国' },
}
