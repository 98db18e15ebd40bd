/**
 * Which business terms of EN 16931 carry the mandatory content of an invoice under § 14 (4) sentence 1
 * UStG (items 1 to 10) and § 14a UStG, and from that the consequence class of every rule: a rule
 * broken with severity fatal is a defect touching the mandatory content when one of the terms it
 * concerns is in this table, another rule violation when none is; a rule of lower severity is a
 * warning. Written once, from the law; docs/einvoice-ustg14.md gives each line's reason and source,
 * and tests/unit/einvoice-consequences.test.ts holds the table, the docs and the rule texts together.
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
  // The VAT category and rate of an allowance or charge say which rate's consideration it changes.
  [7, ['BT-5', 'BT-131', 'BT-136', 'BT-141', 'BT-92', 'BT-95', 'BT-96', 'BT-99', 'BT-102', 'BT-103', 'BT-106', 'BT-107', 'BT-108', 'BT-109', 'BG-23', 'BT-116']],
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

/** The consequence class of a rule of the standard (the site's own rules state theirs). */
export function consequenceOf(severity: RuleFlag, terms: readonly string[]): Consequence {
  if (severity !== 'fatal') return 'warning'
  return ustgItemsOf(terms).length > 0 ? 'mandatory-content' : 'rule'
}
