// The agreement measurement's pure parts (scripts/einvoice/agreement): the XML-Mutate applier, KoSIT's
// scenario configuration, the corpus manifest and the report's arithmetic. The measurement itself
// (Java, xmllint, fetched corpora) is run by hand: npm run einvoice-agreement.
import { DOMParser } from '@xmldom/xmldom'
import { describe, expect, it } from 'vitest'
import { readManifest } from '../../../scripts/einvoice/agreement/manifest'
import { byCorpus, extraRules, figures, markdown, missedRules, type Row } from '../../../scripts/einvoice/agreement/report'
import { effectiveLevel, readProperties, readScenarios, referenceFor, scenarioFor } from '../../../scripts/einvoice/agreement/scenarios'
import { applyXmute, parseExpectations, parsePseudoAttributes, readInstructions } from '../../../scripts/einvoice/agreement/xmute'

const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2'
const instance = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="${CBC}">
  <cbc:ID>1</cbc:ID>
  <?xmute mutator="identity" schematron-valid="xrubl:BR-DE-15" id="keep" description="as is" ?>
  <?xmute mutator="remove"
          schematron-invalid="xrubl:BR-DE-15" id="gone" ?>
  <cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>
  <!-- <?xmute mutator="whitespace" id="commented-out" ?> -->
  <?xmute mutator="code" values="DE 7900, GB29NWBK" separator="," schematron-valid="xrubl:BR-DE-19,xrubl:BR-DE-20" id="iban" ?>
  <cbc:Note>DE16</cbc:Note>
  <?xmute mutator="code" values="C62" attribute="unitCode" schematron-invalid="xrubl:BR-CL-23 xrubl:BR-DE-1" id="unit" ?>
  <?xmute mutator="empty" id="blank" schematron-invalid="xrubl:BR-DE-21" ?>
  <cbc:InvoicedQuantity unitCode="H87">2</cbc:InvoicedQuantity>
  <?xmute mutator="shuffle" id="unknown" ?>
  <cbc:Last>x</cbc:Last>
</Invoice>`

const parse = (text: string) => new DOMParser().parseFromString(text, 'application/xml')
const first = (text: string, name: string) => parse(text).getElementsByTagNameNS(CBC, name).item(0)

describe('XML-Mutate applier', () => {
  it('reads pseudo-attributes with either quote and across lines', () => {
    expect(parsePseudoAttributes(`mutator="code"\n   values='a, b' id="x-1"`)).toEqual({ mutator: 'code', values: 'a, b', id: 'x-1' })
  })

  it('splits expectations at blanks and commas and keeps the Schematron alias', () => {
    expect(parseExpectations('xrubl:BR-DE-10,xrubl:BR-DE-11', 'xrcii:BR-DE-CVD-03 BR-01')).toEqual([
      { schematron: 'xrubl', rule: 'BR-DE-10', expect: 'valid' },
      { schematron: 'xrubl', rule: 'BR-DE-11', expect: 'valid' },
      { schematron: 'xrcii', rule: 'BR-DE-CVD-03', expect: 'invalid' },
      { schematron: '', rule: 'BR-01', expect: 'invalid' },
    ])
  })

  it('finds the instructions in document order, not those inside comments', () => {
    expect(readInstructions(instance).map((i) => i.id)).toEqual(['keep', 'gone', 'iban', 'unit', 'blank', 'unknown'])
  })

  const { variants, unsupported } = applyXmute(instance)
  const variant = (id: string) => {
    const v = variants.find((x) => x.id === id)
    if (!v) throw new Error(`no variant ${id}`)
    return v
  }

  it('gives one variant per instruction and one per value of a code mutator', () => {
    expect(variants.map((v) => v.id)).toEqual(['keep', 'gone', 'iban-1', 'iban-2', 'unit', 'blank'])
    expect(unsupported).toEqual([{ id: 'unknown', mutator: 'shuffle', reason: 'mutator not supported' }])
  })

  it('removes every xmute instruction from every variant', () => {
    const instructions = (text: string) => {
      let count = 0
      const walk = (node: { firstChild: unknown }) => {
        for (let c = node.firstChild as { nodeType: number; target?: string; nextSibling: unknown; firstChild: unknown } | null; c; c = c.nextSibling as typeof c) {
          if (c.nodeType === 7 && c.target === 'xmute') count++
          walk(c)
        }
      }
      walk(parse(text))
      return count
    }
    expect(instructions(instance)).toBe(6)
    for (const v of variants) expect(instructions(v.text)).toBe(0)
  })

  it('identity keeps the document; remove drops the next element only', () => {
    expect(first(variant('keep').text, 'BuyerReference')?.textContent).toBe('04011000-12345-03')
    expect(first(variant('gone').text, 'BuyerReference')).toBeNull()
    expect(first(variant('gone').text, 'Note')?.textContent).toBe('DE16')
    expect(variant('gone').expectations).toEqual([{ schematron: 'xrubl', rule: 'BR-DE-15', expect: 'invalid' }])
  })

  it('code writes each value (trimmed) as the next element’s text, or into the named attribute', () => {
    expect(first(variant('iban-1').text, 'Note')?.textContent).toBe('DE 7900')
    expect(first(variant('iban-2').text, 'Note')?.textContent).toBe('GB29NWBK')
    expect(first(variant('iban-1').text, 'BuyerReference')?.textContent).toBe('04011000-12345-03')
    const unit = first(variant('unit').text, 'InvoicedQuantity')
    expect(unit?.getAttribute('unitCode')).toBe('C62')
    expect(unit?.textContent).toBe('2')
  })

  it('empty clears the next element’s content and keeps the element', () => {
    const q = first(variant('blank').text, 'InvoicedQuantity')
    expect(q).not.toBeNull()
    expect(q?.textContent).toBe('')
    expect(q?.getAttribute('unitCode')).toBe('H87')
  })

  it('refuses an instance that is not well-formed', () => {
    expect(() => applyXmute('<Invoice><?xmute mutator="remove" id="a"?><a></Invoice>')).toThrow(/not well-formed/)
  })
})

const build = `<project>
  <property name="cen.spec.id" value="urn:cen.eu:en16931:2017" />
  <property name="xrechnung.version.major.minor" value="3.0" />
  <property name="xrechnung.spec.id" value="\${cen.spec.id}#compliant#urn:xeinkauf.de:kosit:xrechnung_\${xrechnung.version.major.minor}" />
  <property name="xrechnung.cvd.id" value="\${xrechnung.spec.id}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9" />
  <property name="cen.spec.id" value="overridden later: Ant keeps the first" />
</project>`
const scenariosXml = `<scenarios xmlns="http://www.xoev.de/de/validator/framework/1/scenarios">
  <scenario>
    <name>EN16931 XRechnung (UBL Invoice)</name>
    <match>exists(/invoice:Invoice/cbc:CustomizationID[ . = '@xrechnung.spec.id@']) </match>
    <validateWithXmlSchema><resource><name>x</name><location>resources/ubl/2.1/xsd/maindoc/UBL-Invoice-2.1.xsd</location></resource></validateWithXmlSchema>
    <validateWithSchematron><resource><name>a</name><location>resources/ubl/2.1/xsl/EN16931-UBL-validation.xsl</location></resource></validateWithSchematron>
    <validateWithSchematron><resource><name>b</name><location>resources/xrechnung/3.0.2/xsl/XRechnung-UBL-validation.xsl</location></resource></validateWithSchematron>
    <createReport><resource><name>r</name><location>r.xsl</location></resource>
      <customLevel level="warning">BR-CL-23</customLevel>
      <customLevel level="error">UBL-CR-646</customLevel>
    </createReport>
  </scenario>
  <scenario>
    <name>EN16931 XRechnung CVD (CII)</name>
    <match>exists(/rsm:CrossIndustryInvoice[rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID/text() = '@xrechnung.cvd.id@'])</match>
    <validateWithXmlSchema><resource><name>x</name><location>resources/cii/16b/xsd/CrossIndustryInvoice_100pD16B.xsd</location></resource></validateWithXmlSchema>
    <createReport><customLevel level="information">BR-CL-13</customLevel></createReport>
  </scenario>
  <scenario>
    <name>EN16931 (CII)</name>
    <match>exists(/rsm:CrossIndustryInvoice[ rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID/text() = 'urn:cen.eu:en16931:2017'])</match>
  </scenario>
</scenarios>`

describe('KoSIT scenario configuration', () => {
  const props = readProperties(build)
  const scenarios = readScenarios(scenariosXml, props)

  it('resolves Ant properties in order, the first definition winning', () => {
    expect(props.get('xrechnung.spec.id')).toBe('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0')
    expect(props.get('cen.spec.id')).toBe('urn:cen.eu:en16931:2017')
  })

  it('reads root, BT-24, schema, Schematron and custom levels per scenario', () => {
    expect(scenarios.map((s) => [s.name, s.root, s.specification])).toEqual([
      ['EN16931 XRechnung (UBL Invoice)', 'Invoice', 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'],
      ['EN16931 XRechnung CVD (CII)', 'CrossIndustryInvoice', 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9'],
      ['EN16931 (CII)', 'CrossIndustryInvoice', 'urn:cen.eu:en16931:2017'],
    ])
    expect(scenarios[0]!.schema).toBe('resources/ubl/2.1/xsd/maindoc/UBL-Invoice-2.1.xsd')
    expect(scenarios[0]!.schematron).toEqual(['resources/ubl/2.1/xsl/EN16931-UBL-validation.xsl', 'resources/xrechnung/3.0.2/xsl/XRechnung-UBL-validation.xsl'])
    expect([...scenarios[0]!.customLevels]).toEqual([['BR-CL-23', 'warning'], ['UBL-CR-646', 'error']])
  })

  it('applies custom levels over the Schematron flag', () => {
    const xr = scenarios[0]!
    expect(effectiveLevel(xr, 'BR-CL-23', 'fatal')).toBe('warning')
    expect(effectiveLevel(xr, 'UBL-CR-646', 'warning')).toBe('error')
    expect(effectiveLevel(xr, 'BR-01', 'fatal')).toBe('error')
    expect(effectiveLevel(null, 'BR-CL-23', 'fatal')).toBe('error')
    expect(effectiveLevel(null, 'PEPPOL-EN16931-R120', 'warning')).toBe('warning')
    expect(effectiveLevel(scenarios[1]!, 'BR-CL-13', 'fatal')).toBe('information')
  })

  it('picks the reference per file: KoSIT scenario, FeRD profile, Peppol, or no scenario', () => {
    expect(scenarioFor(scenarios, 'CreditNote', 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0')).toBeNull()
    expect(referenceFor(scenarios, 'Invoice', ' urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0\n')).toMatchObject({ kind: 'kosit', scenario: { name: 'EN16931 XRechnung (UBL Invoice)' } })
    expect(referenceFor(scenarios, 'CrossIndustryInvoice', 'urn:cen.eu:en16931:2017')).toMatchObject({ kind: 'kosit' })
    expect(referenceFor(scenarios, 'CrossIndustryInvoice', 'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended')).toEqual({ kind: 'ferd', profile: 'EXTENDED' })
    expect(referenceFor(scenarios, 'CrossIndustryInvoice', 'urn:factur-x.eu:1p0:basicwl')).toEqual({ kind: 'ferd', profile: 'BASIC-WL' })
    expect(referenceFor(scenarios, 'CrossIndustryInvoice', 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic')).toEqual({ kind: 'ferd', profile: 'BASIC' })
    expect(referenceFor(scenarios, 'Invoice', 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0')).toEqual({ kind: 'peppol' })
    expect(referenceFor(scenarios, 'Invoice', 'urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.3')).toEqual({ kind: 'no-scenario' })
  })
})

describe('corpus manifest', () => {
  const good = {
    sources: { cen: { repo: 'ConnectingEurope/eInvoicing-EN16931', ref: 'refs/tags/validation-1.3.15' } },
    corpora: [{ name: 'cen-examples', source: 'cen', dirs: ['ubl/examples'], kind: 'documents' }],
  }
  it('reads sources and corpora', () => {
    const m = readManifest(JSON.stringify(good))
    expect(m.sources.get('cen')).toEqual({ repo: 'ConnectingEurope/eInvoicing-EN16931', ref: 'refs/tags/validation-1.3.15' })
    expect(m.corpora).toEqual([{ name: 'cen-examples', source: 'cen', dirs: ['ubl/examples'], kind: 'documents', ferdVersion: '2.4' }])
  })
  it.each([
    ['an unknown source', { ...good, corpora: [{ ...good.corpora[0], source: 'kosit' }] }, /unknown source/],
    ['an unknown kind', { ...good, corpora: [{ ...good.corpora[0], kind: 'pdf' }] }, /kind "pdf"/],
    ['a path leaving the checkout', { ...good, corpora: [{ ...good.corpora[0], dirs: ['../etc'] }] }, /inside the checkout/],
    ['a FeRD version that is no version', { ...good, corpora: [{ ...good.corpora[0], ferdVersion: 'latest' }] }, /ferdVersion/],
    ['a corpus twice', { ...good, corpora: [good.corpora[0], good.corpora[0]] }, /twice/],
    ['a repo that is not owner/name', { ...good, sources: { cen: { repo: 'eInvoicing', ref: 'HEAD' } } }, /owner\/name/],
  ])('refuses %s', (_, manifest, message) => {
    expect(() => readManifest(JSON.stringify(manifest))).toThrow(message)
  })
  it('reads the manifest the measurement uses', async () => {
    const { readFileSync } = await import('node:fs')
    const m = readManifest(readFileSync('scripts/einvoice/agreement/corpora.json', 'utf8'))
    expect(m.corpora.some((c) => c.kind === 'xmute')).toBe(true)
    expect(m.corpora.find((c) => c.name === 'ferd-zugferd-2.5.2')?.ferdVersion).toBe('2.5.2')
  })
})

describe('report arithmetic', () => {
  const row = (corpus: string, file: string, officialErrors: string[], engineErrors: string[], engineAll: string[] = engineErrors): Row => ({
    corpus,
    file,
    reference: 'kosit:test',
    officialValid: officialErrors.length === 0,
    engineValid: engineErrors.length === 0,
    officialErrors,
    engineErrors,
    engineAll,
  })
  const rows = [
    row('a', 'ok.xml', [], []),
    row('a', 'missed.xml', ['BR-CO-25', 'XSD'], []),
    row('a', 'partly.xml', ['BR-01', 'BR-02'], ['BR-01']),
    row('b', 'extra.xml', [], ['BR-S-08']),
    row('b', 'warned.xml', ['BR-CO-25'], [], ['BR-CO-25']),
  ]

  it('counts agreement, recall and both kinds of disagreement', () => {
    const f = figures(rows)
    expect(f.files).toBe(5)
    expect(f.sameVerdict).toBe(2)
    expect(f.agreement).toBe(40)
    expect(f.officialRuleHits).toBe(5)
    expect(f.recalledRuleHits).toBe(2) // BR-01, and BR-CO-25 reported as a warning still counts as recalled
    expect(f.recall).toBe(40)
    expect(f.validButRejected.map((r) => r.file)).toEqual(['missed.xml', 'warned.xml'])
    expect(f.rejectedButValid.map((r) => r.file)).toEqual(['extra.xml'])
  })

  it('rounds percentages down to one decimal and calls nothing to measure 100 %', () => {
    expect(figures([row('a', '1', [], []), row('a', '2', [], []), row('a', '3', ['X'], [])]).agreement).toBe(66.6)
    expect(figures([]).agreement).toBe(100)
    expect(figures([row('a', '1', [], [])]).recall).toBe(100)
  })

  it('groups by corpus and counts missed and extra rules by files', () => {
    expect([...byCorpus(rows)].map(([c, f]) => [c, f.files, f.sameVerdict])).toEqual([
      ['a', 3, 2],
      ['b', 2, 0],
    ])
    expect(missedRules(rows)).toEqual([
      ['BR-02', 1],
      ['BR-CO-25', 1],
      ['XSD', 1],
    ])
    expect(extraRules(rows)).toEqual([['BR-S-08', 1]])
  })

  it('writes the table with a total row and lists the files valid here but rejected officially', () => {
    const md = markdown(rows)
    expect(md).toContain('| a | 3 | 2 | 66.6 % | 25.0 % (1/4) | 1 | 0 |')
    expect(md).toContain('| **all** | 5 | 2 | 40.0 % | 40.0 % (2/5) | 2 | 1 |')
    expect(md).toContain('- a: `missed.xml` (kosit:test): BR-CO-25, XSD')
    expect(md).toContain('- b: `extra.xml` (kosit:test): BR-S-08')
    expect(md).not.toContain('`ok.xml`')
  })
})
