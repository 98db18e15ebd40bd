/**
 * What the page needs to explain a rule: its id, flag, source, official message, the terms it concerns,
 * its consequence class and the items of § 14 (4) UStG it touches.
 */
import type { Consequence } from '../consequence'
import { type RuleFlag, type RuleSource } from './catalogue'
import { RULE_CATALOGUE } from './all-entries'
import { en16931Rules } from './en16931'
import { ferdExtendedRules } from './ferd-extended'
import type { BusinessRule } from './rule'
import { severityOf } from './severity'
import { SITE_RULES } from './site'
import { consequenceOf, ruleItemsOf, type Ustg14Item } from './ustg14'
import { vatCategoryRules } from './vat-categories'
import { xrechnungRules } from './xrechnung'
import { peppolRules } from './peppol'
import { detectProfile } from '../profiles'
import { CODE_LIST_TERMS } from '../syntax/engine'

export interface RuleInfo {
  readonly id: string
  readonly severity: RuleFlag
  readonly source: RuleSource | 'site'
  readonly message: string
  readonly bt: readonly string[]
  readonly consequence: Consequence
  readonly ustg: readonly Ustg14Item[]
}

const XRECHNUNG = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'
/** XRechnung 3.0 with its extension (BR-DEX) and for clean vehicles (BR-DE-CVD): every rule the engine has in the model. */
const XRECHNUNG_PROFILES = [XRECHNUNG, `${XRECHNUNG}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`, `${XRECHNUNG}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`]

let byId: Map<string, BusinessRule> | null = null
function modelRules(): Map<string, BusinessRule> {
  byId ??= new Map([...en16931Rules, ...vatCategoryRules, ...ferdExtendedRules, ...XRECHNUNG_PROFILES.flatMap((p) => xrechnungRules(detectProfile(p, false))), ...peppolRules()].map((r) => [r.id, r]))
  return byId
}

/** The rule's flag without a scenario: the CEN artefact's for the syntax (they differ for BR-51) or KoSIT's for a Peppol rule. */
export function ruleInfo(id: string, syntax: 'UBL' | 'CII' = 'UBL'): RuleInfo | null {
  const site = SITE_RULES[id]
  if (site) return { id, severity: site.severity, source: 'site', message: site.message, bt: ['BT-24'], consequence: site.consequence, ustg: [] }
  const entry = RULE_CATALOGUE[id]
  if (!entry) return null
  const rule = modelRules().get(id)
  const bt = rule?.bt ?? CODE_LIST_TERMS[id] ?? []
  const severity = severityOf(id, syntax)
  return {
    id,
    severity,
    source: entry[1],
    message: (syntax === 'CII' && entry[4]) || entry[3],
    bt,
    consequence: consequenceOf(id, severity, bt),
    ustg: ruleItemsOf(id, bt),
  }
}

export function allRuleIds(): string[] {
  return [...Object.keys(SITE_RULES), ...Object.keys(RULE_CATALOGUE)]
}
