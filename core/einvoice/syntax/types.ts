/** Syntax rules as data (syntax/rules-ubl.ts, rules-cii.ts, generated from the CEN artefacts). */
export type SyntaxAssert =
  /** A test in the engine's path language (xml/path.ts), true when the rule holds. */
  | { readonly id: string; readonly test: string }
  /** A code list rule: the value (`.` or an attribute) must be in the list of codelists/lists.ts. */
  | { readonly id: string; readonly of: string; readonly list: string; readonly ignoreCase?: true; readonly sepaInSellerOrPayee?: true }
  /** Implemented by hand in syntax/custom.ts. */
  | { readonly id: string; readonly custom: true }

export interface SyntaxRule {
  /** A match pattern (xml/path.ts `matches`); `MANUAL:<xpath>` when only custom asserts use it. */
  readonly context: string
  readonly asserts: readonly SyntaxAssert[]
}

export interface SyntaxPattern {
  readonly pattern: string
  readonly rules: readonly SyntaxRule[]
}
