/**
 * The schema stage against an independent oracle: Debian's `xmllint --schema` on XSD files written back
 * from the committed compiled schema (tests/support/einvoice/xsd-from-compiled.ts; the official XSDs are
 * not in the repository, scripts/einvoice/xsd-agreement.ts compares the two on a corpus). The engine's
 * verdict must be xmllint's on every file: the fixtures, generated invoices, and fast-check mutations of
 * them (order, cardinality, unknown elements and attributes, bad values).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkXml, parseXmlNode, type Report } from '../../../core/einvoice/node'
import { SCHEMA_CII } from '../../../core/einvoice/schema/schema-cii'
import { SCHEMA_UBL } from '../../../core/einvoice/schema/schema-ubl'
import { validSpec } from '../../support/einvoice/arbitraries'
import { setText } from '../../support/einvoice/mutate'
import { applyMutation, mutation } from '../../support/einvoice/schema-mutations'
import { serialize } from '../../support/einvoice/serialize'
import { baseSpec, CATEGORIES } from '../../support/einvoice/spec'
import { xmllintVerdicts } from '../../support/einvoice/xmllint'
import { writeXsd } from '../../support/einvoice/xsd-from-compiled'
import { invoiceXml } from '../../support/einvoice-files'

const schemaPath: Record<'UBL' | 'CII', string> = { UBL: '', CII: '' }
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-xsd-'))
  schemaPath.UBL = writeXsd(SCHEMA_UBL, join(dir, 'ubl'))
  schemaPath.CII = writeXsd(SCHEMA_CII, join(dir, 'cii'))
})

function reportOf(xml: string): Report {
  const r = checkXml(xml, parseXmlNode)
  if (!r.ok) throw new Error(`not checked: ${JSON.stringify(r.error)}`)
  return r.report
}
const schemaErrors = (r: Report) => r.findings.filter((f) => f.rule === 'SITE-XSD')
const syntaxOf = (xml: string): 'UBL' | 'CII' => (xml.includes('CrossIndustryInvoice:100') ? 'CII' : 'UBL')

/** Engine and xmllint on each file; returns the files where they differ (with both verdicts and the engine's messages). */
function disagreements(xmls: readonly string[]): string[] {
  const out: string[] = []
  for (const syntax of ['UBL', 'CII'] as const) {
    const mine = xmls.filter((x) => syntaxOf(x) === syntax)
    const oracle = xmllintVerdicts(schemaPath[syntax], mine)
    mine.forEach((xml, i) => {
      const errors = schemaErrors(reportOf(xml))
      if ((errors.length === 0) !== oracle[i]) out.push(`xmllint ${oracle[i] ? 'valid' : 'invalid'}, engine ${errors.map((e) => `${e.path}: ${e.message}`).join('; ') || 'valid'}\n${xml}`)
    })
  }
  return out
}

const fixtures = (): string[] => {
  const files: string[] = []
  for (const syntax of ['UBL', 'CII'] as const)
    for (const category of CATEGORIES)
      for (const document of ['invoice', 'credit-note'] as const) {
        const spec = baseSpec(syntax, category)
        spec.document = document
        spec.typeCode = document === 'credit-note' ? '381' : '380'
        files.push(serialize(spec))
      }
  for (const syntax of ['ubl', 'cii'] as const) {
    files.push(invoiceXml({ syntax }), invoiceXml({ syntax, lines: 40 }), invoiceXml({ syntax, creditNote: true }))
    files.push(invoiceXml({ syntax, defects: { noBuyerName: true, wrongLineTotal: true, noSellerVat: true } }))
  }
  return files
}

describe('schema stage (XSD of UBL 2.1 and CII D16B)', () => {
  it('valid fixtures and generated invoices pass both the engine and xmllint', () => {
    const files = fixtures()
    for (const syntax of ['UBL', 'CII'] as const) {
      const mine = files.filter((x) => syntaxOf(x) === syntax)
      expect(xmllintVerdicts(schemaPath[syntax], mine).every(Boolean)).toBe(true)
      for (const xml of mine) expect(schemaErrors(reportOf(xml))).toEqual([])
    }
  })

  it('a bad date, a decimal comma, elements out of order, an unknown element: format errors with the path, verdict invalid', () => {
    const ubl = serialize(baseSpec('UBL'))
    const issueDate = /<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/.exec(ubl)![0]
    const dateBeforeId = ubl.replace(issueDate, '').replace('<cbc:ID>', `${issueDate}<cbc:ID>`)
    const cases: Array<[string, RegExp, string]> = [
      [setText(ubl, 'cbc:IssueDate', '2024-13-45'), /^'2024-13-45' is not a valid xsd:date$/, '/ubl:Invoice/cbc:IssueDate'],
      [setText(ubl, 'cbc:PayableAmount', '336,90'), /^'336,90' is not a valid xsd:decimal$/, '/ubl:Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount'],
      [dateBeforeId, /^element cbc:IssueDate not expected here; expected one of: /, '/ubl:Invoice/cbc:IssueDate'],
      [ubl.replace('<cbc:IssueDate>', '<cbc:Unknown>1</cbc:Unknown><cbc:IssueDate>'), /^element cbc:Unknown not expected here; expected one of: /, '/ubl:Invoice/cbc:Unknown'],
    ]
    for (const [xml, message, path] of cases) {
      const report = reportOf(xml)
      const errors = schemaErrors(report)
      expect(errors.length, xml).toBeGreaterThan(0)
      expect(errors[0]!.message).toMatch(message)
      expect(errors[0]!.path.startsWith(path)).toBe(true)
      expect(errors[0]!.consequence).toBe('format')
      expect(report.findings[0]!.rule).toBe('SITE-XSD')
      expect(report.valid).toBe(false)
    }
    expect(disagreements(cases.map(([xml]) => xml))).toEqual([])
  })

  it('CII: a bad udt:DateTimeString, a bad indicator, a missing required element', () => {
    const cii = serialize(baseSpec('CII'))
    const files = [
      cii.replace(/(<udt:DateTimeString format="102">)[^<]*/, '$1 20241345'),
      cii.replace(/<udt:DateTimeString format="102">/, '<udt:DateTimeString format="102" unknown="1">'),
      cii.replace(/<ram:ApplicableHeaderTradeDelivery>[\s\S]*?<\/ram:ApplicableHeaderTradeDelivery>/, ''),
      cii.replace('</rsm:ExchangedDocumentContext>', '<ram:TestIndicator><udt:Indicator>yes</udt:Indicator></ram:TestIndicator></rsm:ExchangedDocumentContext>'),
      cii.replace(/<rsm:ExchangedDocumentContext>[\s\S]*?<\/rsm:ExchangedDocumentContext>/, ''),
    ]
    expect(files.every((f, i) => i === 0 || f !== cii)).toBe(true)
    expect(disagreements(files)).toEqual([])
    // 20241345 is a string to the XSD (the format is for the rules); the others break the schema.
    expect(files.map((f) => schemaErrors(reportOf(f)).length > 0)).toEqual([false, true, true, true, true])
  })

  it('mutations of generated invoices (fast-check): the engine gives xmllint\'s verdict on every one', () => {
    const samples = fc.sample(fc.tuple(validSpec, fc.array(mutation, { minLength: 1, maxLength: 2 })), { numRuns: 250, seed: 37 })
    const files: string[] = []
    for (const [spec, mutations] of samples) {
      let xml: string | null = serialize(spec)
      for (const m of mutations) xml = xml === null ? null : applyMutation(xml, m)
      if (xml !== null) files.push(xml)
    }
    const invalid = files.filter((x) => schemaErrors(reportOf(x)).length > 0).length
    // Both verdicts must occur, or the comparison says little.
    expect(invalid).toBeGreaterThan(files.length / 4)
    expect(invalid).toBeLessThan(files.length)
    expect(disagreements(files)).toEqual([])
  })

  it('generated valid invoices (fast-check) pass both', () => {
    const files = fc.sample(validSpec, { numRuns: 60, seed: 3737 }).map(serialize)
    expect(disagreements(files)).toEqual([])
    for (const xml of files) expect(schemaErrors(reportOf(xml))).toEqual([])
  })
})
