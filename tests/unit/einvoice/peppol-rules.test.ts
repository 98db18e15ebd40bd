/**
 * Peppol BIS Billing 3.0's own rules for invoices that claim its profile: each rule tested both ways on
 * generated Peppol invoices (a mutation that fires it, a near miss that does not; fast-check varies the
 * invoice underneath), Peppol's flags and tolerance instead of KoSIT's, and the identifier check digits
 * against independent oracles (numbers the registers publish, and the algorithms as the registers state
 * them, written here independently of the engine).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { abnValid, glnValid, mod11Valid, swedishOrgValid } from '../../../core/einvoice/rules/peppol'
import { reportFor } from '../../support/einvoice/check'
import { insertAfter, removeElement, setText } from '../../support/einvoice/mutate'
import { serialize } from '../../support/einvoice/serialize'
import { baseSpec, PEPPOL_PROCESS, XRECHNUNG_3_0, type Spec } from '../../support/einvoice/spec'

const PEPPOL = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'

/** A valid Peppol BIS Billing invoice (UBL) between two German companies. */
function peppolSpec(quantity: number, cents: number): Spec {
  const spec = baseSpec('UBL')
  spec.specificationId = PEPPOL
  spec.businessProcess = PEPPOL_PROCESS
  // Electronic addresses from Peppol's list of schemes (a GLN, a Leitweg-ID).
  spec.seller.electronicAddress = { id: '4000001123452', scheme: '0088' }
  spec.buyer.electronicAddress = { id: '991-12345-67', scheme: '0204' }
  spec.lines[0]!.quantity = String(quantity)
  spec.lines[0]!.price = (cents / 100).toFixed(2)
  return spec
}
const base = fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 100, max: 99999 })).map(([q, c]) => peppolSpec(q, c))

type Mutation = (spec: Spec) => Spec | string
const edit = (f: (s: Spec) => void): Mutation => (spec) => {
  const copy = structuredClone(spec)
  f(copy)
  return copy
}
const xml = (f: (x: string) => string): Mutation => (spec) => f(serialize(spec))
const same: Mutation = (spec) => spec
const report = (r: Spec | string) => reportFor(typeof r === 'string' ? r : serialize(r))
const rulesOf = (r: Spec | string) => new Set(report(r).findings.map((f) => f.rule))

/** A Swedish seller: country SE, a Swedish VAT ID and organisation number (Luhn-valid: 556036079 → 3). */
const swedish = (orgNo = '5560360793') =>
  edit((s) => {
    s.seller = { ...s.seller, country: 'SE', vatId: `SE${orgNo}01`, legalId: orgNo }
    s.lines[0]!.rate = '25'
  })
const endpoint = (id: string, scheme: string) => edit((s) => (s.seller.electronicAddress = { id, scheme }))

const projects = (n: number) => Array.from({ length: n }, (_, i) => `<cac:AdditionalDocumentReference><cbc:ID>P-${i}</cbc:ID><cbc:DocumentTypeCode>50</cbc:DocumentTypeCode></cac:AdditionalDocumentReference>`).join('')
const objects = (n: number) => Array.from({ length: n }, (_, i) => `<cac:DocumentReference><cbc:ID>O-${i}</cbc:ID><cbc:DocumentTypeCode>130</cbc:DocumentTypeCode></cac:DocumentReference>`).join('')
const attachment = (mime: string) => `<cac:AdditionalDocumentReference><cbc:ID>A-1</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="${mime}" filename="a">AAAA</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>`
const allowance = (s: Spec, reasonCode: string) => s.allowanceCharges.push({ charge: false, amount: '1.00', reason: 'Rabatt', reasonCode, category: 'S', rate: '19' })
/** The first VAT breakdown with this category and exemption reason code. */
const exemption = (category: string, code: string) => edit((s) => (s.breakdownOverrides = [{ index: 0, category, exemption: { code, text: 'Befreit' } }]))

interface Case {
  readonly rule: string
  readonly fire: Mutation
  readonly near: Mutation
  readonly on?: Mutation
}

const cases: Case[] = [
  // Rules XRechnung takes over too (written once, xrechnung.ts), here with Peppol's profile.
  { rule: 'PEPPOL-EN16931-R010', fire: edit((s) => delete s.buyer.electronicAddress), near: edit((s) => (s.buyer.electronicAddress = { id: '991-1', scheme: '0204' })) },
  { rule: 'PEPPOL-EN16931-R020', fire: edit((s) => delete s.seller.electronicAddress), near: endpoint('4000001123452', '0088') },
  // Peppol's own transaction rules
  { rule: 'PEPPOL-EN16931-R003', fire: edit((s) => delete s.buyerReference), near: xml((x) => insertAfter(removeElement(x, 'cbc:BuyerReference'), '</cbc:DocumentCurrencyCode>', '<cac:OrderReference><cbc:ID>PO-1</cbc:ID></cac:OrderReference>')) },
  { rule: 'PEPPOL-EN16931-R007', fire: edit((s) => (s.businessProcess = 'urn:fdc:peppol.eu:2017:poacc:billing:1:1.0')), near: edit((s) => (s.businessProcess = 'urn:fdc:peppol.eu:2017:poacc:billing:05:1.0')) },
  // More than one note only between German parties.
  { rule: 'PEPPOL-EN16931-R002', on: edit((s) => (s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' })), fire: edit((s) => s.notes.push('Zweite Bemerkung')), near: same },
  { rule: 'PEPPOL-EN16931-F001', fire: edit((s) => (s.deliveryDate = '2026-02-30')), near: edit((s) => (s.deliveryDate = '2024-02-29')) },
  { rule: 'PEPPOL-EN16931-R051', fire: xml((x) => x.replace(/(<cbc:PayableAmount currencyID=")EUR/, '$1USD')), near: same },
  { rule: 'PEPPOL-EN16931-P0112', on: edit((s) => (s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' })), fire: edit((s) => (s.typeCode = '326')), near: edit((s) => (s.typeCode = '380')) },
  // Identifiers by scheme: GLN (GS1 check digit), Swedish organisation number (Luhn).
  { rule: 'PEPPOL-COMMON-R040', fire: endpoint('4000001123453', '0088'), near: endpoint('4000001123452', '0088') },
  { rule: 'PEPPOL-COMMON-R049', fire: endpoint('5560360794', '0007'), near: endpoint('5560360793', '0007') },
  { rule: 'PEPPOL-COMMON-R041', fire: endpoint('974760674', '0192'), near: endpoint('974760673', '0192') },
  { rule: 'PEPPOL-COMMON-R050', fire: endpoint('51824753557', '0151'), near: endpoint('51824753556', '0151') },
  // National rules, each only in its condition.
  { rule: 'SE-R-013', on: swedish(), fire: swedish('5560360794'), near: swedish('5560360793') },
  { rule: 'SE-R-004', on: swedish(), fire: swedish('556036079'), near: same },
  { rule: 'DE-R-002', fire: edit((s) => delete s.seller.contact), near: edit((s) => {
    delete s.seller.contact
    s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' }
  }) },
  { rule: 'DE-R-015', fire: xml((x) => insertAfter(removeElement(x, 'cbc:BuyerReference'), '</cbc:DocumentCurrencyCode>', '<cac:OrderReference><cbc:ID>PO-1</cbc:ID></cac:OrderReference>')), near: same },
  { rule: 'DE-R-001', fire: edit((s) => delete s.payment), near: edit((s) => (s.payment = { code: '30', iban: 'DE02120300000000202051' })) },
  { rule: 'NO-R-001', on: edit((s) => (s.seller = { ...s.seller, country: 'NO', vatId: 'NO974760673MVA' })), fire: edit((s) => (s.seller = { ...s.seller, country: 'NO', vatId: 'NO974760674MVA' })), near: same },
  { rule: 'NL-R-003', on: edit((s) => (s.seller = { ...s.seller, country: 'NL', vatId: 'NL123456789B01' })), fire: edit((s) => (s.seller = { ...s.seller, country: 'NL', vatId: 'NL123456789B01', legalId: '12345678' })), near: same },
  { rule: 'PEPPOL-EN16931-R080', on: edit((s) => (s.document = 'credit-note', s.typeCode = '381')), fire: xml((x) => insertAfter(x, '</cbc:BuyerReference>', projects(2))), near: xml((x) => insertAfter(x, '</cbc:BuyerReference>', projects(1))) },
  { rule: 'PEPPOL-EN16931-R100', fire: xml((x) => insertAfter(x, '</cbc:LineExtensionAmount>', objects(2), 1)), near: xml((x) => insertAfter(x, '</cbc:LineExtensionAmount>', objects(1), 1)) },
  { rule: 'PEPPOL-EN16931-CL002', fire: edit((s) => allowance(s, '999')), near: edit((s) => allowance(s, '95')) },
  { rule: 'PEPPOL-EN16931-CL007', fire: xml((x) => x.replace(/(<cbc:PayableAmount currencyID=")EUR/, '$1XEU')), near: same },
  { rule: 'PEPPOL-EN16931-CL008', fire: endpoint('rechnung@muster-handel.example', 'EM'), near: endpoint('DE123456789', '9930') },
  { rule: 'PEPPOL-EN16931-P0100', fire: edit((s) => (s.typeCode = '389')), near: edit((s) => (s.typeCode = '383')) },
  { rule: 'PEPPOL-EN16931-P0101', on: edit((s) => (s.document = 'credit-note', s.typeCode = '381')), fire: edit((s) => (s.typeCode = '261')), near: edit((s) => (s.typeCode = '396')) },
  // The exemption reason code decides the category: VATEX-EU-G wants G, VATEX-EU-IC wants K.
  { rule: 'PEPPOL-EN16931-P0104', fire: exemption('K', 'VATEX-EU-G'), near: exemption('G', 'VATEX-EU-G') },
  { rule: 'PEPPOL-EN16931-P0106', fire: exemption('E', 'VATEX-EU-IC'), near: exemption('K', 'VATEX-EU-IC') },
  { rule: 'PEPPOL-COMMON-R042', fire: endpoint('DK1234567', '0184'), near: endpoint('DK12345678', '0184') },
  // Belgian enterprise number: 97 − (02022399 mod 97) = 51.
  { rule: 'PEPPOL-COMMON-R043', fire: endpoint('0202239950', '0208'), near: endpoint('0202239951', '0208') },
  { rule: 'PEPPOL-COMMON-R044', fire: endpoint('UF8ZA', '0201'), near: endpoint('UF8ZAB', '0201') },
  { rule: 'PEPPOL-COMMON-R045', fire: endpoint('RSSMRA85T10A562', '0210'), near: endpoint('RSSMRA85T10A562S', '0210') },
  { rule: 'PEPPOL-COMMON-R047', fire: endpoint('IT00000000001', '0211'), near: endpoint('IT00000000000', '0211') },
  { rule: 'SE-R-001', on: swedish(), fire: edit((s) => (s.seller.vatId = 'SE556036079301X')), near: same },
  { rule: 'SE-R-003', on: swedish(), fire: swedish('556036079A'), near: same },
  { rule: 'SE-R-006', on: swedish(), fire: edit((s) => (s.lines[0]!.rate = '19')), near: edit((s) => (s.lines[0]!.rate = '12')) },
  { rule: 'SE-R-011', on: swedish(), fire: edit((s) => (s.payment = { code: '50', iban: '12345678' })), near: edit((s) => (s.payment = { code: '30', iban: '12345678' })) },
  { rule: 'IT-R-002', on: edit((s) => (s.seller = { ...s.seller, country: 'IT', vatId: 'IT00000000000' })), fire: xml((x) => removeElement(x, 'cbc:StreetName', 0)), near: xml((x) => removeElement(x, 'cbc:StreetName', 1)) },
  { rule: 'NL-R-002', on: edit((s) => (s.seller = { ...s.seller, country: 'NL', vatId: 'NL123456789B01' })), fire: xml((x) => removeElement(x, 'cbc:StreetName', 0)), near: xml((x) => removeElement(x, 'cbc:StreetName', 1)) },
  { rule: 'DE-R-028', fire: edit((s) => (s.seller.contact!.email = 'erika@muster-handel.')), near: edit((s) => (s.seller.contact!.email = 'erika.muster@muster-handel.de')) },
  // A Greek seller's endpoint: scheme 9933 and a tax number whose ninth digit checks (094014201: 1464 mod 11 mod 10 = 1).
  { rule: 'GR-R-009', on: edit((s) => (s.seller = { ...s.seller, country: 'GR', vatId: 'EL094014201', electronicAddress: { id: '094014201', scheme: '9933' } })), fire: endpoint('094014202', '9933'), near: same },
  { rule: 'IS-R-003', on: edit((s) => (s.seller = { ...s.seller, country: 'IS', vatId: 'IS12345' })), fire: xml((x) => removeElement(x, 'cbc:StreetName', 0)), near: xml((x) => removeElement(x, 'cbc:StreetName', 1)) },
  { rule: 'NL-R-007', on: edit((s) => (s.seller = { ...s.seller, country: 'NL', vatId: 'NL123456789B01' })), fire: edit((s) => delete s.payment), near: edit((s) => (s.payment = { code: '30', iban: 'NL91ABNA0417164300' })) },
  // German rules (XRechnung's BR-DE-* under Peppol's ids): only between German parties, so the near miss is the same change with an Austrian buyer.
  { rule: 'DE-R-003', fire: edit((s) => { s.seller.city = '' }), near: edit((s) => {
    s.seller.city = ''
    s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' }
  }) },
  { rule: 'DE-R-004', fire: edit((s) => { s.seller.postCode = '' }), near: edit((s) => {
    s.seller.postCode = ''
    s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' }
  }) },
  { rule: 'DE-R-005', fire: edit((s) => { s.seller.contact!.name = '' }), near: edit((s) => {
    s.seller.contact!.name = ''
    s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' }
  }) },
  { rule: 'DE-R-006', fire: edit((s) => { s.seller.contact!.phone = '' }), near: edit((s) => {
    s.seller.contact!.phone = ''
    s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' }
  }) },
  { rule: 'DE-R-007', fire: edit((s) => { s.seller.contact!.email = '' }), near: edit((s) => {
    s.seller.contact!.email = ''
    s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' }
  }) },
  { rule: 'DE-R-027', fire: edit((s) => { s.seller.contact!.phone = '+49' }), near: edit((s) => {
    s.seller.contact!.phone = '+49'
    s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' }
  }) },
  { rule: 'DE-R-017', fire: edit((s) => { s.typeCode = '383' }), near: edit((s) => {
    s.typeCode = '383'
    s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' }
  }) },
  { rule: 'DE-R-018', fire: edit((s) => { s.paymentTerms = '#SKONTO#TAGE=7#PROZENT=2#' }), near: edit((s) => {
    s.paymentTerms = '#SKONTO#TAGE=7#PROZENT=2#'
    s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' }
  }) },
  { rule: 'DE-R-019', fire: edit((s) => { s.payment = { code: '58', iban: 'DE02120300000000202052' } }), near: edit((s) => {
    s.payment = { code: '58', iban: 'DE02120300000000202052' }
    s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' }
  }) },
  { rule: 'DE-R-023-1', fire: edit((s) => { s.payment = { code: '30' } }), near: edit((s) => {
    s.payment = { code: '30' }
    s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' }
  }) },
  { rule: 'DE-R-025-1', fire: edit((s) => { s.payment = { code: '59' } }), near: edit((s) => {
    s.payment = { code: '59' }
    s.buyer = { ...s.buyer, country: 'AT', city: 'Wien', postCode: '1010' }
  }) },
  { rule: 'DK-R-005', on: edit((s) => {
    s.seller = { ...s.seller, country: 'DK', vatId: 'DK12345678', legalId: '12345678' }
    s.buyer = { ...s.buyer, country: 'DK', city: 'København', postCode: '1050' }
  }), fire: edit((s) => (s.payment = { code: '57', iban: 'DK5000400440116243' })), near: edit((s) => (s.payment = { code: '31', iban: 'DK5000400440116243' })) },
  { rule: 'IS-R-001', on: edit((s) => (s.seller = { ...s.seller, country: 'IS', vatId: 'IS12345' })), fire: edit((s) => (s.typeCode = '383')), near: edit((s) => (s.typeCode = '381')) },
  { rule: 'NL-R-008', on: edit((s) => {
    s.seller = { ...s.seller, country: 'NL', vatId: 'NL123456789B01' }
    s.buyer = { ...s.buyer, country: 'NL', city: 'Amsterdam', postCode: '1011' }
  }), fire: edit((s) => (s.payment = { code: '31', iban: 'NL91ABNA0417164300' })), near: edit((s) => (s.payment = { code: '30', iban: 'NL91ABNA0417164300' })) },
  { rule: 'PEPPOL-EN16931-CL001', fire: xml((x) => insertAfter(x, '</cbc:BuyerReference>', attachment('image/gif'))), near: xml((x) => insertAfter(x, '</cbc:BuyerReference>', attachment('image/png'))) },
  { rule: 'PEPPOL-EN16931-P0107', fire: exemption('E', 'VATEX-EU-AE'), near: exemption('AE', 'VATEX-EU-AE') },
  { rule: 'PEPPOL-EN16931-P0108', fire: exemption('Z', 'VATEX-EU-D'), near: exemption('E', 'VATEX-EU-D') },
  { rule: 'DK-R-002', on: edit((s) => (s.seller = { ...s.seller, country: 'DK', vatId: 'DK12345678', legalId: '12345678' })), fire: edit((s) => delete s.seller.legalId), near: edit((s) => (s.seller.legalId = 'DK12345678')) },
]

describe('Peppol BIS Billing 3.0: every rule fires on its mutation and not on its near miss', () => {
  for (const c of cases) {
    it(c.rule, () => {
      fc.assert(
        fc.property(base, (generated) => {
          const spec = c.on ? (c.on(generated) as Spec) : generated
          expect(rulesOf(spec), 'the base invoice is clean').not.toContain(c.rule)
          expect([...rulesOf(c.fire(spec))], 'the mutation').toContain(c.rule)
          expect([...rulesOf(c.near(spec))], 'the near miss').not.toContain(c.rule)
        }),
        { numRuns: 3 },
      )
    })
  }

  it('the generated Peppol invoice has no error of Peppol’s rules', () => {
    fc.assert(
      fc.property(base, (spec) => {
        expect(report(spec).findings.filter((f) => f.severity === 'fatal').map((f) => f.rule)).toEqual([])
        expect(report(spec).valid).toBe(true)
      }),
      { numRuns: 5 },
    )
  })

  it('Peppol’s rules are not run for XRechnung, nor national rules outside their country', () => {
    const xr = edit((s) => {
      s.specificationId = XRECHNUNG_3_0
      s.seller.electronicAddress = { id: '5560360794', scheme: '0007' }
    })(peppolSpec(1, 1000)) as Spec
    expect([...rulesOf(xr)]).not.toContain('PEPPOL-COMMON-R049')
    const austrian = edit((s) => (s.seller = { ...s.seller, country: 'AT', vatId: 'ATU12345678', contact: undefined }))(peppolSpec(1, 1000))
    expect([...rulesOf(austrian)].filter((r) => /^(DE|SE|NO|DK|NL|IT|IS|GR)-R-/.test(r))).toEqual([])
  })
})

describe('Peppol BIS Billing 3.0 in CII: the identifier checks of Peppol’s CII Schematron', () => {
  const cii = (id: string, scheme: string) => {
    const spec = baseSpec('CII')
    spec.specificationId = PEPPOL
    spec.seller.electronicAddress = { id, scheme }
    return rulesOf(spec)
  }
  it.each([
    ['PEPPOL-COMMON-R049', '0007', '5560360794', '5560360793'],
    ['PEPPOL-COMMON-R040', '0088', '4000001123453', '4000001123452'],
    ['PEPPOL-COMMON-R043', '0208', '0202239950', '0202239951'],
    ['PEPPOL-COMMON-R048', '9906', 'IT00000000001', 'IT00000000000'],
  ])('%s (scheme %s) fires on %s, not on %s', (rule, scheme, wrong, right) => {
    expect([...cii(wrong, scheme)]).toContain(rule)
    expect([...cii(right, scheme)]).not.toContain(rule)
  })
})

describe('Peppol’s flags and tolerance, not KoSIT’s', () => {
  /** A line whose net amount is off by 0.10 in forint: within KoSIT's 0.5 for HUF, beyond Peppol's 0.02. */
  const offByTenFillér = (specificationId: string) => {
    const spec = peppolSpec(1, 1000)
    spec.specificationId = specificationId
    spec.currency = 'HUF'
    return setText(serialize(spec), 'cbc:LineExtensionAmount', '10.10', 1)
  }
  it('PEPPOL-EN16931-R120 is an error with 0.02 in every currency for Peppol, a warning with 0.5 for HUF in XRechnung', () => {
    const peppol = report(offByTenFillér(PEPPOL)).findings.find((f) => f.rule === 'PEPPOL-EN16931-R120')
    expect(peppol?.severity).toBe('fatal')
    expect(report(offByTenFillér(XRECHNUNG_3_0)).findings.map((f) => f.rule)).not.toContain('PEPPOL-EN16931-R120')
  })
  it('the report names Peppol’s rule set and the national rules’ official message', () => {
    const r = report(endpoint('5560360794', '0007')(peppolSpec(2, 5000)))
    expect(r.ruleSets.some((s) => s.includes('Peppol BIS Billing 3.0.19'))).toBe(true)
    const f = r.findings.find((x) => x.rule === 'PEPPOL-COMMON-R049')!
    expect(f.source).toBe('Peppol')
    expect(f.message).toBe('Swedish organization number MUST be stated in the correct format.')
    expect(r.valid).toBe(false)
  })
})

describe('identifier check digits against independent oracles', () => {
  it('published numbers: GS1’s check digit example, Brønnøysund’s and the ATO’s own examples', () => {
    // GS1: 629104150021 → check digit 3 (GS1's worked example of the check digit calculation).
    expect(glnValid('6291041500213')).toBe(true)
    expect(glnValid('6291041500214')).toBe(false)
    // Brønnøysundregistrene's own organisation number.
    expect(mod11Valid('974760673')).toBe(true)
    expect(mod11Valid('974760672')).toBe(false)
    // The ATO's example ABN, 51 824 753 556.
    expect(abnValid('51824753556')).toBe(true)
    expect(abnValid('51824753555')).toBe(false)
  })

  /** Luhn as ISO/IEC 7812 states it: from the right, every second digit doubled (digits summed), total ≡ 0 mod 10. */
  const luhn = (digits: string) =>
    [...digits].reverse().reduce((sum, ch, i) => {
      const d = Number(ch) * (i % 2 === 1 ? 2 : 1)
      return sum + (d > 9 ? d - 9 : d)
    }, 0) % 10 === 0
  /** GS1: from the right, weights 3, 1, 3 … over all digits including the check digit, total ≡ 0 mod 10. */
  const gs1 = (digits: string) => [...digits].reverse().reduce((sum, ch, i) => sum + Number(ch) * (i % 2 === 1 ? 3 : 1), 0) % 10 === 0
  /** Brønnøysund: weights 3 2 7 6 5 4 3 2, check digit 11 − (sum mod 11), none when that is 10, 0 when 11. */
  const brreg = (digits: string) => {
    const sum = [3, 2, 7, 6, 5, 4, 3, 2].reduce((s, w, i) => s + w * Number(digits[i]), 0)
    const check = 11 - (sum % 11)
    return check !== 10 && (check === 11 ? 0 : check) === Number(digits[8])
  }

  it('the Swedish organisation number (ten digits) is Luhn-valid exactly when the engine accepts it', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{10}$/), (n) => {
      expect(swedishOrgValid(n)).toBe(luhn(n))
    }), { numRuns: 2000 })
  })
  it('a GLN (13 digits) has a valid GS1 check digit exactly when the engine accepts it', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{13}$/), (n) => {
      expect(glnValid(n)).toBe(gs1(n))
    }), { numRuns: 2000 })
  })
  it('a Norwegian organisation number (nine digits, not all zero) is valid exactly when the engine accepts it', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{9}$/).filter((n) => Number(n) > 0), (n) => {
      expect(mod11Valid(n)).toBe(brreg(n))
    }), { numRuns: 2000 })
  })
})
