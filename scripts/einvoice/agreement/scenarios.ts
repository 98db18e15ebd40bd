/**
 * KoSIT's validator configuration for XRechnung (itplr-kosit/validator-configuration-xrechnung), read as
 * the agreement measurement needs it: per scenario the document it matches (root element and the
 * specification identifier BT-24 it compares with), its XML Schema, its Schematron XSLTs and its
 * `customLevel` severity changes. The `@property@` placeholders of `scenarios.xml` are resolved from the
 * `<property>` elements of the configuration's `build.xml`. Pure: texts in, data out.
 */
import { DOMParser, type Element } from '@xmldom/xmldom'

export type Root = 'Invoice' | 'CreditNote' | 'CrossIndustryInvoice'
export type Level = 'error' | 'warning' | 'information'

export interface Scenario {
  readonly name: string
  readonly root: Root
  /** The BT-24 value the scenario's `match` compares with. */
  readonly specification: string
  readonly schema: string
  readonly schematron: readonly string[]
  readonly customLevels: ReadonlyMap<string, Level>
}

/** `<property name value>` of an Ant build file, `${…}` references resolved in order. */
export function readProperties(buildXml: string): Map<string, string> {
  const props = new Map<string, string>()
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(buildXml, 'application/xml')
  const list = doc.getElementsByTagName('property')
  for (let i = 0; i < list.length; i++) {
    const p = list.item(i)!
    const name = p.getAttribute('name')
    const value = p.getAttribute('value')
    if (!name || value === null || props.has(name)) continue
    props.set(name, value.replace(/\$\{([^}]+)\}/g, (whole, key: string) => props.get(key) ?? whole))
  }
  return props
}

const NS = 'http://www.xoev.de/de/validator/framework/1/scenarios'

function children(parent: Element, name: string): Element[] {
  const out: Element[] = []
  for (let c = parent.firstChild; c; c = c.nextSibling) if (c.nodeType === 1 && (c as Element).localName === name) out.push(c as Element)
  return out
}
const text = (e: Element | undefined) => (e?.textContent ?? '').trim()

export function readScenarios(scenariosXml: string, properties: ReadonlyMap<string, string>): Scenario[] {
  const resolved = scenariosXml.replace(/@([\w.]+)@/g, (whole, key: string) => properties.get(key) ?? whole)
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(resolved, 'application/xml')
  const out: Scenario[] = []
  const list = doc.getElementsByTagNameNS(NS, 'scenario')
  for (let i = 0; i < list.length; i++) {
    const s = list.item(i)!
    const match = text(children(s, 'match')[0])
    const rootMatch = /\/(?:\w+:)?(Invoice|CreditNote|CrossIndustryInvoice)\b/.exec(match)
    const spec = /'([^']+)'/.exec(match)
    if (!rootMatch || !spec) continue
    const location = (e: Element) => text(children(e, 'location')[0])
    const schemaResource = children(s, 'validateWithXmlSchema').flatMap((v) => children(v, 'resource'))[0]
    const customLevels = new Map<string, Level>()
    for (const report of children(s, 'createReport')) {
      for (const c of children(report, 'customLevel')) {
        const level = c.getAttribute('level')
        if (level === 'error' || level === 'warning' || level === 'information') customLevels.set(text(c), level)
      }
    }
    out.push({
      name: text(children(s, 'name')[0]),
      root: rootMatch[1] as Root,
      specification: spec[1]!,
      schema: schemaResource ? location(schemaResource) : '',
      schematron: children(s, 'validateWithSchematron').flatMap((v) => children(v, 'resource')).map(location),
      customLevels,
    })
  }
  return out
}

/** The scenario KoSIT's validator picks for a document (first match), or null: then it rejects the file. */
export function scenarioFor(scenarios: readonly Scenario[], root: string, specification: string): Scenario | null {
  return scenarios.find((s) => s.root === root && s.specification === specification.trim()) ?? null
}

/** The severity after the scenario's customLevel; Schematron's `fatal` counts as `error`. */
export function effectiveLevel(scenario: Scenario | null, rule: string, flag: string): Level {
  const custom = scenario?.customLevels.get(rule)
  if (custom) return custom
  if (flag === 'fatal' || flag === 'error') return 'error'
  if (flag === 'warning') return 'warning'
  return 'information'
}

export type FerdProfile = 'MINIMUM' | 'BASIC-WL' | 'BASIC' | 'EN16931' | 'EXTENDED'

/**
 * The official reference for a document: KoSIT's validator where its configuration has a scenario
 * (XRechnung 3.0 standard/extension/CVD, plain EN 16931 — which is also the Factur-X/ZUGFeRD EN 16931
 * profile's BT-24); FeRD's/Factur-X's own XSD and Schematron for the other Factur-X/ZUGFeRD 2.x
 * profiles (CII); the Peppol BIS Billing 3.0 rules (with CEN's) for Peppol BIS; otherwise KoSIT's
 * validator, which rejects a document no scenario matches (XRechnung 1.x/2.x, unknown BT-24).
 */
export type Reference =
  | { readonly kind: 'kosit'; readonly scenario: Scenario }
  | { readonly kind: 'ferd'; readonly profile: FerdProfile }
  | { readonly kind: 'peppol' }
  | { readonly kind: 'no-scenario' }

const FERD = /(?:factur-x\.eu:1p0|zugferd\.de:2p\d):(minimum|basicwl|basic|extended)\b/i
const PEPPOL = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'

export function referenceFor(scenarios: readonly Scenario[], root: string, specification: string): Reference {
  const scenario = scenarioFor(scenarios, root, specification)
  if (scenario) return { kind: 'kosit', scenario }
  const ferd = FERD.exec(specification)
  if (ferd && root === 'CrossIndustryInvoice') {
    const p = ferd[1]!.toLowerCase()
    return { kind: 'ferd', profile: p === 'basicwl' ? 'BASIC-WL' : (p.toUpperCase() as FerdProfile) }
  }
  if (specification.trim() === PEPPOL && root !== 'CrossIndustryInvoice') return { kind: 'peppol' }
  return { kind: 'no-scenario' }
}

export function referenceLabel(r: Reference): string {
  switch (r.kind) {
    case 'kosit':
      return `kosit:${r.scenario.name}`
    case 'ferd':
      return `ferd:${r.profile}`
    case 'peppol':
      return 'peppol-bis-3'
    case 'no-scenario':
      return 'kosit:no-scenario'
  }
}
