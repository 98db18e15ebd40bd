/**
 * Which specification the invoice claims (BT-24, the specification identifier) and what follows from
 * it: XRechnung 3.0 (with its extension and CVD), plain EN 16931, Peppol BIS Billing 3.0, and the
 * Factur-X/ZUGFeRD profiles. MINIMUM and BASIC WL carry no invoice lines and so not the content an
 * invoice needs under § 14 (4) UStG; EXTENDED is EN 16931 plus extension elements and is checked
 * against its EN 16931 core.
 */
export type ProfileId =
  | 'xrechnung-3.0'
  | 'xrechnung-3.0-extension'
  | 'xrechnung-3.0-cvd'
  | 'xrechnung-other-version'
  | 'en16931'
  | 'peppol-bis-billing-3'
  | 'factur-x-minimum'
  | 'factur-x-basic-wl'
  | 'factur-x-basic'
  | 'factur-x-en16931'
  | 'factur-x-extended'
  | 'unknown'
  | 'missing'

export interface Profile {
  readonly id: ProfileId
  /** BT-24 as written in the file. */
  readonly specificationIdentifier: string | null
  /** XRechnung's national rules (BR-DE-*) apply. */
  readonly xrechnung: boolean
  /** The profile can carry an invoice's mandatory content (§ 14 (4) UStG): false for MINIMUM and BASIC WL. */
  readonly invoiceUnderUstg: boolean
  /** EXTENDED: elements beyond EN 16931 are expected and explained, not refused. */
  readonly extension: boolean
  /** The XRechnung version BT-24 names (`3.0`, `2.3`, `1.2`, …), or null when it names none. */
  readonly xrechnungVersion: string | null
}

/**
 * An XRechnung version in BT-24, in the forms KoSIT has used: `urn:xeinkauf.de:kosit:xrechnung_3.0` (since 2.3),
 * `urn:xoev-de:kosit:standard:xrechnung_1.2` … `_2.3` and their extensions `urn:xoev-de:kosit:extension:xrechnung_2.x`,
 * alone or after `urn:cen.eu:en16931:2017#compliant#` (as in ZUGFeRD's profile XRECHNUNG).
 */
const XRECHNUNG_VERSION = /urn:(?:xeinkauf\.de|xoev-de):kosit:(?:standard:|extension:)?xrechnung_(\d+(?:\.\d+)*)/

const XR_CIUS = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'

const KNOWN: Record<string, ProfileId> = {
  [XR_CIUS]: 'xrechnung-3.0',
  [`${XR_CIUS}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`]: 'xrechnung-3.0-extension',
  [`${XR_CIUS}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`]: 'xrechnung-3.0-cvd',
  'urn:cen.eu:en16931:2017': 'en16931',
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0': 'peppol-bis-billing-3',
  'urn:factur-x.eu:1p0:minimum': 'factur-x-minimum',
  'urn:zugferd.de:2p0:minimum': 'factur-x-minimum',
  'urn:factur-x.eu:1p0:basicwl': 'factur-x-basic-wl',
  'urn:zugferd.de:2p0:basicwl': 'factur-x-basic-wl',
  'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic': 'factur-x-basic',
  'urn:cen.eu:en16931:2017#compliant#urn:zugferd.de:2p0:basic': 'factur-x-basic',
  'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended': 'factur-x-extended',
  'urn:cen.eu:en16931:2017#conformant#urn:zugferd.de:2p0:extended': 'factur-x-extended',
}

/** Factur-X's and ZUGFeRD's own profiles, written in CII only (Factur-X 1.0 / ZUGFeRD 2.x: UN/CEFACT CII D16B). */
const CII_ONLY: readonly ProfileId[] = ['factur-x-minimum', 'factur-x-basic-wl', 'factur-x-basic', 'factur-x-extended']

/**
 * The profile for a specification identifier. `inPdf`: the XML came from a Factur-X/ZUGFeRD PDF, where
 * plain `urn:cen.eu:en16931:2017` is the profile EN 16931 (formerly COMFORT). `syntax`: a UBL file
 * that names a Factur-X/ZUGFeRD profile claims what exists only in CII; no official validation has a
 * scenario for it, so it is `unknown` (as in the official validator).
 */
export function detectProfile(specificationIdentifier: string | null, inPdf = false, syntax: 'UBL' | 'CII' | null = null): Profile {
  const id = specificationIdentifier?.trim() ?? null
  let profile: ProfileId
  if (!id) profile = 'missing'
  else if (KNOWN[id]) profile = KNOWN[id]!
  else if (XRECHNUNG_VERSION.test(id)) profile = 'xrechnung-other-version'
  else profile = 'unknown'
  if (syntax === 'UBL' && CII_ONLY.includes(profile)) profile = 'unknown'
  if (profile === 'en16931' && inPdf) profile = 'factur-x-en16931'
  return {
    id: profile,
    specificationIdentifier: specificationIdentifier,
    xrechnung: profile === 'xrechnung-3.0' || profile === 'xrechnung-3.0-extension' || profile === 'xrechnung-3.0-cvd',
    invoiceUnderUstg: profile !== 'factur-x-minimum' && profile !== 'factur-x-basic-wl',
    extension: profile === 'factur-x-extended' || profile === 'xrechnung-3.0-extension',
    xrechnungVersion: (id && XRECHNUNG_VERSION.exec(id)?.[1]) ?? null,
  }
}
