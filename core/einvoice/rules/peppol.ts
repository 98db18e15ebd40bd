/**
 * Peppol BIS Billing 3.0's rules (its Schematron, release named in peppol-catalogue.ts) for invoices
 * that claim the profile Peppol BIS Billing 3.0: the rules XRechnung takes over (xrechnung.ts, written
 * once for both, here with Peppol's tolerance and flags), Peppol's other transaction rules, its identifier
 * checks (PEPPOL-COMMON-R040 … R050: GLN, Norwegian, Danish, Belgian, Italian, Swedish and Australian
 * numbers), its code lists and formats, and the national rules that apply by the seller's (and sometimes
 * the buyer's) country, each only where its Schematron context holds. They read the tree with UBL's paths as
 * Peppol's UBL Schematron does (each quotes the context or test it follows where that is not evident); of
 * Peppol's CII Schematron, the identifier checks are here too (the other CII rules are not yet). German rules DE-R-* are XRechnung's BR-DE-*
 * under Peppol's ids, for invoices between German parties.
 */
import { PEPPOL_LISTS } from './peppol-catalogue'
import { select, textOf, type XNode } from '../xml/path'
import { normalizeSpace, pathOf, type XElement } from '../xml/tree'
import type { BgId, BtId } from '../model/types'
import { germanRules, peppolIncludedRules } from './xrechnung'
import { rule, type BusinessRule, type RuleContext, type Violation } from './rule'

const list = (name: keyof typeof PEPPOL_LISTS) => new Set(PEPPOL_LISTS[name].split(' '))
const MIME = list('MIMECODE')
const UNCL5189 = list('UNCL5189')
const UNCL7161 = list('UNCL7161')
const UNCL2005 = list('UNCL2005')
const ISO4217 = list('ISO4217')
const EAID = list('eaid')

/** Peppol's tolerance for R040 and R120: 0.02 in every currency (KoSIT's 0.5 for HUF is XRechnung's). */
export const peppolSlack = () => '0.02'

// ---- XPath's functions as Peppol's Schematron uses them
const ns = normalizeSpace
const els = (context: XNode, path: string): XElement[] => select(context, path).filter((n): n is XElement => !('owner' in n))
const str = (context: XNode, path: string): string => {
  const n = select(context, path)[0]
  return n ? textOf(n) : ''
}
const has = (context: XNode, path: string) => select(context, path).length > 0
/** `string(number(x)) != 'NaN'`: x is a number in XPath's lexical forms (spaces around allowed). */
export const isXpathNumber = (s: string) => /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(s) || /^\s*[+-]?INF\s*$/.test(s)
/** `castable as xs:integer`. */
const isInteger = (s: string) => /^\s*[+-]?\d+\s*$/.test(s)

// ---- Check digits, as Peppol's Schematron functions compute them (u:gln, u:mod11, …)
const digitsOf = (s: string) => [...s].map((c) => c.charCodeAt(0) - 48)

/** u:gln: GS1 check digit, weights 3 and 1 from the right over all digits but the last. */
export function glnValid(value: string): boolean {
  if (!/^[0-9]+$/.test(value)) return false
  const d = digitsOf(value.slice(0, -1)).reverse()
  const sum = d.reduce((s, x, i) => s + x * (1 + ((i + 1) % 2) * 2), 0)
  return (10 - (sum % 10)) % 10 === Number(value.at(-1))
}

/** u:mod11: Norwegian organisation number, weights 2 … 7 from the right, check digit 11 − sum mod 11. */
export function mod11Valid(value: string): boolean {
  if (!(Number(value) > 0)) return false
  const d = digitsOf(value.slice(0, -1)).reverse()
  const sum = d.reduce((s, x, i) => s + x * ((i % 6) + 2), 0)
  return (11 - (sum % 11)) % 11 === Number(value.at(-1))
}

/** u:mod97-0208: Belgian enterprise number, the last two digits are 97 − (first eight mod 97). */
export function belgianValid(value: string): boolean {
  const calculated = 97 - (Number(value.slice(0, 8)) % 97)
  return Number(value.slice(8, 10)) === calculated
}

/** u:checkSEOrgnr: Swedish organisation number, Luhn over the first nine digits, the tenth is the check digit. */
export function swedishOrgValid(value: string): boolean {
  if (!/^\d+$/.test(value)) return false
  const main = value.slice(0, 9)
  let sum = 0
  for (let pos = 1; pos <= main.length; pos++) {
    const digit = Number(main[main.length - pos])
    sum += pos % 2 === 1 ? ((digit * 2) % 10) + Math.floor((digit * 2) / 10) : digit
  }
  return (10 - (sum % 10)) % 10 === Number(value[9] ?? Number.NaN)
}

/** u:abn: Australian Business Number, first digit minus one, weights 10, 1, 3, 5 … 19, sum mod 89 = 0. */
export function abnValid(value: string): boolean {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
  const d = digitsOf(value)
  return weights.reduce((s, w, i) => s + ((d[i] ?? Number.NaN) - (i === 0 ? 1 : 0)) * w, 0) % 89 === 0
}

/** u:checkCodiceIPA: six letters or digits. */
const ipaValid = (s: string) => /^[A-Za-z0-9]{6}$/.test(s)
/** u:checkCF: an Italian tax code of 16 characters in its pattern, or 11 digits. */
function codiceFiscaleValid(s: string): boolean {
  if (s.length === 11) return isInteger(s)
  if (s.length !== 16) return false
  const letters = (x: string) => /^[A-Za-z]*$/.test(x)
  return letters(s.slice(0, 6)) && isInteger(s.slice(6, 8)) && letters(s.slice(8, 9)) && isInteger(s.slice(9, 11)) && isInteger(s.slice(14, 15)) && letters(s.slice(15, 16))
}
/** u:checkPIVA: 0 when the digits' Luhn sum (every second digit doubled from the second) is a multiple of 10. */
function partitaIvaRemainder(s: string): number {
  if (!isInteger(s)) return 1
  let sum = 0
  let rest = s
  let even = 0
  while (isInteger(rest)) {
    const digit = Number(rest[0])
    sum += even === 1 ? Number('0246813579'[digit]) : digit
    rest = rest.slice(1)
    even = even === 0 ? 1 : 0
  }
  return sum % 10
}
/** u:checkPIVAseIT: an Italian VAT number (prefix IT) has 11 digits with a valid check digit; other prefixes pass. */
const partitaIvaValid = (s: string) => (s.slice(0, 2) !== 'IT' && s.slice(0, 2) !== 'it' ? true : s.slice(2).length === 11 && partitaIvaRemainder(s.slice(2)) === 0)

/** u:TinVerification: a Greek tax number's ninth digit. */
export function greekTinValid(value: string): boolean {
  const d = [...value].map(Number)
  const sum = [256, 128, 64, 32, 16, 8, 4, 2].reduce((s, w, i) => s + (d[i] ?? Number.NaN) * w, 0)
  return (sum % 11) % 10 === d[8]
}

// ---- The Schematron's variables
const VAT_ID = "cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID"
const prefixOf = (context: XNode, path: string) => {
  const id = select(context, path)[0]
  return id && textOf(id).slice(0, 2) ? ns(textOf(id).slice(0, 2)).toUpperCase() : null
}
/** `$supplierCountry`: the seller's VAT ID prefix, else the tax representative's, else the seller's country code, else XX. */
function supplierCountry(root: XElement): string {
  return (
    prefixOf(root, `cac:AccountingSupplierParty/cac:Party/${VAT_ID}`) ??
    prefixOf(root, `cac:TaxRepresentativeParty/${VAT_ID}`) ??
    (has(root, 'cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode') ? ns(str(root, 'cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode')).toUpperCase() : 'XX')
  )
}
function customerCountry(root: XElement): string {
  return prefixOf(root, `cac:AccountingCustomerParty/cac:Party/${VAT_ID}`) ?? (has(root, 'cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode') ? ns(str(root, 'cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode')).toUpperCase() : 'XX')
}
/** The postal country code as written (`$DKSupplierCountry`, `$SupplierCountry`, the Swedish contexts). */
const postal = (root: XElement, party: 'Supplier' | 'Customer') => select(root, `cac:Accounting${party}Party/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode`).map(textOf).join('')
/** `$supplierCountryIsDE` and the like: the postal country code, normalised and upper-cased. */
const postalIs = (root: XElement, party: 'Supplier' | 'Customer', code: string) => ns(postal(root, party)).toUpperCase() === code

// ---- Writing rules on the tree
type Check = (root: XElement, context: RuleContext) => Iterable<Violation>
/** A Peppol rule: Peppol's Schematron binds it to UBL; a CII file is not checked by it. */
const ubl = (id: string, bt: readonly (BtId | BgId)[], check: Check): BusinessRule => rule(id, bt, (context) => (context.syntax === 'UBL' ? check(context.root, context) : []))
/** Fires at each element of `path` where `holds` is false. */
const at = (path: string | ((root: XElement) => XElement[]), holds: (e: XElement, root: XElement) => boolean): Check =>
  function* (root) {
    for (const e of typeof path === 'string' ? els(root, path) : path(root)) if (!holds(e, root)) yield { path: pathOf(e) }
  }
/** Fires once at the document when `holds` is false. */
const doc = (holds: (root: XElement) => boolean): Check =>
  function* (root) {
    if (!holds(root)) yield { path: pathOf(root) }
  }
const when = (condition: (root: XElement) => boolean, check: Check): Check =>
  function* (root, context) {
    if (condition(root)) yield* check(root, context)
  }
const LINES = 'cac:InvoiceLine | cac:CreditNoteLine'
const isInvoice = (root: XElement) => root.name === 'ubl:Invoice'

/** Every element in the document with one of these names. */
function named(root: XElement, names: ReadonlySet<string>): XElement[] {
  const found: XElement[] = []
  const stack = [root]
  while (stack.length) {
    const e = stack.pop()!
    if (names.has(e.name)) found.push(e)
    for (let i = e.children.length - 1; i >= 0; i--) stack.push(e.children[i]!)
  }
  return found.reverse()
}

/**
 * The identifiers with a scheme. UBL: `cbc:EndpointID[@schemeID = X] | cac:PartyIdentification/cbc:ID[@schemeID = X] |
 * cbc:CompanyID[@schemeID = X]`; CII: `ram:URIID[@schemeID = X] | ram:ID[@schemeID = X] | ram:GlobalID[@schemeID = X]`.
 * `endpointOnly`: only the electronic address (UBL's EndpointID, CII's URIID), as for 9906 and 9907.
 */
const CII_IDENTIFIERS = new Set(['ram:URIID', 'ram:ID', 'ram:GlobalID'])
const identifiers = (scheme: string, endpointOnly = false) => (root: XElement) =>
  root.name.startsWith('rsm:')
    ? named(root, endpointOnly ? new Set(['ram:URIID']) : CII_IDENTIFIERS).filter((e) => e.attributes.get('schemeID') === scheme)
    : named(root, new Set(['cbc:EndpointID', 'cbc:ID', 'cbc:CompanyID'])).filter(
        (e) => e.attributes.get('schemeID') === scheme && (e.name === 'cbc:EndpointID' || (!endpointOnly && (e.name === 'cbc:CompanyID' || e.parent?.name === 'cac:PartyIdentification'))),
      )
/** An identifier check: Peppol's UBL and CII Schematrons state it alike (`syntaxes` where one of them lacks it). */
const identifierRule = (id: string, scheme: string, holds: (value: string, syntax: 'UBL' | 'CII') => boolean, endpointOnly = false, syntaxes: readonly ('UBL' | 'CII')[] = ['UBL', 'CII']) =>
  rule(id, [], function* ({ root, syntax }) {
    if (!syntaxes.includes(syntax)) return
    for (const e of identifiers(scheme, endpointOnly)(root)) if (!holds(ns(textOf(e)), syntax)) yield { path: pathOf(e) }
  })

const AMOUNTS = new Set(['cbc:Amount', 'cbc:BaseAmount', 'cbc:PriceAmount', 'cbc:TaxableAmount', 'cbc:LineExtensionAmount', 'cbc:TaxExclusiveAmount', 'cbc:TaxInclusiveAmount', 'cbc:AllowanceTotalAmount', 'cbc:ChargeTotalAmount', 'cbc:PrepaidAmount', 'cbc:PayableRoundingAmount', 'cbc:PayableAmount'])
/** R051's context: the amounts, and the tax amounts of the tax total with subtotals and of each subtotal. */
const r051Amounts = (root: XElement) =>
  named(root, new Set([...AMOUNTS, 'cbc:TaxAmount'])).filter((e) => e.name !== 'cbc:TaxAmount' || e.parent?.name === 'cac:TaxSubtotal' || (e.parent?.name === 'cac:TaxTotal' && e.parent.children.some((c) => c.name === 'cac:TaxSubtotal')))

const DATES = new Set(['cbc:IssueDate', 'cbc:DueDate', 'cbc:TaxPointDate', 'cbc:StartDate', 'cbc:EndDate', 'cbc:ActualDeliveryDate'])
/** `string-length(text()) = 10 and (string(.) castable as xs:date)`: YYYY-MM-DD and a real day. */
export function peppolDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]
  return y > 0 && days !== undefined && d >= 1 && d <= days
}

const EXEMPTIONS: ReadonlyArray<readonly [string, string, string]> = [
  ['PEPPOL-EN16931-P0104', 'VATEX-EU-G', 'G'],
  ['PEPPOL-EN16931-P0105', 'VATEX-EU-O', 'O'],
  ['PEPPOL-EN16931-P0106', 'VATEX-EU-IC', 'K'],
  ['PEPPOL-EN16931-P0107', 'VATEX-EU-AE', 'AE'],
  ['PEPPOL-EN16931-P0108', 'VATEX-EU-D', 'E'],
  ['PEPPOL-EN16931-P0109', 'VATEX-EU-F', 'E'],
  ['PEPPOL-EN16931-P0110', 'VATEX-EU-I', 'E'],
  ['PEPPOL-EN16931-P0111', 'VATEX-EU-J', 'E'],
]

function transactionRules(): BusinessRule[] {
  const bothDE = (root: XElement) => postalIs(root, 'Supplier', 'DE') && postalIs(root, 'Customer', 'DE')
  const profileNumber = (root: XElement) => /urn:fdc:peppol\.eu:2017:poacc:billing:([0-9]{2}):1\.0/.test(ns(str(root, 'cbc:ProfileID')))
  const process01 = (root: XElement) => ns(str(root, 'cbc:ProfileID')).split(':')[6] === '01'
  return [
    ubl('PEPPOL-EN16931-R080', ['BT-11'], doc((root) => isInvoice(root) || els(root, "cac:AdditionalDocumentReference[cbc:DocumentTypeCode = '50']").length <= 1)),
    // `$profile != 'Unknown'`: ProfileID contains the process form (XPath's matches is not anchored).
    ubl('PEPPOL-EN16931-R007', ['BT-23'], doc((root) => has(root, 'cbc:ProfileID') && profileNumber(root))),
    ubl('PEPPOL-EN16931-R002', ['BT-22'], doc((root) => els(root, 'cbc:Note').length <= 1 || bothDE(root))),
    ubl('PEPPOL-EN16931-R003', ['BT-10', 'BT-13'], doc((root) => has(root, 'cbc:BuyerReference') || has(root, 'cac:OrderReference/cbc:ID'))),
    ubl('PEPPOL-EN16931-R004', ['BT-24'], doc((root) => ns(els(root, 'cbc:CustomizationID').map((e) => e.ownText).join('')).startsWith('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'))),
    ubl('PEPPOL-EN16931-R051', ['BT-5'], at(r051Amounts, (e, root) => e.attributes.get('currencyID') === str(root, 'cbc:DocumentCurrencyCode'))),
    ubl('PEPPOL-EN16931-R100', ['BT-128'], at(LINES, (l) => els(l, 'cac:DocumentReference').length <= 1)),
    // Code lists and formats
    ubl('PEPPOL-EN16931-CL001', ['BT-125'], at((root) => named(root, new Set(['cbc:EmbeddedDocumentBinaryObject'])).filter((e) => e.attributes.has('mimeCode')), (e) => MIME.has(e.attributes.get('mimeCode')!))),
    ubl('PEPPOL-EN16931-CL002', ['BT-98', 'BT-140'], at("//cac:AllowanceCharge[cbc:ChargeIndicator = 'false']/cbc:AllowanceChargeReasonCode", (e) => UNCL5189.has(ns(e.ownText)))),
    ubl('PEPPOL-EN16931-CL003', ['BT-105', 'BT-145'], at("//cac:AllowanceCharge[cbc:ChargeIndicator = 'true']/cbc:AllowanceChargeReasonCode", (e) => UNCL7161.has(ns(e.ownText)))),
    ubl('PEPPOL-EN16931-CL006', ['BT-8'], at('//cac:InvoicePeriod/cbc:DescriptionCode', (e) => UNCL2005.has(ns(e.ownText)))),
    ubl('PEPPOL-EN16931-CL007', ['BT-5'], at((root) => named(root, new Set([...AMOUNTS, 'cbc:TaxAmount'])), (e) => ISO4217.has(e.attributes.get('currencyID') ?? ''))),
    ubl('PEPPOL-EN16931-P0100', ['BT-3'], at('//cbc:InvoiceTypeCode', (e, root) => !process01(root) || ['71', '80', '82', '84', '102', '218', '219', '326', '331', '380', '382', '383', '384', '386', '388', '393', '395', '553', '575', '623', '780', '817', '870', '875', '876', '877'].includes(ns(e.ownText)))),
    ubl('PEPPOL-EN16931-P0112', ['BT-3'], at('//cbc:InvoiceTypeCode', (e, root) => !['326', '384'].includes(ns(textOf(e))) || bothDE(root))),
    ubl('PEPPOL-EN16931-P0101', ['BT-3'], at('//cbc:CreditNoteTypeCode', (e, root) => !process01(root) || ['381', '396', '81', '83', '532'].includes(ns(e.ownText)))),
    ubl('PEPPOL-EN16931-F001', ['BT-2', 'BT-9', 'BT-7', 'BT-73', 'BT-74', 'BT-72', 'BT-134', 'BT-135'], at((root) => named(root, DATES), (e) => e.ownText.length === 10 && peppolDate(e.ownText))),
    ubl('PEPPOL-EN16931-CL008', ['BT-34', 'BT-49'], at((root) => named(root, new Set(['cbc:EndpointID'])).filter((e) => e.attributes.has('schemeID')), (e) => EAID.has(e.attributes.get('schemeID')!))),
    ...EXEMPTIONS.map(([id, code, category]) =>
      ubl(id, ['BT-121', 'BT-118'], at((root) => named(root, new Set(['cac:TaxCategory'])).filter((t) => els(t, 'cbc:TaxExemptionReasonCode').some((c) => textOf(c).toUpperCase() === code)), (t) => ns(str(t, 'cbc:ID')) === category)),
    ),
    // Identifiers by scheme (ISO 6523 ICD, Peppol's electronic address schemes)
    identifierRule('PEPPOL-COMMON-R040', '0088', (v) => /^[0-9]+$/.test(v) && glnValid(v)),
    identifierRule('PEPPOL-COMMON-R041', '0192', (v) => /^[0-9]{9}$/.test(v) && mod11Valid(v)),
    // `string()`, not normalised.
    rule('PEPPOL-COMMON-R042', [], function* ({ root }) {
      for (const e of identifiers('0184')(root)) {
        const v = textOf(e)
        if (!((v.length === 10 && v.startsWith('DK') && /^[0-9]*$/.test(v.slice(2, 10))) || (v.length === 8 && /^[0-9]*$/.test(v)))) yield { path: pathOf(e) }
      }
    }),
    identifierRule('PEPPOL-COMMON-R043', '0208', (v) => /^[0-9]{10}$/.test(v) && belgianValid(v)),
    identifierRule('PEPPOL-COMMON-R044', '0201', ipaValid),
    identifierRule('PEPPOL-COMMON-R045', '0210', codiceFiscaleValid),
    identifierRule('PEPPOL-COMMON-R046', '9907', codiceFiscaleValid, true),
    identifierRule('PEPPOL-COMMON-R047', '0211', partitaIvaValid),
    identifierRule('PEPPOL-COMMON-R048', '9906', partitaIvaValid, true, ['CII']),
    identifierRule('PEPPOL-COMMON-R049', '0007', (v) => v.length === 10 && isXpathNumber(v) && swedishOrgValid(v)),
    // CII's assert checks the sum only, UBL's also eleven digits.
    identifierRule('PEPPOL-COMMON-R050', '0151', (v, syntax) => (syntax === 'CII' || /^[0-9]{11}$/.test(v)) && abnValid(v)),
  ]
}

/** XRechnung's rule ids and Peppol's for the same German rule (Peppol's German rules, for German sellers selling to German buyers). */
const GERMAN_IDS: Readonly<Record<string, string>> = {
  'BR-DE-1': 'DE-R-001', 'BR-DE-2': 'DE-R-002', 'BR-DE-3': 'DE-R-003', 'BR-DE-4': 'DE-R-004', 'BR-DE-5': 'DE-R-005', 'BR-DE-6': 'DE-R-006', 'BR-DE-7': 'DE-R-007',
  'BR-DE-8': 'DE-R-008', 'BR-DE-9': 'DE-R-009', 'BR-DE-10': 'DE-R-010', 'BR-DE-11': 'DE-R-011', 'BR-DE-14': 'DE-R-014', 'BR-DE-15': 'DE-R-015', 'BR-DE-16': 'DE-R-016',
  'BR-DE-17': 'DE-R-017', 'BR-DE-18': 'DE-R-018', 'BR-DE-19': 'DE-R-019', 'BR-DE-20': 'DE-R-020', 'BR-DE-22': 'DE-R-022', 'BR-DE-23-a': 'DE-R-023-1', 'BR-DE-23-b': 'DE-R-023-2',
  'BR-DE-24-a': 'DE-R-024-1', 'BR-DE-24-b': 'DE-R-024-2', 'BR-DE-25-a': 'DE-R-025-1', 'BR-DE-25-b': 'DE-R-025-2', 'BR-DE-26': 'DE-R-026', 'BR-DE-27': 'DE-R-027',
  'BR-DE-28': 'DE-R-028', 'BR-DE-30': 'DE-R-030', 'BR-DE-31': 'DE-R-031',
}
/** Peppol's `$XR-EMAIL-REGEX` (DE-R-028). */
const PEPPOL_EMAIL = /^[a-zA-Z0-9!#$%&"*+/=?^_`{|}~-]+(\.[a-zA-Z0-9!#$%&"*+/=?^_`{|}~-]+)*@([a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?$/

function germanPeppolRules(): BusinessRule[] {
  const bothDE = (root: XElement) => postalIs(root, 'Supplier', 'DE') && postalIs(root, 'Customer', 'DE')
  return germanRules(PEPPOL_EMAIL).flatMap((r) => {
    const id = GERMAN_IDS[r.id]
    return id ? [rule(id, r.bt, (context) => (context.syntax === 'UBL' && bothDE(context.root) ? r.check(context) : []))] : []
  })
}

function nationalRules(): BusinessRule[] {
  const SUPPLIER = 'cac:AccountingSupplierParty/cac:Party'
  const CUSTOMER = 'cac:AccountingCustomerParty/cac:Party'
  const vatOf = (party: XNode) => els(party, "cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID")
  const seller = (root: XElement) => els(root, SUPPLIER)
  // Norway: `$supplierCountry = 'NO'`.
  const no = (root: XElement) => supplierCountry(root) === 'NO'
  // Denmark: `$DKSupplierCountry`, `$DKCustomerCountry` (the codes as written).
  const dk = (root: XElement) => postal(root, 'Supplier') === 'DK'
  const dkDk = (root: XElement) => dk(root) && postal(root, 'Customer') === 'DK'
  // Sweden: the seller's country code SE and a VAT ID starting with SE.
  const seSeller = (party: XElement) => str(party, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode') === 'SE'
  const seVat = (party: XElement) => seSeller(party) && vatOf(party).some((c) => textOf(c).slice(0, 2) === 'SE')
  const swedishSeller = (root: XElement) => seller(root).some(seSeller)
  // Iceland: `$SupplierCountry = 'IS'`.
  const is = (root: XElement) => postal(root, 'Supplier') === 'IS'
  // Netherlands: `$supplierCountryIsNL` (normalised, upper case).
  const nl = (root: XElement) => postalIs(root, 'Supplier', 'NL')
  const nlNl = (root: XElement) => nl(root) && postalIs(root, 'Customer', 'NL')
  // Greece: `$isGreekSender` from `$supplierCountry` (GR or EL).
  const gr = (root: XElement) => ['GR', 'EL'].includes(supplierCountry(root))
  const grGr = (root: XElement) => gr(root) && ['GR', 'EL'].includes(customerCountry(root))
  const grInGreece = (root: XElement) => gr(root) && has(root, "cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cac:Country[cbc:IdentificationCode = 'GR']")
  const dkPaymentMeans = (root: XElement) => (isInvoice(root) && dkDk(root) ? els(root, 'cac:PaymentMeans') : [])
  const code = (pm: XElement) => str(pm, 'cbc:PaymentMeansCode')
  const paymentId = (pm: XElement) => str(pm, 'cbc:PaymentID')
  const filledAt = (e: XNode, path: string) => ns(str(e, path)) !== ''
  const greekVat = (party: XNode) => {
    const ids = els(party, "cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID")
    return ids.length === 1 && textOf(ids[0]!).slice(0, 2) === 'EL' && greekTinValid(textOf(ids[0]!).slice(2))
  }
  // (A literal with '|' is compared here, not in a path: the path language splits alternatives at '|'.)
  const invoiceUrls = (root: XElement) => els(root, 'cac:AdditionalDocumentReference').filter((r) => els(r, 'cbc:DocumentDescription').some((d) => textOf(d) === '##INVOICE|URL##'))
  const eindagi = "cac:AdditionalDocumentReference[cbc:DocumentDescription = 'EINDAGI']"
  const accountOf = (root: XElement, means: string) => {
    const pm = els(root, `cac:PaymentMeans[cbc:PaymentMeansCode = '${means}']`)
    return !pm.length || (pm.some((p) => has(p, 'cac:PayeeFinancialAccount/cbc:ID')) && ns(str(pm[0]!, 'cac:PayeeFinancialAccount/cbc:ID')).length === 12)
  }
  return [
    // ---- Norway
    ubl('NO-R-002', ['BT-32'], when(no, at(SUPPLIER, (p) => ns(str(p, "cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'TAX']/cbc:CompanyID")) === 'Foretaksregisteret'))),
    ubl('NO-R-001', ['BT-31'], when(no, at(SUPPLIER, (p) => {
      const vat = vatOf(p)[0]
      if (!vat || textOf(vat).slice(0, 2) !== 'NO') return true
      const v = textOf(vat)
      return /^[0-9]{9}MVA$/.test(v.slice(2)) && mod11Valid(v.slice(2, 11))
    }))),
    // ---- Denmark
    ubl('DK-R-002', ['BT-30'], when(dk, doc((root) => filledAt(root, `${SUPPLIER}/cac:PartyLegalEntity/cbc:CompanyID`)))),
    ubl('DK-R-014', ['BT-30-1'], when(dk, doc((root) => !has(root, `${SUPPLIER}/cac:PartyLegalEntity/cbc:CompanyID`) || ns(els(root, `${SUPPLIER}/cac:PartyLegalEntity/cbc:CompanyID`)[0]!.attributes.get('schemeID') ?? '') === '0184'))),
    ubl('DK-R-016', ['BT-115'], when(dk, doc((root) => !(!isInvoice(root) && postal(root, 'Customer') === 'DK' && Number(str(root, 'cac:LegalMonetaryTotal/cbc:PayableAmount')) < 0)))),
    ubl('DK-R-013', ['BT-29', 'BT-46'], when(dkDk, at(`${SUPPLIER}/cac:PartyIdentification | ${CUSTOMER}/cac:PartyIdentification`, (pi) => !has(pi, 'cbc:ID') || ns(els(pi, 'cbc:ID')[0]!.attributes.get('schemeID') ?? '') !== ''))),
    ubl('DK-R-005', ['BT-81'], at(dkPaymentMeans, (pm) => ' 1 10 31 42 48 49 50 58 59 93 97 '.includes(` ${code(pm)} `))),
    ubl('DK-R-006', ['BT-84'], at(dkPaymentMeans, (pm) => !['31', '42'].includes(ns(code(pm))) || (filledAt(pm, 'cac:PayeeFinancialAccount/cbc:ID') && filledAt(pm, 'cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID')))),
    ubl('DK-R-007', ['BT-89', 'BT-91'], at(dkPaymentMeans, (pm) => ns(code(pm)) !== '49' || (filledAt(pm, 'cac:PaymentMandate/cbc:ID') && filledAt(pm, 'cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID')))),
    ubl('DK-R-008', ['BT-83', 'BT-84'], at(dkPaymentMeans, (pm) => ns(code(pm)) !== '50' || (['01#', '04#', '15#'].includes(paymentId(pm).slice(0, 3)) && /^[0-9]{7,8}$/.test(str(pm, 'cac:PayeeFinancialAccount/cbc:ID'))))),
    ubl('DK-R-009', ['BT-83'], at(dkPaymentMeans, (pm) => !(ns(code(pm)) === '50' && ['04#', '15#'].includes(paymentId(pm).slice(0, 3)) && paymentId(pm).length !== 19))),
    ubl('DK-R-010', ['BT-83', 'BT-84'], at(dkPaymentMeans, (pm) => ns(code(pm)) !== '93' || (['71#', '73#', '75#'].includes(paymentId(pm).slice(0, 3)) && str(pm, 'cac:PayeeFinancialAccount/cbc:ID').length === 8))),
    ubl('DK-R-011', ['BT-83'], at(dkPaymentMeans, (pm) => !(ns(code(pm)) === '93' && ['71#', '75#'].includes(paymentId(pm).slice(0, 3)) && ![18, 19].includes(paymentId(pm).length)))),
    ubl('DK-R-003', ['BT-158'], when(dkDk, at(LINES, (l) => {
      const codes = els(l, 'cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode')
      const tst = codes.some((c) => c.attributes.get('listID') === 'TST')
      return !tst || codes.some((c) => ['19.05.01', '19.0501', '26.08.01', '26.0801'].includes(c.attributes.get('listVersionID') ?? ''))
    }))),
    ubl('DK-R-004', ['BT-97', 'BT-98', 'BT-104', 'BT-105'], when(dkDk, at('//cac:AllowanceCharge', (ac) => {
      if (!els(ac, 'cbc:AllowanceChargeReasonCode').some((c) => textOf(c) === 'ZZZ')) return true
      const reason = str(ac, 'cbc:AllowanceChargeReason')
      const n = Number(reason)
      return (ns(reason).length === 4 && isXpathNumber(reason) && n >= 0 && n <= 9999) || (has(ac, 'cbc:AllowanceChargeReason') && reason.includes('#') && !reason.startsWith('#') && !reason.endsWith('#'))
    }))),
    // ---- Italy: `$supplierCountry = 'IT'`
    ubl('IT-R-001', ['BT-32'], when((root) => supplierCountry(root) === 'IT', at(`${SUPPLIER}/cac:PartyTaxScheme`, (ts) => ns(str(ts, 'cac:TaxScheme/cbc:ID')) === 'VAT' || /^[A-Z0-9]{11,16}$/.test(ns(str(ts, 'cbc:CompanyID')))))),
    ubl('IT-R-002', ['BT-35'], when((root) => supplierCountry(root) === 'IT', at(SUPPLIER, (p) => has(p, 'cac:PostalAddress/cbc:StreetName')))),
    ubl('IT-R-003', ['BT-37'], when((root) => supplierCountry(root) === 'IT', at(SUPPLIER, (p) => has(p, 'cac:PostalAddress/cbc:CityName')))),
    ubl('IT-R-004', ['BT-38'], when((root) => supplierCountry(root) === 'IT', at(SUPPLIER, (p) => has(p, 'cac:PostalAddress/cbc:PostalZone')))),
    // ---- Sweden
    ubl('SE-R-001', ['BT-31'], at((root) => seller(root).filter(seVat), (p) => ns(textOf(vatOf(p)[0]!)).length === 14)),
    ubl('SE-R-002', ['BT-31'], at((root) => seller(root).filter(seVat), (p) => isXpathNumber(textOf(vatOf(p)[0]!).slice(2, 14)))),
    ...(['SE-R-003', 'SE-R-004', 'SE-R-013'] as const).map((id) =>
      ubl(id, ['BT-30'], at((root) => seller(root).filter(seSeller).flatMap((p) => els(p, 'cac:PartyLegalEntity').filter((le) => has(le, 'cbc:CompanyID'))), (le) => {
        const value = str(le, 'cbc:CompanyID')
        return id === 'SE-R-003' ? isXpathNumber(value) : id === 'SE-R-004' ? ns(value).length === 10 : swedishOrgValid(ns(value))
      })),
    ),
    ubl('SE-R-005', ['BT-32'], at((root) => seller(root).filter((p) => seSeller(p) && has(p, 'cac:PartyLegalEntity/cbc:CompanyID')).flatMap((p) => els(p, 'cac:PartyTaxScheme').filter((ts) => ns(str(ts, 'cac:TaxScheme/cbc:ID')).toUpperCase() !== 'VAT').flatMap((ts) => els(ts, 'cbc:CompanyID'))), (c) => ns(textOf(c)).toUpperCase() === 'GODKÄND FÖR F-SKATT')),
    ubl('SE-R-006', ['BT-119', 'BT-152', 'BT-96', 'BT-103'], when((root) => seller(root).some(seVat), at((root) => named(root, new Set(['cac:TaxCategory', 'cac:ClassifiedTaxCategory'])).filter((t) => els(t, 'cbc:ID').some((c) => textOf(c) === 'S')), (t) => [25, 12, 6].includes(Number(str(t, 'cbc:Percent')))))),
    ...(
      [
        ['SE-R-007', 'SE:PLUSGIRO', (v: string) => isXpathNumber(v)],
        ['SE-R-010', 'SE:PLUSGIRO', (v: string) => ns(v).length >= 2 && ns(v).length <= 8],
        ['SE-R-008', 'SE:BANKGIRO', (v: string) => isXpathNumber(v)],
        ['SE-R-009', 'SE:BANKGIRO', (v: string) => ns(v).length === 7 || ns(v).length === 8],
      ] as const
    ).map(([id, giro, holds]) =>
      ubl(id, ['BT-84'], when(swedishSeller, at((root) => els(root, '//cac:PaymentMeans').filter((pm) => ns(code(pm)) === '30' && ns(str(pm, 'cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID')) === giro).flatMap((pm) => els(pm, 'cac:PayeeFinancialAccount/cbc:ID')), (e) => holds(textOf(e))))),
    ),
    ubl('SE-R-011', ['BT-81'], when(swedishSeller, at('//cac:PaymentMeans', (pm) => !els(pm, 'cbc:PaymentMeansCode').some((c) => ['50', '56'].includes(textOf(c)))))),
    ubl('SE-R-012', ['BT-81'], when((root) => swedishSeller(root) && els(root, CUSTOMER).some(seSeller), at('//cac:PaymentMeans', (pm) => !els(pm, 'cbc:PaymentMeansCode').some((c) => textOf(c) === '31')))),
    // ---- Greece
    ...(
      [
        ['GR-R-001-1', (s: string[]) => s.length === 6],
        ['GR-R-001-4', (s: string[]) => ns(s[2] ?? '').length > 0 && isXpathNumber(s[2] ?? '') && isInteger(s[2] ?? '') && Number(s[2]) >= 0],
        ['GR-R-001-5', (s: string[]) => ns(s[3] ?? '').length > 0 && ['1.1', '1.6', '2.1', '2.4', '5.1', '5.2', ''].includes(s[3] ?? '')],
        ['GR-R-001-6', (s: string[]) => (s[4] ?? '').length > 0],
        ['GR-R-001-7', (s: string[]) => (s[5] ?? '').length > 0],
      ] as const
    ).map(([id, holds]) => ubl(id, ['BT-1'], when(gr, at('cbc:ID', (e) => holds(textOf(e).split('|')))))),
    ubl('GR-R-001-2', ['BT-1'], when(gr, at('cbc:ID', (e, root) => {
      const first = textOf(e).split('|')[0] ?? ''
      const tins = [...els(root, `${SUPPLIER}/${VAT_ID}`), ...els(root, `cac:TaxRepresentativeParty/${VAT_ID}`)].map((c) => textOf(c).slice(2, 11))
      return ns(first).length === 9 && greekTinValid(first) && tins.includes(first)
    }))),
    ubl('GR-R-001-3', ['BT-1', 'BT-2'], when(gr, at('cbc:ID', (e, root) => {
      const second = textOf(e).split('|')[1] ?? ''
      const [y, m, d] = str(root, 'cbc:IssueDate').split('-')
      const parts = second.split('/')
      return ns(second).length > 0 && /^(0?[1-9]|[12][0-9]|3[01])[-\\/ ]?(0?[1-9]|1[0-2])[-\\/ ]?(19|20)[0-9]{2}/.test(second) && parts[0] === d && parts[1] === m && parts[2] === y
    }))),
    ubl('GR-R-002', ['BT-27'], when(gr, at(SUPPLIER, (p) => str(p, 'cac:PartyName/cbc:Name').length > 0))),
    ubl('GR-S-011', ['BT-31'], when(gr, at(SUPPLIER, greekVat))),
    ubl('GR-R-003', ['BT-31'], when(gr, at(`${SUPPLIER}/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID = 'VAT']/cbc:CompanyID`, (c) => textOf(c).slice(0, 2) === 'EL' && greekTinValid(textOf(c).slice(2))))),
    ubl('GR-R-004-1', ['BT-122'], when(grInGreece, doc((root) => els(root, "cac:AdditionalDocumentReference[cbc:DocumentDescription = '##M.AR.K##']").length === 1))),
    ubl('GR-S-008-1', ['BT-122'], when(grInGreece, doc((root) => invoiceUrls(root).length === 1))),
    ubl('GR-R-008-2', ['BT-122'], when(grInGreece, doc((root) => invoiceUrls(root).length <= 1))),
    ubl('GR-R-004-2', ['BT-122'], when(grInGreece, at("cac:AdditionalDocumentReference[cbc:DocumentDescription = '##M.AR.K##']/cbc:ID", (e) => /^[1-9]/.test(textOf(e))))),
    ubl('GR-R-008-3', ['BT-124'], when(gr, at((root) => named(root, new Set(['cac:AdditionalDocumentReference'])).filter((r) => els(r, 'cbc:DocumentDescription').some((d) => textOf(d) === '##INVOICE|URL##')), (e) => ns(str(e, 'cac:Attachment/cac:ExternalReference/cbc:URI')).length > 0))),
    ubl('GR-R-005', ['BT-44'], when(gr, at(CUSTOMER, (p) => str(p, 'cac:PartyName/cbc:Name').length > 0))),
    ubl('GR-R-009', ['BT-34'], when(gr, at(`${SUPPLIER}/cbc:EndpointID`, (e) => e.attributes.get('schemeID') === '9933' && greekTinValid(textOf(e))))),
    ubl('GR-R-006', ['BT-48'], when(grGr, at(CUSTOMER, greekVat))),
    ubl('GR-R-010', ['BT-49'], when(grGr, at(`${CUSTOMER}/cbc:EndpointID`, (e) => e.attributes.get('schemeID') === '9933' && greekTinValid(textOf(e))))),
    // ---- Iceland
    ubl('IS-R-001', ['BT-3'], when(is, doc((root) => ['380', '381'].includes(ns(str(root, 'cbc:InvoiceTypeCode'))) || ['380', '381'].includes(ns(str(root, 'cbc:CreditNoteTypeCode')))))),
    ubl('IS-R-002', ['BT-30'], when(is, doc((root) => els(root, `${SUPPLIER}/cac:PartyLegalEntity/cbc:CompanyID`).some((c) => c.attributes.get('schemeID') === '0196')))),
    ubl('IS-R-003', ['BT-35', 'BT-38'], when(is, doc((root) => has(root, `${SUPPLIER}/cac:PostalAddress/cbc:StreetName`) && has(root, `${SUPPLIER}/cac:PostalAddress/cbc:PostalZone`)))),
    ubl('IS-R-006', ['BT-84'], when(is, doc((root) => accountOf(root, '9')))),
    ubl('IS-R-007', ['BT-84'], when(is, doc((root) => accountOf(root, '42')))),
    ubl('IS-R-008', ['BT-122'], when(is, doc((root) => !has(root, eindagi) || (str(root, `${eindagi}/cbc:ID`).length === 10 && peppolDate(ns(str(root, `${eindagi}/cbc:ID`))))))),
    ubl('IS-R-009', ['BT-9'], when(is, doc((root) => !has(root, eindagi) || has(root, 'cbc:DueDate')))),
    ubl('IS-R-010', ['BT-9', 'BT-122'], when(is, doc((root) => !has(root, eindagi) || str(root, 'cbc:DueDate') <= str(root, `${eindagi}/cbc:ID`)))),
    ubl('IS-R-004', ['BT-47'], when((root) => is(root) && postal(root, 'Customer') === 'IS', at('cac:AccountingCustomerParty', (c) => els(c, 'cac:Party/cac:PartyLegalEntity/cbc:CompanyID').some((x) => x.attributes.get('schemeID') === '0196')))),
    ubl('IS-R-005', ['BT-50', 'BT-53'], when((root) => is(root) && postal(root, 'Customer') === 'IS', at('cac:AccountingCustomerParty', (c) => has(c, 'cac:Party/cac:PostalAddress/cbc:StreetName') && has(c, 'cac:Party/cac:PostalAddress/cbc:PostalZone')))),
    // ---- Netherlands
    ubl('NL-R-001', ['BT-25'], when(nl, at('cbc:CreditNoteTypeCode', (_, root) => has(root, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')))),
    ubl('NL-R-002', ['BT-35', 'BT-37', 'BT-38'], when(nl, at(`${SUPPLIER}/cac:PostalAddress`, (a) => has(a, 'cbc:StreetName') && has(a, 'cbc:CityName') && has(a, 'cbc:PostalZone')))),
    ubl('NL-R-003', ['BT-30'], when(nl, at(`${SUPPLIER}/cac:PartyLegalEntity/cbc:CompanyID`, (c) => ['0106', '0190'].includes(c.attributes.get('schemeID') ?? '') && ns(textOf(c)) !== ''))),
    ubl('NL-R-004', ['BT-50', 'BT-52', 'BT-53'], when(nlNl, at(`${CUSTOMER}/cac:PostalAddress`, (a) => has(a, 'cbc:StreetName') && has(a, 'cbc:CityName') && has(a, 'cbc:PostalZone')))),
    ubl('NL-R-005', ['BT-47'], when(nlNl, at(`${CUSTOMER}/cac:PartyLegalEntity/cbc:CompanyID`, (c) => ['0106', '0190'].includes(c.attributes.get('schemeID') ?? '') && ns(textOf(c)) !== ''))),
    ubl('NL-R-006', ['BT-64', 'BT-65', 'BT-66'], when((root) => nl(root) && ns(str(root, 'cac:TaxRepresentativeParty/cac:PostalAddress/cac:Country/cbc:IdentificationCode')).toUpperCase() === 'NL', at('cac:TaxRepresentativeParty/cac:PostalAddress', (a) => has(a, 'cbc:StreetName') && has(a, 'cbc:CityName') && has(a, 'cbc:PostalZone')))),
    ubl('NL-R-007', ['BG-16'], when(nl, at('cac:LegalMonetaryTotal', (t, root) => {
      // `xs:decimal(cbc:PayableAmount)`: without an amount neither comparison holds.
      const due = has(t, 'cbc:PayableAmount') ? Number(ns(str(t, 'cbc:PayableAmount'))) : Number.NaN
      return (isInvoice(root) && due <= 0) || (!isInvoice(root) && due >= 0) || has(root, '//cac:PaymentMeans')
    }))),
    ubl('NL-R-008', ['BT-81'], when(nlNl, at('//cac:PaymentMeans', (pm) => ['30', '48', '49', '57', '58', '59'].includes(ns(code(pm)))))),
    ubl('NL-R-009', ['BT-132', 'BT-13'], when(nl, at('//cac:OrderLineReference/cbc:LineID', (_, root) => has(root, 'cac:OrderReference/cbc:ID')))),
  ]
}

let cached: readonly BusinessRule[] | null = null
/** Every rule Peppol BIS Billing 3.0 states for UBL, with Peppol's tolerance. */
export function peppolRules(): readonly BusinessRule[] {
  cached ??= [...peppolIncludedRules(peppolSlack), ...transactionRules(), ...nationalRules(), ...germanPeppolRules()]
  return cached
}
