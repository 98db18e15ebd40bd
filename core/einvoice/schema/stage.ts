/**
 * The schema stage as the engine runs it: the document against the XSD of its syntax, each violation a
 * finding `SITE-XSD` of class `format` (a schema breach is a format error: BMF letter of 15 October
 * 2025, Rn. 6a; the file is then no e-invoice), with the schema stage's message and the path.
 */
import type { ParsedDocument } from '../input'
import type { Finding } from '../report'
import { SITE_RULES } from '../rules/site'
import { SCHEMA_CII } from './schema-cii'
import { SCHEMA_UBL } from './schema-ubl'
import { validateSchema } from './validate'

export const SCHEMA_VERSIONS = {
  UBL: 'XML Schema OASIS UBL 2.1 (Invoice, CreditNote)',
  CII: 'XML Schema UN/CEFACT CII D16B (SCRDM subset, uncoupled code lists)',
} as const

export function schemaFindings(document: ParsedDocument): Finding[] {
  const rule = SITE_RULES['SITE-XSD']!
  return validateSchema(document.root, document.syntax === 'UBL' ? SCHEMA_UBL : SCHEMA_CII).map((v) => ({
    rule: 'SITE-XSD',
    severity: rule.severity,
    consequence: rule.consequence,
    source: 'site',
    message: v.message,
    messageLang: 'en',
    bt: [],
    path: v.path,
    ustg: [],
  }))
}
