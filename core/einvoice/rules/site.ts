/**
 * The site's own findings (ids SITE-…), where the official rule sets say nothing a visitor can use:
 * which profile the file claims and what follows from it. Documented in docs/einvoice.md.
 */
import type { Profile } from '../profiles'
import type { Consequence } from '../consequence'
import type { RuleFlag } from './catalogue'
import { once, rule, type BusinessRule } from './rule'

export interface SiteRule {
  readonly severity: RuleFlag
  readonly consequence: Consequence
  readonly message: string
}

export const SITE_RULES: Readonly<Record<string, SiteRule>> = {
  'SITE-PROFILE-01': {
    severity: 'fatal',
    consequence: 'format',
    message: 'The profile (BT-24) is Factur-X/ZUGFeRD MINIMUM or BASIC WL: it carries no invoice lines and so not the mandatory content of an invoice under § 14 (4) UStG; it is not an e-invoice.',
  },
  'SITE-PROFILE-02': {
    severity: 'information',
    consequence: 'warning',
    message: 'The profile (BT-24) is Factur-X/ZUGFeRD EXTENDED or the XRechnung extension: EXTENDED was checked with FeRD\'s schema and rules for the profile (ZUGFeRD 2.4), the extension with KoSIT\'s rules for it; elements beyond EN 16931 are reported as warnings, not refused.',
  },
  // Fatal as in the official validator, which has no scenario for it (e.g. ZUGFeRD 1.0's identifier in a CII
  // D16B file); not a format error, for the same reason as SITE-PROFILE-04.
  'SITE-PROFILE-03': {
    severity: 'fatal',
    consequence: 'rule',
    message: 'The specification identifier (BT-24) names no specification with an official validation in this syntax (e.g. a Factur-X/ZUGFeRD profile in UBL, which exists in CII only): the official validator rejects the file (no scenario); it was checked against EN 16931 alone.',
  },
  // The file breaks the XML Schema of its syntax (UBL 2.1 or CII D16B): a format error (BMF letter of
  // 15 October 2025, Rn. 6a), so no e-invoice. Each finding carries the schema stage's own message.
  'SITE-XSD': {
    severity: 'fatal',
    consequence: 'format',
    message: 'The file does not conform to the XML Schema of its syntax (UBL 2.1 or UN/CEFACT CII D16B): it is not an e-invoice.',
  },
  // Fatal as in the official validator, which has no scenario for it; but a file that meets EN 16931 is
  // an e-invoice whatever CIUS version it names (§ 14 (1) sentence 6 no. 1 UStG): not a format error.
  'SITE-PROFILE-04': {
    severity: 'fatal',
    consequence: 'rule',
    message: 'The specification identifier (BT-24) names an XRechnung version other than 3.0: it was checked against EN 16931 and not against XRechnung 3.0.',
  },
}

export function siteRules(profile: Profile): BusinessRule[] {
  const rules: BusinessRule[] = []
  if (!profile.invoiceUnderUstg) rules.push(rule('SITE-PROFILE-01', ['BT-24'], once(() => false)))
  if (profile.extension) rules.push(rule('SITE-PROFILE-02', ['BT-24'], once(() => false)))
  if (profile.id === 'unknown') rules.push(rule('SITE-PROFILE-03', ['BT-24'], once(() => false)))
  if (profile.id === 'xrechnung-other-version') rules.push(rule('SITE-PROFILE-04', ['BT-24'], once(() => false)))
  return rules
}
