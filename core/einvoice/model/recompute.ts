/**
 * The invoice's figures recomputed from its lines, allowances and charges with exact decimal
 * arithmetic (rounded to two decimals where EN 16931 rounds), beside the figures the file states, so
 * the page can show where they differ.
 */
import Big from 'big.js'
import { categoryTax, round2, sum, ZERO } from './decimal'
import type { AmountField, Invoice } from './types'

export interface Figure {
  readonly bt: string
  /** The figure in the file (its text), or null when the file has none. */
  readonly stated: string | null
  /** The recomputed figure, or null when an input is missing or unreadable. */
  readonly computed: string | null
  /** Both exist and differ. */
  readonly differs: boolean
}

export interface BreakdownFigure {
  readonly category: string
  readonly rate: string | null
  readonly taxable: Figure
  readonly tax: Figure
}

export interface Recomputation {
  readonly lineNetTotal: Figure
  readonly allowanceTotal: Figure
  readonly chargeTotal: Figure
  readonly totalWithoutVat: Figure
  readonly vatTotal: Figure
  readonly totalWithVat: Figure
  readonly amountDue: Figure
  readonly breakdown: readonly BreakdownFigure[]
}

function figure(bt: string, stated: AmountField | null | undefined, computed: Big | null): Figure {
  const s = stated?.decimal ?? null
  return { bt, stated: stated ? stated.value.trim() : null, computed: computed ? computed.toFixed(2) : null, differs: s !== null && computed !== null && !s.eq(computed) }
}

export function recompute(invoice: Invoice): Recomputation {
  const amounts = (xs: ReadonlyArray<AmountField | null>): Big | null => (xs.every((x) => x?.decimal) ? sum(xs.map((x) => x!.decimal!)) : null)
  const lineNet = amounts(invoice.lines.map((l) => l.netAmount))
  const allowances = amounts(invoice.allowances.map((a) => a.amount))
  const charges = amounts(invoice.charges.map((c) => c.amount))
  const withoutVat = lineNet && allowances && charges ? round2(lineNet.minus(allowances).plus(charges)) : null

  // One breakdown per category and rate, as EN 16931 groups them.
  const groups = new Map<string, { category: string; rate: Big | null; taxable: Big }>()
  const add = (category: string | undefined, rate: Big | null | undefined, amount: Big | null | undefined, sign: 1 | -1) => {
    if (!category) return
    const key = `${category}|${rate ? rate.toFixed() : ''}`
    const group = groups.get(key) ?? { category, rate: rate ?? null, taxable: ZERO }
    group.taxable = group.taxable.plus((amount ?? ZERO).times(sign))
    groups.set(key, group)
  }
  for (const l of invoice.lines) add(l.vat?.categoryCode?.value.trim(), l.vat?.rate?.decimal, l.netAmount?.decimal, 1)
  for (const a of invoice.allowances) add(a.vatCategoryCode?.value.trim(), a.vatRate?.decimal, a.amount?.decimal, -1)
  for (const c of invoice.charges) add(c.vatCategoryCode?.value.trim(), c.vatRate?.decimal, c.amount?.decimal, 1)
  const breakdown = [...groups.values()].map((g) => {
    const stated = invoice.vatBreakdown.find((v) => v.categoryCode?.value.trim() === g.category && (g.rate === null ? !v.rate?.decimal : v.rate?.decimal?.eq(g.rate)))
    const taxable = round2(g.taxable)
    const tax = g.rate ? categoryTax(taxable, g.rate) : ZERO
    return { category: g.category, rate: g.rate ? g.rate.toFixed() : null, taxable: figure('BT-116', stated?.taxableAmount, taxable), tax: figure('BT-117', stated?.taxAmount, tax) }
  })
  const vat = breakdown.length ? sum(breakdown.map((b) => (b.tax.computed ? new Big(b.tax.computed) : ZERO))) : null
  const currency = invoice.currencyCode?.value.trim()
  const statedVat = invoice.vatTotals.find((t) => t.currency?.trim() === currency) ?? null
  const withVat = withoutVat && vat ? withoutVat.plus(vat) : null
  const paid = invoice.totals?.paidAmount?.decimal ?? ZERO
  const rounding = invoice.totals?.roundingAmount?.decimal ?? ZERO
  return {
    lineNetTotal: figure('BT-106', invoice.totals?.lineNetTotal, lineNet ? round2(lineNet) : null),
    allowanceTotal: figure('BT-107', invoice.totals?.allowanceTotal, allowances ? round2(allowances) : null),
    chargeTotal: figure('BT-108', invoice.totals?.chargeTotal, charges ? round2(charges) : null),
    totalWithoutVat: figure('BT-109', invoice.totals?.totalWithoutVat, withoutVat),
    vatTotal: figure('BT-110', statedVat, vat),
    totalWithVat: figure('BT-112', invoice.totals?.totalWithVat, withVat),
    amountDue: figure('BT-115', invoice.totals?.amountDue, withVat ? withVat.minus(paid).plus(rounding) : null),
    breakdown,
  }
}
