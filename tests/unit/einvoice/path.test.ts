/** The engine's path language (core/einvoice/xml/path.ts), against hand-written documents. */
import { DOMParser } from '@xmldom/xmldom'
import { describe, expect, it } from 'vitest'
import { matches, select, test, textOf } from '../../../core/einvoice/xml/path'
import { fromDom, pathOf, type DomDocumentLike, type XElement } from '../../../core/einvoice/xml/tree'

const doc = (xml: string): XElement => fromDom(new DOMParser().parseFromString(xml, 'application/xml') as unknown as DomDocumentLike)!
const ubl = doc(`<x:Invoice xmlns:x="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:a="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:b="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <b:ID> 1 </b:ID>
  <a:AllowanceCharge><b:ChargeIndicator>false</b:ChargeIndicator><b:Amount currencyID="EUR">5</b:Amount></a:AllowanceCharge>
  <a:AllowanceCharge><b:ChargeIndicator>true</b:ChargeIndicator><b:Amount currencyID="EUR">7</b:Amount></a:AllowanceCharge>
  <a:InvoiceLine><b:ID>1</b:ID><a:Item><a:ClassifiedTaxCategory><b:ID>S</b:ID><a:TaxScheme><b:ID>vat</b:ID></a:TaxScheme></a:ClassifiedTaxCategory></a:Item></a:InvoiceLine>
  <a:InvoiceLine><b:ID>2</b:ID></a:InvoiceLine>
</x:Invoice>`)

describe('path language', () => {
  it('names namespaces by fixed prefixes, whatever the file uses, and paths carry positions', () => {
    expect(ubl.name).toBe('ubl:Invoice')
    expect(select(ubl, 'cac:InvoiceLine/cbc:ID').map((n) => pathOf(n as XElement))).toEqual(['/ubl:Invoice/cac:InvoiceLine[1]/cbc:ID', '/ubl:Invoice/cac:InvoiceLine[2]/cbc:ID'])
  })
  it('predicates compare after normalize-space; ~= ignores case; attributes; positions; count', () => {
    expect(select(ubl, "cac:AllowanceCharge[cbc:ChargeIndicator = 'true']/cbc:Amount").map(textOf)).toEqual(['7'])
    expect(select(ubl, "//cac:ClassifiedTaxCategory[cac:TaxScheme/cbc:ID ~= 'VAT']/cbc:ID").map(textOf)).toEqual(['S'])
    expect(select(ubl, 'cac:AllowanceCharge[2]/cbc:Amount/@currencyID').map(textOf)).toEqual(['EUR'])
    expect(test(ubl, "cbc:ID = '1'")).toBe(true)
    expect(test(ubl, 'count(cac:InvoiceLine) = 2 and not(cac:InvoiceLine[2]/cac:Item)')).toBe(true)
    expect(test(ubl, 'count(cac:InvoiceLine) <= 1 or cbc:UUID')).toBe(false)
  })
  it('matches as a Schematron rule context: relative, anchored, with ancestors and wildcards', () => {
    const category = select(ubl, '//cac:ClassifiedTaxCategory')[0] as XElement
    expect(matches(category, "cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory[cbc:ID = 'S']")).toBe(true)
    expect(matches(category, 'cac:InvoiceLine//cac:ClassifiedTaxCategory')).toBe(true)
    expect(matches(category, '/ubl:Invoice/cac:ClassifiedTaxCategory')).toBe(false)
    expect(matches(ubl, '/ubl:Invoice | /cn:CreditNote')).toBe(true)
    expect(matches(category, 'cac:*TaxCategory')).toBe(true)
    expect(select(category, 'ancestor::cac:InvoiceLine/cbc:ID').map(textOf)).toEqual(['1'])
  })
})
