/** Test support: the engine in Node over a generated spec. */
import { checkXml, parseXmlNode, type Report } from '../../../core/einvoice/node'
import { serialize } from './serialize'
import type { Spec } from './spec'

export function reportFor(xml: string): Report {
  const result = checkXml(xml, parseXmlNode)
  if (!result.ok) throw new Error(`Not checked: ${JSON.stringify(result.error)}`)
  return result.report
}

export const check = (spec: Spec): Report => reportFor(serialize(spec))
export const fatal = (report: Report) => report.findings.filter((f) => f.severity === 'fatal')
export const fired = (report: Report) => new Set(report.findings.map((f) => f.rule))
