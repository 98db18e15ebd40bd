/**
 * Syntax rules (UBL-SR/CR/DT, CII-SR/DT) and code list rules (BR-CL) bind to elements of one syntax, not
 * to the model: they are data (syntax/*-rules.ts), run here by one engine over the tree.
 */
import type { ParsedDocument } from '../input'
import type { Profile } from '../profiles'

export interface SyntaxViolation {
  readonly rule: string
  readonly path: string
  readonly bt: readonly string[]
}

export function checkSyntaxRules(document: ParsedDocument, profile: Profile): SyntaxViolation[] {
  void document
  void profile
  return []
}
