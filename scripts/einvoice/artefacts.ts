/**
 * Reads the official validation artefacts from local checkouts (never from the repository): the CEN
 * EN 16931 schematron (preprocessed, UBL and CII), the KoSIT XRechnung schematron and the Peppol BIS
 * Billing schematron whose whitelisted rules XRechnung includes. Used by extract-catalogue.ts (the
 * rule catalogue's ids, flags and messages) and extract-syntax-rules.ts (syntax rules as data).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DOMParser, type Element } from '@xmldom/xmldom'

export interface SchematronAssert {
  readonly id: string
  readonly flag: 'fatal' | 'warning' | 'information'
  readonly message: string
  readonly test: string
  readonly context: string
  readonly pattern: string
}

const SCH = 'http://purl.oclc.org/dsdl/schematron'

function elements(parent: Element, local: string): Element[] {
  const found: Element[] = []
  const list = parent.getElementsByTagNameNS(SCH, local)
  for (let i = 0; i < list.length; i++) found.push(list.item(i)!)
  return found
}

/** Every assert of a schematron file with its rule context, in document order. */
export function readAsserts(file: string): SchematronAssert[] {
  const document = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'application/xml')
  const result: SchematronAssert[] = []
  for (const pattern of elements(document.documentElement!, 'pattern')) {
    for (const rule of elements(pattern, 'rule')) {
      for (const a of elements(rule, 'assert')) {
        const id = a.getAttribute('id') ?? ''
        const text = (a.textContent ?? '').replace(/\s+/g, ' ').trim()
        const message = text.replace(new RegExp(`^\\[${id.replace(/[-]/g, '\\-')}\\]\\s*-?\\s*`), '').trim()
        const flag = (a.getAttribute('flag') ?? rule.getAttribute('flag') ?? 'fatal') as SchematronAssert['flag']
        result.push({ id, flag, message, test: a.getAttribute('test') ?? '', context: rule.getAttribute('context') ?? '', pattern: pattern.getAttribute('id') ?? '' })
      }
    }
  }
  return result
}

export interface Checkouts {
  readonly cen: string
  readonly kosit: string
  readonly peppol: string
}

export const files = (c: Checkouts) => ({
  cenUbl: join(c.cen, 'ubl/schematron/preprocessed/EN16931-UBL-validation-preprocessed.sch'),
  cenCii: join(c.cen, 'cii/schematron/preprocessed/EN16931-CII-validation-preprocessed.sch'),
  kositUbl: join(c.kosit, 'src/validation/schematron/ubl/XRechnung-UBL-validation.sch'),
  kositCii: join(c.kosit, 'src/validation/schematron/cii/XRechnung-CII-validation.sch'),
  kositPeppolList: join(c.kosit, 'src/xsl/rule-list.xml'),
  peppolUbl: join(c.peppol, 'rules/sch/PEPPOL-EN16931-UBL.sch'),
  peppolCii: join(c.peppol, 'rules/sch/PEPPOL-EN16931-CII.sch'),
})

/** The Peppol rules XRechnung takes over (KoSIT's whitelist). */
export function peppolWhitelist(c: Checkouts): Set<string> {
  const text = readFileSync(files(c).kositPeppolList, 'utf8').replace(/<!--[\s\S]*?-->/g, '')
  return new Set([...text.matchAll(/<r:rule>([^<]+)<\/r:rule>/g)].map((m) => m[1]!.trim()))
}

export function argPaths(argv: string[]): Checkouts {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`)
    const value = i >= 0 ? argv[i + 1] : undefined
    if (!value) throw new Error(`Missing --${name} <checkout folder>`)
    return value
  }
  return { cen: get('cen'), kosit: get('kosit'), peppol: get('peppol') }
}
