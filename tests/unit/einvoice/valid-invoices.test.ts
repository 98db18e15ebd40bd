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

  it('every business term of a finding and of the model names its BT id and a path that exists', () => {
    const report = check(baseSpec('UBL', 'S'))
    expect(report.invoice.number).toMatchObject({ bt: 'BT-1', path: '/ubl:Invoice/cbc:ID' })
    expect(report.invoice.lines[0]?.netAmount).toMatchObject({ bt: 'BT-131', path: '/ubl:Invoice/cac:InvoiceLine/cbc:LineExtensionAmount' })
    const cii = check(baseSpec('CII', 'S'))
    expect(cii.invoice.totals?.amountDue).toMatchObject({ bt: 'BT-115', path: '/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:DuePayableAmount' })
  })
})
