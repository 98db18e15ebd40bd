/**
 * A business rule is written once on the semantic model (model/types.ts). It names its official id;
 * its flag and official message come from the catalogue (rules/catalogue.ts, generated from the
 * artefacts). `check` yields one violation per place the rule is broken.
 */
import type Big from 'big.js'
import type { Syntax } from '../input'
import type { BtId, BgId, Field, Invoice } from '../model/types'
import { normalizeSpace, type XElement } from '../xml/tree'

export interface RuleContext {
  readonly invoice: Invoice
  /**
   * The syntax the invoice came in. Rules are written on the model; a rule reads the syntax only where
   * the official artefacts bind one rule differently in UBL and CII (each such place says so), so that
   * the verdicts agree with the official validator's.
   */
  readonly syntax: Syntax
  /**
   * The document's root element, for the few rules XRechnung takes over from Peppol that are about the
   * document's form rather than its content (empty elements, the UBL tax total structure).
   */
  readonly root: XElement
}

export interface Violation {
  /** Where: the path of the rule's context in the file. */
  readonly path: string
  /** The terms concerned here, when narrower than the rule's. */
  readonly bt?: readonly (BtId | BgId)[]
  /** For calculation rules: the figure in the file and the figure the rule computes. */
  readonly stated?: string
  readonly computed?: string
}

export interface BusinessRule {
  readonly id: string
  /** The business terms and groups the rule is about; they decide its consequence class (ustg14.ts). */
  readonly bt: readonly (BtId | BgId)[]
  check(context: RuleContext): Iterable<Violation>
}

/** A term is there (the element exists, even empty): the artefacts' `exists(…)`. */
export const present = (f: Field | null | undefined): f is Field => f !== null && f !== undefined
/** A term has visible text: the artefacts' `normalize-space(…) != ''`. */
export const filled = (f: Field | null | undefined): f is Field => present(f) && normalizeSpace(f.value) !== ''
export const text = (f: Field | null | undefined): string => (f ? normalizeSpace(f.value) : '')

export function rule(id: string, bt: readonly (BtId | BgId)[], check: (context: RuleContext) => Iterable<Violation>): BusinessRule {
  return { id, bt, check }
}

/** A rule checked once per element of a list: yields the element's path when `holds` is false. */
export function each<T extends { readonly path: string }>(items: (invoice: Invoice, syntax: Syntax) => readonly T[], holds: (item: T, context: RuleContext) => boolean | Omit<Violation, 'path'> | null) {
  return function* (context: RuleContext): Iterable<Violation> {
    for (const item of items(context.invoice, context.syntax)) {
      const result = holds(item, context)
      if (result === true) continue
      if (result === false || result === null) yield { path: item.path }
      else yield { path: item.path, ...result }
    }
  }
}

/** A rule checked once on the invoice. */
export function once(holds: (invoice: Invoice, context: RuleContext) => boolean) {
  return function* (context: RuleContext): Iterable<Violation> {
    if (!holds(context.invoice, context)) yield { path: context.invoice.path }
  }
}

export const fmt = (value: Big | null | undefined): string => (value ? value.toFixed() : '—')
