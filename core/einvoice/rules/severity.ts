import type { ProfileId } from '../profiles'
import { CATALOGUE, type RuleFlag } from './catalogue'
import { CII_FLAGS, KOSIT_PEPPOL_FLAGS, SCENARIO_LEVELS } from './levels'

/** Which scenario of the official validator a document falls in: its profile and kind of document. */
export interface Scenario {
  readonly profile: ProfileId
  readonly document: 'invoice' | 'credit-note'
}

/**
 * A rule's severity as the official validator gives it: the scenario's level (KoSIT's customLevel for
 * XRechnung 3.0, its extension and CVD), else the flag KoSIT's schematron gives a Peppol rule it takes
 * over (for XRechnung), else the CEN CII artefact's flag where it differs from UBL's, else the catalogue's.
 */
export function severityOf(id: string, syntax: 'UBL' | 'CII', scenario?: Scenario): RuleFlag {
  const level = scenario ? SCENARIO_LEVELS[`${scenario.profile} ${syntax} ${scenario.document}`]?.[id] : undefined
  if (level) return level
  if (KOSIT_PEPPOL_FLAGS[id] && CATALOGUE[id]?.[1] === 'Peppol') return KOSIT_PEPPOL_FLAGS[id]!
  if (syntax === 'CII' && CII_FLAGS[id]) return CII_FLAGS[id]!
  return CATALOGUE[id]?.[0] ?? 'fatal'
}

