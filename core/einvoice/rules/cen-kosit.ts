/**
 * The rule of the CEN validation artefacts 1.3.15 that 1.3.16 removed (BR-CO-25, CEN issue #477) but that
 * the official validator still checks: KoSIT's validator configuration (rules/levels.ts names its release)
 * builds with CEN 1.3.15. Written on the tree as the 1.3.15 assert states it in each syntax (the XPath is
 * quoted), since the two bindings differ. (1.3.15's BR-CO-27, also removed in 1.3.16, is never reached in
 * the official artefact: scripts/einvoice/extract-catalogue.ts, UNREACHABLE.)
 */
import { xpathNumber } from '../model/decimal'
import { select, textOf } from '../xml/path'
import { pathOf, type XElement } from '../xml/tree'
import { rule, type BusinessRule, type RuleContext, type Violation } from './rule'


/**
 * BR-CO-25. UBL, context `/ubl:Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount` (so never a credit note):
 * `((. > 0) and (exists(//cbc:DueDate) or exists(//cac:PaymentTerms/cbc:Note))) or (. <= 0)`.
 * CII, context `/rsm:CrossIndustryInvoice`: `(number(//ram:DuePayableAmount) > 0 and
 * ((//ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime) or (//ram:SpecifiedTradePaymentTerms/ram:Description)))
 * or not(number(//ram:DuePayableAmount) > 0)`.
 */
function* dueDateOrTerms({ root, syntax }: RuleContext): Iterable<Violation> {
  if (syntax === 'UBL') {
    if (root.name !== 'ubl:Invoice') return
    const termsPresent = select(root, '//cbc:DueDate').length > 0 || select(root, '//cac:PaymentTerms/cbc:Note').length > 0
    for (const amount of select(root, '/ubl:Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount')) {
      const n = xpathNumber(textOf(amount))
      if (!((n > 0 && termsPresent) || n <= 0)) yield { path: pathOf(amount as XElement) }
    }
    return
  }
  // number() of the first DuePayableAmount in document order (XPath 1.0 compatibility of number()).
  const first = select(root, '//ram:DuePayableAmount')[0]
  const positive = first !== undefined && xpathNumber(textOf(first)) > 0
  if (!positive) return
  const termsPresent = select(root, '//ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime').length > 0 || select(root, '//ram:SpecifiedTradePaymentTerms/ram:Description').length > 0
  if (!termsPresent) yield { path: pathOf(root) }
}

export const cenKositRules: readonly BusinessRule[] = [rule('BR-CO-25', ['BT-115', 'BT-9', 'BT-20'], dueDateOrTerms)]
