/**
 * Which business terms of EN 16931 carry the mandatory content of an invoice under § 14 (4) sentence 1
 * UStG (items 1 to 10) and § 14a UStG, and from that the consequence class of every rule: a fatal rule
 * of the syntax bindings is a possible format error; a rule (of any severity) is a defect touching the
 * mandatory content when one of the terms it concerns is in this table; another fatal rule is a rule
 * violation, and anything else a warning; a few rules are decided one by one (CLASS_DECISIONS).
 * Written once, from the law; docs/einvoice-ustg14.md gives each line's and each decision's reason and
 * source, and tests/unit/einvoice-consequences.test.ts holds the table, the docs and the rule texts
 * together.
 */
import type { Consequence } from '../consequence'
import type { RuleFlag } from './catalogue'

/** An item of § 14 (4) sentence 1 UStG by its number, or '14a' for the notes and numbers § 14a UStG adds. */
export type Ustg14Item = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | '14a'
/** Every item in the law's order: the page's names of the items (ustgItems) follow this order. */
export const USTG14_ITEMS: readonly Ustg14Item[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, '14a']

const SELLER_NAME_AND_ADDRESS = ['BT-27', 'BG-5', 'BT-35', 'BT-36', 'BT-162', 'BT-37', 'BT-38', 'BT-39', 'BT-40'] as const
const BUYER_NAME_AND_ADDRESS = ['BT-44', 'BG-8', 'BT-50', 'BT-51', 'BT-163', 'BT-52', 'BT-53', 'BT-54', 'BT-55'] as const

const ITEMS: readonly (readonly [Ustg14Item, readonly string[]])[] = [
  // 1: full name and full address of the supplier and of the recipient.
  [1, [...SELLER_NAME_AND_ADDRESS, ...BUYER_NAME_AND_ADDRESS]],
  // 2: the supplier's tax number or VAT ID.
  [2, ['BT-31', 'BT-32']],
  // 3: the date of issue.
  [3, ['BT-2']],
  // 4: the invoice number.
  [4, ['BT-1']],
  // 5: quantity and kind of the goods, scope and kind of the service: the lines, their quantity, unit and item name.
  [5, ['BG-25', 'BT-129', 'BT-130', 'BG-31', 'BT-153']],
  // 6: the time of the supply: the tax point date and its code, the delivery date, the invoicing periods.
  [6, ['BT-7', 'BT-8', 'BT-72', 'BG-14', 'BT-73', 'BT-74', 'BG-26', 'BT-134', 'BT-135']],
  // 7: the consideration by rate and exemption, and the reductions: the net amounts that make it up, in their currency.
  // The VAT category and rate of an allowance or charge say which rate's consideration it changes. The payment
  // terms (BT-20) carry a reduction agreed in advance, such as a cash discount (Skonto, XRechnung's #SKONTO#).
  [7, ['BT-5', 'BT-131', 'BT-136', 'BT-141', 'BT-92', 'BT-95', 'BT-96', 'BT-99', 'BT-102', 'BT-103', 'BT-106', 'BT-107', 'BT-108', 'BT-109', 'BG-23', 'BT-116', 'BT-20']],
  // 8: the rate and the tax amount, or the note of the exemption: categories, rates, tax amounts, exemption reasons.
  [8, ['BT-5', 'BT-95', 'BT-96', 'BT-102', 'BT-103', 'BT-151', 'BT-152', 'BG-23', 'BT-110', 'BT-117', 'BT-118', 'BT-119', 'BT-120', 'BT-121']],
  // 9 (note on the recipient's duty to keep the invoice, § 14b (1) sentence 5) and 10 (the word „Gutschrift“)
  // have no term of their own in EN 16931: no rule is classed by them.
  // § 14a: the recipient's VAT ID ((1), (3); the supplier's is item 2's BT-31); the reverse charge note ((1), (5)).
  ['14a', ['BT-48', 'BT-120', 'BT-121']],
]

/** Business term or group → the items it carries. */
export const USTG14_ITEMS_BY_TERM: ReadonlyMap<string, readonly Ustg14Item[]> = (() => {
  const map = new Map<string, Ustg14Item[]>()
  for (const [item, terms] of ITEMS) for (const term of terms) map.set(term, [...(map.get(term) ?? []), item])
  return map
})()

const order = (item: Ustg14Item) => USTG14_ITEMS.indexOf(item)

/** The items of § 14 (4) UStG and § 14a UStG whose content the given terms carry, in the law's order. */
export function ustgItemsOf(terms: readonly string[]): Ustg14Item[] {
  const items = new Set<Ustg14Item>()
  for (const term of terms) for (const item of USTG14_ITEMS_BY_TERM.get(term) ?? []) items.add(item)
  return [...items].sort((a, b) => order(a) - order(b))
}

/**
 * The rules of the syntax bindings (CEN/TS 16931-3-2 for UBL, -3-3 for CII: UBL-SR, UBL-DT, CII-SR, CII-DT)
 * and Peppol's rule against empty elements: technical requirements of the syntax, not business rules. A fatal
 * breach may be a format error (BMF letter of 15 October 2025, para. 6a); the administration has not said.
 */
export function isSyntaxBindingRule(id: string): boolean {
  return /^(UBL-SR|UBL-DT|CII-SR|CII-DT)-\d+$/.test(id) || id === 'PEPPOL-EN16931-R008'
}

/**
 * Rules whose class does not follow from their terms, each decided from the law (docs/einvoice-ustg14.md,
 * "Rules decided one by one"), with the items of § 14 (4) / § 14a UStG they are taken to touch.
 */
export const CLASS_DECISIONS: Readonly<Record<string, { readonly consequence: Consequence; readonly items: readonly Ustg14Item[] }>> = {
  // A corrected invoice (384) that names no preceding invoice (BG-3) is no correction: § 31 (5) sentence 2 UStDV
  // requires it to refer specifically and unambiguously to the invoice it corrects. A warning in XRechnung.
  'BR-DE-26': { consequence: 'mandatory-content', items: [] },
  // A machine identifier of the seller (BT-29, BT-30 or BT-31): § 14 (4) sentence 1 no. 2 UStG is met by the tax
  // number (BT-32) too, which this rule does not accept; no. 2 itself is checked by BR-DE-16 and BR-S-02 etc.
  'BR-CO-26': { consequence: 'rule', items: [] },
  // The reason why no VAT is charged, for a supply not subject to VAT (category O): EN 16931 asks for it, but a
  // supply outside the scope of VAT is neither exempt (no. 8) nor a reverse charge case (§ 14a): no law asks for it.
  'BR-O-10': { consequence: 'rule', items: [] },
  // The line net amount against quantity × unit price: § 14 (4) asks for the quantity and the consideration, both
  // stated (BT-129, BT-131; BR-CO-10 adds the lines up), not for a unit price; a rounded price breaks it. A warning in KoSIT's rules.
  'PEPPOL-EN16931-R120': { consequence: 'warning', items: [] },
  // A due date or payment terms for an amount due: no item of § 14 (4) asks for either; BT-20 is under no. 7 only
  // for a reduction agreed in advance, which BR-DE-18 checks.
  'BR-CO-25': { consequence: 'rule', items: [] },
}

/** The items of § 14 (4) UStG and § 14a UStG a rule touches: its decision's, else those its terms carry. */
export function ruleItemsOf(id: string, terms: readonly string[]): Ustg14Item[] {
  return [...(CLASS_DECISIONS[id]?.items ?? ustgItemsOf(terms))]
}

/** The consequence class of a rule of the standard (the site's own rules state theirs). */
export function consequenceOf(id: string, severity: RuleFlag, terms: readonly string[]): Consequence {
  const decided = CLASS_DECISIONS[id]
  if (decided) return decided.consequence
  if (severity === 'fatal' && isSyntaxBindingRule(id)) return 'syntax'
  // What matters for VAT is whether a mandatory detail is touched, not the flag the rule set gives the rule.
  if (ustgItemsOf(terms).length > 0) return 'mandatory-content'
  return severity === 'fatal' ? 'rule' : 'warning'
}
