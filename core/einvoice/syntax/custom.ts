/**
 * The few syntax rules of the CEN artefacts that the path language cannot say (counting distinct values,
 * comparing two paths, a regular expression, a context by name suffix), written by hand. Each entry:
 * where the rule applies (only for rules whose context the generator left as MANUAL) and when it holds.
 */
import { fractionDigits } from '../model/decimal'
import { select, selectElements, textOf } from '../xml/path'
import { descendantsOrSelf, normalizeSpace, stringValue, type XElement } from '../xml/tree'

export interface CustomAssert {
  readonly matches?: (e: XElement) => boolean
  readonly holds: (e: XElement) => boolean
}

const rootOf = (e: XElement) => {
  let r = e
  while (r.parent) r = r.parent
  return r
}
const distinct = (values: string[]) => new Set(values).size
const allUnder = (e: XElement, name: string) => [...descendantsOrSelf(rootOf(e))].filter((x) => x.name === name)

const insidePriceWithAllowance = (e: XElement) => {
  for (let a = e.parent; a; a = a.parent) if (a.name === 'cac:Price' && a.children.some((c) => c.name === 'cac:AllowanceCharge')) return true
  return false
}
/** XPath's general `!=` between two node sets: some pair differs (false if either is empty). */
const someDiffer = (a: string[], b: string[]) => a.some((x) => b.some((y) => x !== y))
const payeeNameDiffers = (e: XElement) =>
  someDiffer(
    select(e, 'cac:PartyName/cbc:Name').map(textOf),
    select(e, '../cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName').map(textOf),
  )
const amountNotTaxTotal = (e: XElement) => e.name.startsWith('ram:') && e.local.endsWith('Amount') && e.name !== 'ram:TaxTotalAmount'

export const CUSTOM_ASSERTS: Readonly<Record<string, CustomAssert>> = {
  'UBL-SR-43': {
    holds: (e) => {
      const code = select(e, 'cbc:DocumentTypeCode').map(textOf)
      return code.includes('130') || (rootOf(e).local === 'CreditNote' && code.includes('50')) || (select(e, 'cbc:ID/@schemeID').length === 0 && code.length === 0)
    },
  },
  'UBL-DT-01': {
    matches: (e) => e.local.endsWith('Amount') && !e.local.endsWith('PriceAmount') && !insidePriceWithAllowance(e),
    holds: (e) => fractionDigits(stringValue(e)) <= 2,
  },
  'UBL-DT-18': {
    holds: (e) => [...descendantsOrSelf(e)].every((x) => !x.attributes.has('name') || x.name === 'cbc:PaymentMeansCode'),
  },
  'UBL-SR-44': { holds: (e) => distinct(allUnder(e, 'cbc:PaymentID').map(stringValue)) <= 1 },
  'UBL-SR-47': { holds: (e) => distinct(allUnder(e, 'cbc:PaymentMeansCode').map(stringValue)) <= 1 },
  'UBL-SR-19': { holds: (e) => select(e, 'cac:PartyName/cbc:Name').length <= 1 && payeeNameDiffers(e) },
  'UBL-SR-20': { holds: (e) => select(e, "cac:PartyIdentification/cbc:ID[not(@schemeID ~= 'SEPA')]").length <= 1 && payeeNameDiffers(e) },
  'UBL-SR-21': { holds: (e) => select(e, 'cac:PartyLegalEntity/cbc:CompanyID').length <= 1 && payeeNameDiffers(e) },
  'CII-SR-462': {
    holds: (e) => distinct(allUnder(e, 'ram:ApplicableTradeTax').flatMap((t) => selectElements(t, 'ram:DueDateTypeCode')).map(stringValue)) <= 1,
  },
  'CII-SR-467': {
    holds: (e) => distinct(allUnder(e, 'ram:SpecifiedTradeSettlementPaymentMeans').flatMap((m) => selectElements(m, 'ram:TypeCode')).map((x) => normalizeSpace(stringValue(x)))) <= 1,
  },
  'CII-SR-468': {
    holds: (e) => distinct(allUnder(e, 'ram:SpecifiedTradeSettlementPaymentMeans').flatMap((m) => selectElements(m, 'ram:Information')).map((x) => normalizeSpace(stringValue(x)))) <= 1,
  },
  'CII-DT-031': { matches: amountNotTaxTotal, holds: (e) => !e.attributes.has('currencyID') },
  'CII-DT-032': { matches: amountNotTaxTotal, holds: (e) => !e.attributes.has('currencyCodeListVersionID') },
  'CII-DT-097': {
    matches: (e) => e.name === 'udt:DateTimeString' && e.attributes.get('format') === '102',
    holds: (e) => /^\s*(\d{4})(1[0-2]|0[1-9])(3[01]|[12][0-9]|0[1-9])\s*$/.test(stringValue(e)),
  },
}
