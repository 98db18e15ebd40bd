/**
 * ZUGFeRD/Factur-X EXTENDED (issue 37 item 4): checked as FeRD's validation checks it — FeRD's EXTENDED
 * schema (xmllint on the XSD written back from the compiled data is the oracle) and FeRD's rules, which
 * count only invoiced lines (no subtype or DETAIL) and add logistics service charges. The invoices are
 * generated with their totals computed in the test support (big.js), not by the engine.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Big from 'big.js'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkXml, parseXmlNode, type Report } from '../../../core/einvoice/node'
import { FERD_EXTENDED_REPLACES } from '../../../core/einvoice/rules/ferd-extended'
import { SCHEMA_CII } from '../../../core/einvoice/schema/schema-cii'
import { SCHEMA_CII_FERD_EXTENDED } from '../../../core/einvoice/schema/schema-cii-ferd-extended'
import { EXTENDED, extendedXml, type ExtendedInvoice } from '../../support/einvoice/extended'
import { xmllintVerdicts } from '../../support/einvoice/xmllint'
import { writeXsd } from '../../support/einvoice/xsd-from-compiled'

const schema = { ferd: '', d16b: '' }
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-ferd-'))
  schema.ferd = writeXsd(SCHEMA_CII_FERD_EXTENDED, join(dir, 'ferd'))
  schema.d16b = writeXsd(SCHEMA_CII, join(dir, 'd16b'))
})

function reportOf(xml: string): Report {
  const r = checkXml(xml, parseXmlNode)
  if (!r.ok) throw new Error(`not checked: ${JSON.stringify(r.error)}`)
  return r.report
}
const fatalRules = (r: Report) => [...new Set(r.findings.filter((f) => f.severity === 'fatal').map((f) => f.rule))]

const cents = fc.integer({ min: 1, max: 500_000 }).map((c) => (c / 100).toFixed(2))
const invoices: fc.Arbitrary<ExtendedInvoice> = fc.record({
  groups: fc.array(fc.array(cents, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
  plain: fc.array(cents, { maxLength: 3 }),
  information: fc.option(cents, { nil: undefined }),
  logistics: fc.array(cents, { minLength: 1, maxLength: 2 }),
  allowances: fc.array(fc.integer({ min: 1, max: 1000 }).map((c) => (c / 100).toFixed(2)), { maxLength: 2 }),
  charges: fc.array(cents, { maxLength: 2 }),
})

const example: ExtendedInvoice = { groups: [['120.00', '35.50'], ['9.99']], plain: ['250.00'], information: '80.00', logistics: ['24.90'], allowances: ['10.00'], charges: ['5.00'] }

describe('ZUGFeRD/Factur-X EXTENDED', () => {
  it('generated EXTENDED invoices with sub-lines and logistics charges are valid: FeRD’s schema (xmllint agrees), no fatal finding', () => {
    const samples = fc.sample(invoices, { numRuns: 40, seed: 37 }).concat([example])
    const xmls = samples.map(extendedXml)
    expect(xmllintVerdicts(schema.ferd, xmls)).toEqual(xmls.map(() => true))
    samples.forEach((sample, i) => {
      const report = reportOf(xmls[i]!)
      expect(report.profile.id).toBe('factur-x-extended')
      // FeRD's BR-FXEXT-08 compares a group's amount with its lines' sum as XPath numbers (doubles), exactly: where
      // that sum is not the decimal one (0.1 + 0.2), FeRD's validator rejects the file, and so does the engine.
      const doubleSumDiffers = sample.groups.some((details) => details.reduce((total, d) => total + Number(d), 0) !== Number(details.reduce((total, d) => total.plus(d), new Big(0)).toFixed(2)))
      const fatal = report.findings.filter((f) => f.severity === 'fatal')
      expect(fatal.map((f) => [f.rule, f.stated, f.computed])).toEqual(doubleSumDiffers ? [['BR-FXEXT-08', expect.any(String), expect.any(String)]] : [])
      if (doubleSumDiffers) return
      expect(report.valid).toBe(true)
      expect(report.ruleSets.join(' ')).toMatch(/FeRD/)
      // FeRD's variants take the place of these: they never appear for EXTENDED.
      expect(report.findings.filter((f) => f.rule in FERD_EXTENDED_REPLACES)).toEqual([])
    })
  })

  it('a group of 0.10 and 0.20 stated as 0.30 is rejected, as FeRD’s rule computes in doubles (0.1 + 0.2 ≠ 0.3)', () => {
    const report = reportOf(extendedXml({ ...example, groups: [['0.10', '0.20']] }))
    expect(fatalRules(report)).toEqual(['BR-FXEXT-08'])
  })

  it('the same file declared as plain EN 16931 is checked by EN 16931’s rules, which count the group lines twice', () => {
    const report = reportOf(extendedXml({ ...example, guideline: 'urn:cen.eu:en16931:2017' }))
    expect(report.valid).toBe(false)
    expect(fatalRules(report)).toEqual(expect.arrayContaining(['BR-CO-10']))
  })

  it('an element FeRD’s EXTENDED schema adds to D16B (an advance payment naming its invoice) passes, as xmllint says with FeRD’s XSD and not with D16B’s', () => {
    const xml = extendedXml(example).replace(
      '</ram:ApplicableHeaderTradeSettlement>',
      '<ram:SpecifiedAdvancePayment><ram:PaidAmount>119.00</ram:PaidAmount><ram:IncludedTradeTax><ram:CalculatedAmount>19.00</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent></ram:IncludedTradeTax><ram:InvoiceSpecifiedReferencedDocument><ram:IssuerAssignedID>AB-2026-01</ram:IssuerAssignedID></ram:InvoiceSpecifiedReferencedDocument></ram:SpecifiedAdvancePayment></ram:ApplicableHeaderTradeSettlement>',
    )
    expect(xmllintVerdicts(schema.ferd, [xml])).toEqual([true])
    expect(xmllintVerdicts(schema.d16b, [xml])).toEqual([false])
    expect(reportOf(xml).findings.filter((f) => f.rule === 'SITE-XSD')).toEqual([])
  })

  const breaks: [string, Partial<NonNullable<ExtendedInvoice['override']>>, string][] = [
    ['a group’s net amount that is not the sum of its DETAIL lines', { groupTotal: '1.00' }, 'BR-FXEXT-08'],
    ['a sum of line net amounts that counts the group line too', { lineTotal: '570.49' }, 'BR-FXEXT-CO-10'],
    ['charges without the logistics charge', { chargeTotal: '5.00' }, 'BR-FXEXT-CO-12'],
    ['allowances that do not add up', { allowanceTotal: '12.00' }, 'BR-FXEXT-CO-11'],
    ['a VAT basis without the logistics charge', { basis: '410.49' }, 'BR-FXEXT-S-08'],
    ['a VAT amount that is not basis × rate', { tax: '1.00' }, 'BR-FXEXT-S-09'],
    ['a total without VAT that does not add up', { taxBasisTotal: '400.00' }, 'BR-FXEXT-CO-13'],
    ['a total with VAT that is not total + VAT', { grandTotal: '1.00' }, 'BR-FXEXT-CO-15'],
  ]
  for (const [what, override, rule] of breaks) {
    it(`${what}: ${rule} rejects it`, () => {
      expect(reportOf(extendedXml(example)).valid).toBe(true)
      const report = reportOf(extendedXml({ ...example, override }))
      expect(fatalRules(report)).toContain(rule)
      expect(report.valid).toBe(false)
    })
  }

  it('a DETAIL line of a group without its net amount breaks the group’s sum (XPath’s number of nothing is NaN)', () => {
    // The group states 35.50, the sum of its lines if the blank one counted as 0 (as JavaScript's Number('') does).
    const xml = extendedXml({ ...example, groups: [['120.00', '35.50']], override: { groupTotal: '35.50' } }).replace(/(<ram:LineStatusReasonCode>DETAIL<\/ram:LineStatusReasonCode>[\s\S]*?<ram:LineTotalAmount>)[^<]*(<\/ram:LineTotalAmount>)/, '$1$2')
    expect(fatalRules(reportOf(xml))).toContain('BR-FXEXT-08')
  })

  it('a DETAIL line naming a parent that does not exist, and a sub-line without its subtype, are rejected (BR-FXEXT-11, -06)', () => {
    const orphan = extendedXml(example).replace('<ram:ParentLineID>1</ram:ParentLineID>', '<ram:ParentLineID>99</ram:ParentLineID>')
    expect(fatalRules(reportOf(orphan))).toContain('BR-FXEXT-11')
    const noSubtype = extendedXml(example).replace('<ram:LineStatusReasonCode>DETAIL</ram:LineStatusReasonCode>', '')
    expect(fatalRules(reportOf(noSubtype))).toContain('BR-FXEXT-06')
  })

  it('a product characteristic coded outside UNTDED 6313 with Factur-X’s additions gets FeRD’s warning (BR-FXEXT-04), a listed one none', () => {
    const withCharacteristic = (code: string) =>
      extendedXml(example).replace('<ram:Name>Artikel 1</ram:Name></ram:SpecifiedTradeProduct>', `<ram:Name>Artikel 1</ram:Name><ram:ApplicableProductCharacteristic><ram:TypeCode>${code}</ram:TypeCode><ram:Description>Farbe</ram:Description><ram:Value>rot</ram:Value></ram:ApplicableProductCharacteristic></ram:SpecifiedTradeProduct>`)
    const listed = reportOf(withCharacteristic('COLOR_TEXT'))
    expect(xmllintVerdicts(schema.ferd, [withCharacteristic('COLOR_TEXT')])).toEqual([true])
    expect(listed.findings.filter((f) => f.rule === 'BR-FXEXT-04')).toEqual([])
    const unlisted = reportOf(withCharacteristic('FARBE'))
    expect(unlisted.findings.filter((f) => f.rule === 'BR-FXEXT-04').map((f) => f.severity)).toEqual(['warning'])
    expect(unlisted.valid).toBe(true)
  })

  it('a rule of EN 16931 that FeRD’s EXTENDED does not state is explained as a warning, never fatal', () => {
    // CII-SR-… rules forbid the sub-line elements in EN 16931's CII: for EXTENDED they may appear only as warnings.
    const report = reportOf(extendedXml(example))
    const cenOnly = report.findings.filter((f) => /^CII-(SR|DT)-/.test(f.rule))
    for (const finding of cenOnly) expect(finding.severity, finding.rule).toBe('warning')
    expect(report.findings.some((f) => f.rule === 'SITE-PROFILE-02')).toBe(true)
    expect(EXTENDED).toMatch(/extended$/)
  })
})
