/**
 * The schema stage as the engine runs it: the document against the XSD of its syntax, each violation a
 * finding `SITE-XSD` of class `format` (a schema breach is a format error: BMF letter of 15 October
 * 2025, Rn. 6a; the file is then no e-invoice), with the schema stage's message and the path.
 */
import type { ParsedDocument } from '../input'
import type { Finding } from '../report'
import { SITE_RULES } from '../rules/site'
import { SCHEMA_CII } from './schema-cii'
import { SCHEMA_CII_FERD_EXTENDED } from './schema-cii-ferd-extended'
import { SCHEMA_UBL } from './schema-ubl'
import { validateSchema } from './validate'

export const SCHEMA_VERSIONS = {
  UBL: 'XML Schema OASIS UBL 2.1 (Invoice, CreditNote)',
  CII: 'XML Schema UN/CEFACT CII D16B (SCRDM subset, uncoupled code lists)',
  'CII EXTENDED': 'XML Schema of ZUGFeRD 2.4 / Factur-X EXTENDED (FeRD)',
} as const

/** Which schema a document is checked against: its syntax's, or FeRD's for a CII file of the EXTENDED profile (as FeRD's validation does). */
export type SchemaChoice = keyof typeof SCHEMA_VERSIONS
const SCHEMAS = { UBL: SCHEMA_UBL, CII: SCHEMA_CII, 'CII EXTENDED': SCHEMA_CII_FERD_EXTENDED } as const

export function schemaFindings(document: ParsedDocument, schema: SchemaChoice = document.syntax): Finding[] {
  const rule = SITE_RULES['SITE-XSD']!
  return validateSchema(document.root, SCHEMAS[schema]).map((v) => ({
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
