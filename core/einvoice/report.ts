/**
 * The report of one file: syntax, profile, verdict, the findings sorted by consequence, the invoice as
 * read, and the recomputed figures. Plain data (JSON-serialisable: decimals are strings), the same for
 * the page, the JSON download and the CLI.
 */
import { CONSEQUENCE_ORDER, type Consequence } from './consequence'
import type { Syntax } from './input'
import type { Invoice } from './model/types'
import type { Recomputation } from './model/recompute'
import type { Profile } from './profiles'
import type { RuleFlag, RuleSource } from './rules/catalogue'
import type { MessageLang } from './rules/message-lang'
import type { Ustg14Item } from './rules/ustg14'

export interface Finding {
  /** The official rule id (BR-…, BR-CO-…, BR-DE-…, UBL-SR-…), or the site's own (SITE-…). */
  readonly rule: string
  readonly severity: RuleFlag
  readonly consequence: Consequence
  /** Who states the rule. */
  readonly source: RuleSource | 'site'
  /** The official message, verbatim (English for EN 16931 and Peppol, German for most XRechnung rules). */
  readonly message: string
  /** The message's language, from who states the rule (rules/message-lang.ts). */
  readonly messageLang: MessageLang
  /** The business terms and groups concerned. */
  readonly bt: readonly string[]
  /** Where in the file (the rule's context). */
  readonly path: string
  /** The items of § 14 (4) sentence 1 UStG (and § 14a UStG) whose content the rule's terms carry (rules/ustg14.ts). */
  readonly ustg: readonly Ustg14Item[]
  /** For calculations: the figure in the file and the figure recomputed. */
  readonly stated?: string
  readonly computed?: string
}

export interface Report {
  readonly syntax: Syntax
  /** 'invoice' or 'credit-note' (UBL's root; in CII the type code). */
  readonly document: 'invoice' | 'credit-note'
  readonly profile: Profile
  /** Whether the XML came out of a PDF (Factur-X/ZUGFeRD) and under which attachment name. */
  readonly container: { readonly kind: 'xml' } | { readonly kind: 'pdf'; readonly attachment: string }
  /** No finding of severity fatal, and the profile can be an invoice. */
  readonly valid: boolean
  readonly findings: readonly Finding[]
  readonly invoice: Invoice
  readonly recomputed: Recomputation
  /** The rule sets applied, by name and version (docs/einvoice.md). */
  readonly ruleSets: readonly string[]
}

export function sortFindings(findings: Finding[]): Finding[] {
  return findings
    .map((f, i) => [f, i] as const)
    .sort(([a, i], [b, j]) => CONSEQUENCE_ORDER.indexOf(a.consequence) - CONSEQUENCE_ORDER.indexOf(b.consequence) || i - j)
    .map(([f]) => f)
}
