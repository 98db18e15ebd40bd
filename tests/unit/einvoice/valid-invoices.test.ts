/**
 * Generated valid e-invoices (tests/support/einvoice: every VAT category, UBL and CII, invoices and
 * credit notes, XRechnung 3.0 and plain EN 16931) must pass with no fatal finding, be well-formed for
 * an independent parser (fast-xml-parser), and be read back into the model term by term.
 */
import fc from 'fast-check'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { validSpec } from '../../support/einvoice/arbitraries'
import { check, fatal, reportFor } from '../../support/einvoice/check'
import { serialize } from '../../support/einvoice/serialize'
import { baseSpec, CATEGORIES, compute } from '../../support/einvoice/spec'

describe('generated valid e-invoices', () => {
  for (const syntax of ['UBL', 'CII'] as const)
    for (const category of CATEGORIES)
      for (const document of ['invoice', 'credit-note'] as const)
        it(`${syntax} ${document} with VAT category ${category} has no fatal finding`, () => {
          const spec = baseSpec(syntax, category)
          spec.document = document
          spec.typeCode = document === 'credit-note' ? '381' : '380'
          const report = check(spec)
          expect(fatal(report)).toEqual([])
          expect(report.valid).toBe(true)
          expect(report.profile.id).toBe('xrechnung-3.0')
          expect(report.document).toBe(document)
        })

  it('any generated invoice: no fatal finding, well-formed, read back term by term (fast-check)', () => {
    fc.assert(
      fc.property(validSpec, (spec) => {
        const xml = serialize(spec)
        expect(XMLValidator.validate(xml)).toBe(true)
        const report = reportFor(xml)
        expect(fatal(report).map((f) => `${f.rule} ${f.path} ${f.stated ?? ''}/${f.computed ?? ''}`)).toEqual([])
        const inv = report.invoice
        expect(inv.number?.value).toBe(spec.number)
        expect(inv.issueDate?.iso).toBe(spec.issueDate)
        expect(inv.currencyCode?.value).toBe(spec.currency)
        expect(inv.seller?.name?.value).toBe(spec.seller.name)
        expect(inv.buyer?.name?.value).toBe(spec.buyer.name)
        expect(inv.lines.map((l) => l.item?.name?.value)).toEqual(spec.lines.map((l) => l.name))
        const c = compute(spec)
        expect(inv.totals?.amountDue?.decimal?.toFixed(2)).toBe(c.amountDue.toFixed(2))
        expect(report.recomputed.totalWithVat.differs).toBe(false)
        expect(report.recomputed.totalWithVat.computed).toBe(c.totalWithVat.toFixed(2))
        // An independent parser sees the same invoice number and line count.
        const parsed = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true }).parse(xml)
        if (spec.syntax === 'UBL') {
          const root = parsed.Invoice ?? parsed.CreditNote
          expect(String(root.ID)).toBe(spec.number)
          const lines = root.InvoiceLine ?? root.CreditNoteLine
          expect(Array.isArray(lines) ? lines.length : 1).toBe(spec.lines.length)
        } else {
          expect(String(parsed.CrossIndustryInvoice.ExchangedDocument.ID)).toBe(spec.number)
          const lines = parsed.CrossIndustryInvoice.SupplyChainTradeTransaction.IncludedSupplyChainTradeLineItem
          expect(Array.isArray(lines) ? lines.length : 1).toBe(spec.lines.length)
        }
      }),
      { numRuns: 150 },
    )
  })

  // fast-check's counterexample (seed -1724038004): a negative category total whose tax is half a cent
  // off the grid. The CEN artefacts compute a category's tax only in BR-CO-17, as
  // round(abs(BT-116) × BT-119 / 100 × 100) div 100: the size is rounded (half up), the sign kept. By
  // hand: line 2 is 0.001 × 0.0001 − 2.95 + 1.45 = −1.4999999, so −1.50; 1.50 × 7 % = 0.105 → 0.11, so
  // the L tax is −0.11 (XPath's round(−10.5) on the signed figure would give −0.10). S: 0.00 + 9.96 at
  // 19 % = 1.8924 → 1.89; K: 0.01 at 0 %. Net 0.00 − 1.50 + 0.01 + 9.96 = 8.47; VAT 1.89 − 0.11 = 1.78;
  // total 10.25.
  it('a negative category total with a half cent of tax: the recomputed tax rounds its size as BR-CO-17 does (−0.105 → −0.11)', () => {
    // The buyer of an intra-community supply (K), as the counterexample had it.
    const spec = baseSpec('UBL', 'K')
    spec.specificationId = 'urn:cen.eu:en16931:2017'
    spec.lines = [
      { id: '1', name: 'Beratung', quantity: '1', unit: 'C62', price: '0.0001', category: 'S', rate: '19', allowances: [], charges: [] },
      { id: '2', name: 'Beratung', quantity: '0.001', unit: 'C62', price: '0.0001', category: 'L', rate: '7', allowances: [{ amount: '2.95', reason: 'Rabatt' }], charges: [{ amount: '1.45', reason: 'Verpackung' }] },
      { id: '3', name: 'Beratung', quantity: '1', unit: 'C62', price: '0.01', category: 'K', rate: '0', allowances: [], charges: [] },
    ]
    spec.allowanceCharges = [{ charge: true, amount: '9.96', reason: 'Fracht', reasonCode: 'FC', category: 'S', rate: '19' }]
    const report = reportFor(serialize(spec))
    expect(report.findings.filter((f) => f.rule === 'BR-CO-17')).toEqual([])
    const l = report.recomputed.breakdown.find((b) => b.category === 'L')!
    expect([l.taxable.computed, l.tax.computed, l.tax.stated, l.tax.differs]).toEqual(['-1.50', '-0.11', '-0.11', false])
    expect(report.recomputed.vatTotal.computed).toBe('1.78')
    expect([report.recomputed.totalWithVat.computed, report.recomputed.totalWithVat.stated, report.recomputed.totalWithVat.differs]).toEqual(['10.25', '10.25', false])
    expect(fatal(report)).toEqual([])
  })

  it('every business term of a finding and of the model names its BT id and a path that exists', () => {
    const report = check(baseSpec('UBL', 'S'))
    expect(report.invoice.number).toMatchObject({ bt: 'BT-1', path: '/ubl:Invoice/cbc:ID' })
    expect(report.invoice.lines[0]?.netAmount).toMatchObject({ bt: 'BT-131', path: '/ubl:Invoice/cac:InvoiceLine/cbc:LineExtensionAmount' })
    const cii = check(baseSpec('CII', 'S'))
    expect(cii.invoice.totals?.amountDue).toMatchObject({ bt: 'BT-115', path: '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:DuePayableAmount' })
  })
})
