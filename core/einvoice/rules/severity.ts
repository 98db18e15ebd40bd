import type { ProfileId } from '../profiles'
import { type RuleFlag } from './catalogue'
import { RULE_CATALOGUE } from './all-entries'
import { FERD_CATALOGUE, FERD_EXTENDED_KEEPS } from './ferd-extended-catalogue'
import { CII_FLAGS, KOSIT_PEPPOL_FLAGS, SCENARIO_LEVELS } from './levels'

/** Which scenario of the official validator a document falls in: its profile and kind of document. */
export interface Scenario {
  readonly profile: ProfileId
  readonly document: 'invoice' | 'credit-note'
}

/**
 * A rule's severity as the official validator gives it: the scenario's level (KoSIT's customLevel for
 * XRechnung 3.0, its extension and CVD), else the flag KoSIT's schematron gives a Peppol rule it takes
 * over (for XRechnung; a Peppol BIS Billing invoice keeps Peppol's own flag), for EXTENDED a warning where FeRD's Schematron does not state the rule, else the CEN CII artefact's flag where it differs from UBL's, else the catalogue's.
 */
export function severityOf(id: string, syntax: 'UBL' | 'CII', scenario?: Scenario): RuleFlag {
  const level = scenario ? SCENARIO_LEVELS[`${scenario.profile} ${syntax} ${scenario.document}`]?.[id] : undefined
  if (level) return level
  // EXTENDED follows FeRD's Schematron: a rule of EN 16931 that FeRD does not state is explained as a warning.
  if (scenario?.profile === 'factur-x-extended' && syntax === 'CII' && !FERD_CATALOGUE[id] && !FERD_EXTENDED_KEEPS.has(id)) return 'warning'
  // KoSIT's flags for the Peppol rules it takes over hold in XRechnung; Peppol BIS Billing keeps Peppol's own.
  if (KOSIT_PEPPOL_FLAGS[id] && RULE_CATALOGUE[id]?.[1] === 'Peppol' && scenario?.profile !== 'peppol-bis-billing-3') return KOSIT_PEPPOL_FLAGS[id]!
  if (syntax === 'CII' && CII_FLAGS[id]) return CII_FLAGS[id]!
  return RULE_CATALOGUE[id]?.[0] ?? 'fatal'
}

