/**
 * The engine: a parsed document → the model → the rules → the report. Pure and synchronous; the same
 * in the browser and in Node.
 */
import { ciiBinding } from './bindings/cii'
import { ublBinding } from './bindings/ubl'
import type { ParsedDocument } from './input'
import { recompute } from './model/recompute'
import { readInvoice } from './model/read'
import { detectProfile, type Profile } from './profiles'
import { sortFindings, type Finding, type Report } from './report'
import { type RuleFlag } from './rules/catalogue'
import { RULE_CATALOGUE } from './rules/all-entries'
import { severityOf, type Scenario } from './rules/severity'
import { cenKositRules } from './rules/cen-kosit'
import { en16931Rules } from './rules/en16931'
import { ferdExtendedRules, FERD_EXTENDED_REPLACES } from './rules/ferd-extended'
import { FERD_EXTENDED_VERSION } from './rules/ferd-extended-catalogue'
import { messageLang } from './rules/message-lang'
import type { BusinessRule, RuleContext } from './rules/rule'
import { siteRules, SITE_RULES } from './rules/site'
import { vatCategoryRules } from './rules/vat-categories'
import { consequenceOf, ruleItemsOf } from './rules/ustg14'
import { xrechnungRules } from './rules/xrechnung'
import { peppolRules } from './rules/peppol'
import { PEPPOL_VERSION } from './rules/peppol-catalogue'
import { checkSyntaxRules } from './syntax/engine'
import { schemaFindings, SCHEMA_VERSIONS } from './schema/stage'

export const RULE_SETS = {
  en16931: 'CEN EN 16931 validation artefacts 1.3.16',
  xrechnung: 'KoSIT XRechnung Schematron 2.5.0 (XRechnung 3.0.x), with the Peppol BIS Billing rules it includes',
  ferdExtended: `FeRD Schematron for EXTENDED (${FERD_EXTENDED_VERSION})`,
  peppol: `${PEPPOL_VERSION} Schematron (OpenPEPPOL), with its national rules`,
} as const

export type { Scenario } from './rules/severity'

export function findingFor(id: string, violation: { path: string; bt?: readonly string[]; stated?: string; computed?: string }, rule: Pick<BusinessRule, 'bt'> | null, syntax: 'UBL' | 'CII', scenario?: Scenario): Finding {
  const site = SITE_RULES[id]
  const entry = RULE_CATALOGUE[id]
  const severity: RuleFlag = site?.severity ?? severityOf(id, syntax, scenario)
  const message = site?.message ?? (syntax === 'CII' && entry?.[4] ? entry[4] : entry?.[3]) ?? id
  // The class is the rule's, from the terms the rule concerns (not the narrower ones of one place).
  const terms = rule?.bt ?? violation.bt ?? []
  const ustg = site ? [] : ruleItemsOf(id, terms)
  const source = site ? 'site' : (entry?.[1] ?? 'EN16931')
  return {
    rule: id,
    severity,
    consequence: site?.consequence ?? consequenceOf(id, severity, terms),
    source,
    message,
    messageLang: messageLang(id, source),
    bt: violation.bt ?? rule?.bt ?? [],
    path: violation.path,
    ustg,
    ...(violation.stated !== undefined ? { stated: violation.stated } : {}),
    ...(violation.computed !== undefined ? { computed: violation.computed } : {}),
  }
}

function runRules(rules: readonly BusinessRule[], context: RuleContext, scenario: Scenario, into: Finding[]): void {
  for (const rule of rules) for (const violation of rule.check(context)) into.push(findingFor(rule.id, violation, rule, context.syntax, scenario))
}

export interface CheckOptions {
  /** The XML came from a PDF attachment of this name. */
  readonly pdfAttachment?: string
}

/** Checks a parsed UBL or CII document and reports. */
export function checkDocument(document: ParsedDocument, options: CheckOptions = {}): Report {
  const binding = document.syntax === 'UBL' ? ublBinding : ciiBinding
  const invoice = readInvoice(document.root, binding)
  const profile: Profile = detectProfile(invoice.processControl.specificationIdentifier?.value ?? null, options.pdfAttachment !== undefined, document.syntax)
  const context: RuleContext = { invoice, syntax: document.syntax, root: document.root }
  // The schema stage first. A file the XSD refuses is no e-invoice (format error), whatever the rules say;
  // the rules still run, so that the report also names what the content lacks (the verdict stays the schema's).
  const scenario: Scenario = { profile: profile.id, document: invoice.document }
  const ferd = profile.id === 'factur-x-extended' && document.syntax === 'CII'
  const schema = ferd ? 'CII EXTENDED' : document.syntax
  const findings: Finding[] = schemaFindings(document, schema)
  runRules(siteRules(profile), context, scenario, findings)
  runRules(en16931Rules, context, scenario, findings)
  runRules(cenKositRules, context, scenario, findings)
  runRules(vatCategoryRules, context, scenario, findings)
  if (profile.xrechnung) runRules(xrechnungRules(profile), context, scenario, findings)
  const peppol = profile.id === 'peppol-bis-billing-3'
  if (peppol) runRules(peppolRules(), context, scenario, findings)
  for (const v of checkSyntaxRules(document, profile)) findings.push(findingFor(v.rule, v, { bt: v.bt as BusinessRule['bt'] }, document.syntax, scenario))
  if (ferd) runRules(ferdExtendedRules, context, scenario, findings)
  // In EXTENDED, FeRD's variants take the place of EN 16931's calculation rules (sub-lines, logistics charges).
  const sorted = sortFindings(ferd ? findings.filter((f) => !FERD_EXTENDED_REPLACES[f.rule]) : findings)
  return {
    syntax: document.syntax,
    document: invoice.document,
    profile,
    container: options.pdfAttachment ? { kind: 'pdf', attachment: options.pdfAttachment } : { kind: 'xml' },
    valid: profile.invoiceUnderUstg && !sorted.some((f) => f.severity === 'fatal'),
    findings: sorted,
    invoice,
    recomputed: recompute(invoice),
    ruleSets: [SCHEMA_VERSIONS[schema], RULE_SETS.en16931, ...(profile.xrechnung ? [RULE_SETS.xrechnung] : []), ...(peppol ? [RULE_SETS.peppol] : []), ...(ferd ? [RULE_SETS.ferdExtended] : [])],
  }
}
