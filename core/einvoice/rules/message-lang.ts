/**
 * The language of a rule's official message, from who states the rule: the CEN (EN 16931) and
 * OpenPeppol write English; the KoSIT writes its XRechnung rules in German, except the extension's
 * rules it took over in the wording of the CEN and Peppol rules (BR-DEX-04…09, BR-DEX-15: English in
 * its Schematron 2.5.0). The site's own notes (SITE-…) are written in English.
 */
import type { RuleSource } from './catalogue'

export type MessageLang = 'de' | 'en'

/** The XRechnung rules whose official message the KoSIT wrote in English. */
const KOSIT_ENGLISH = new Set(['BR-DEX-04', 'BR-DEX-05', 'BR-DEX-06', 'BR-DEX-07', 'BR-DEX-08', 'BR-DEX-09', 'BR-DEX-15'])

export function messageLang(rule: string, source: RuleSource | 'site'): MessageLang {
  return source === 'XRechnung' && !KOSIT_ENGLISH.has(rule) ? 'de' : 'en'
}
