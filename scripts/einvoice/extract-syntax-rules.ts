/**
 * `tsx scripts/einvoice/extract-syntax-rules.ts --cen <dir> --kosit <dir> --peppol <dir>`: writes
 * core/einvoice/syntax/rules-ubl.ts and rules-cii.ts, the CEN artefacts' syntax rules (UBL-SR/CR/DT,
 * CII-SR/DT) and code list rules (BR-CL) as data: each rule's context and test translated into the
 * engine's path language (core/einvoice/xml/path.ts), in the artefacts' patterns and order (a node
 * meets the first rule of a pattern whose context it matches, as in Schematron). Tests the language
 * cannot say are listed; syntax/custom.ts implements those by hand. Part of updating to a new release.
 */
import { writeFileSync } from 'node:fs'
import * as lists from '../../core/einvoice/codelists/lists'
import { select, test } from '../../core/einvoice/xml/path'
import type { XElement } from '../../core/einvoice/xml/tree'
import { argPaths, files, readAsserts, type SchematronAssert } from './artefacts'

const checkouts = argPaths(process.argv)
const f = files(checkouts)

/** XPath 2 as the artefacts write it → the engine's path language, or null. */
export function translate(xpath: string): string | null {
  let s = xpath.replace(/\s+/g, ' ').trim()
  s = s.replace(/normalize-space\(upper-case\(([^()]+)\)\)\s*(!?=)\s*'([^']*)'/g, (_, p, op, v) => (op === '=' ? `${p} ~= '${v}'` : `not(${p} ~= '${v}')`))
  s = s.replace(/([\w:/@.-]*?)\/?(?:normalize-space\()?upper-case\(([^()]+)\)\)?\s*(!?=)\s*'([^']*)'/g, (_, pre, p, op, v) => {
    const path = pre ? `${pre}/${p}` : p
    return op === '=' ? `${path} ~= '${v}'` : `not(${path} ~= '${v}')`
  })
  s = s.replace(/\s*=\s*false\(\)/g, " = 'false'").replace(/\s*=\s*true\(\)/g, " = 'true'")
  s = s.replace(/normalize-space\(([^()]+)\)\s*(!?=)\s*'/g, "$1 $2 '")
  s = s.replace(/exists\(([^()]+)\)/g, '($1)')
  s = s.replace(/(\w+:)?\*\[ends-with\(name\(\),\s*'([^']+)'\)\]/g, (_, prefix, suffix) => `${prefix ?? ''}*${suffix}`)
  // (a|b)/rest → a/rest | b/rest inside not(…) and count(…)
  s = s.replace(/(not|count)\(\(([\w:]+)\|([\w:]+)\)\/([^()]+)\)/g, (_, fn, a, b, rest) => `${fn}(${a}/${rest} | ${b}/${rest})`)
  if (/[a-z-]+\(/.test(s.replace(/\b(not|count)\(/g, ''))) return null
  if (/::|\$|preceding|\bdiv\b|\+/.test(s.replace(/(self|ancestor)::/g, ''))) return null
  return s
}

const dummy: XElement = { name: 'x', local: 'x', namespace: '', attributes: new Map(), children: [], parent: null, position: 1, sameNameCount: 1, ownText: '' }
function compiles(kind: 'context' | 'test', source: string): boolean {
  try {
    if (kind === 'context') select(dummy, source)
    else test(dummy, source)
    return true
  } catch {
    return false
  }
}

const codeLists = Object.entries(lists) as Array<[string, ReadonlySet<string>]>
function codeList(a: SchematronAssert): { of: string; list: string; ignoreCase?: true; sepaInSellerOrPayee?: true } | null {
  const m = /contains\(\s*'( [^']+ )',\s*concat\(' ',\s*normalize-space\(([^)]*)\)/.exec(a.test)
  const mime = [...a.test.matchAll(/@mimeCode\s*=\s*'([^']+)'/g)].map((x) => x[1]!)
  const codes = m ? m[1]!.trim().split(/\s+/) : mime
  if (codes.length === 0) return null
  const raw = m ? m[2]!.trim() : '@mimeCode'
  const ignoreCase = raw.startsWith('upper-case(')
  const of = ignoreCase ? raw.replace(/^upper-case\(/, '') : raw
  const key = [...codes].sort().join(' ')
  const found = codeLists.find(([, set]) => [...set].sort().join(' ') === key)
  // UBL's BR-CL-10 also accepts the scheme SEPA (the bank assigned creditor identifier, BT-90) in the
  // seller or payee party.
  const sepa = /contains\(' SEPA '/.test(a.test) && /ancestor::cac:AccountingSupplierParty/.test(a.test)
  return found ? { of, list: found[0], ...(ignoreCase ? { ignoreCase: true } : {}), ...(sepa ? { sepaInSellerOrPayee: true } : {}) } : null
}

interface Out {
  patterns: Array<{ id: string; rules: Array<{ context: string; asserts: Array<{ id: string; test: string } | { id: string; of: string; list: string } | { id: string; custom: true }> }> }>
  manual: string[]
}

function build(asserts: SchematronAssert[], modelPattern: RegExp): Out {
  const out: Out = { patterns: [], manual: [] }
  let lastPattern = ''
  let lastContext = ''
  for (const a of asserts) {
    if (modelPattern.test(a.pattern)) continue
    if (!/^(UBL-|CII-|BR-CL-)/.test(a.id) || a.id === 'BR-CL-08') continue
    if (a.pattern !== lastPattern) {
      out.patterns.push({ id: a.pattern, rules: [] })
      lastPattern = a.pattern
      lastContext = ''
    }
    const pattern = out.patterns[out.patterns.length - 1]!
    const context = translate(a.context)
    if (a.context !== lastContext) {
      pattern.rules.push({ context: context && compiles('context', context) ? context : `MANUAL:${a.context}`, asserts: [] })
      lastContext = a.context
    }
    const rule = pattern.rules[pattern.rules.length - 1]!
    if (a.id.startsWith('BR-CL-')) {
      const cl = codeList(a)
      if (cl) rule.asserts.push({ id: a.id, ...cl })
      else (rule.asserts.push({ id: a.id, custom: true }), out.manual.push(a.id))
      continue
    }
    const t = translate(a.test)
    if (t && compiles('test', t) && !rule.context.startsWith('MANUAL:')) rule.asserts.push({ id: a.id, test: t })
    else (rule.asserts.push({ id: a.id, custom: true }), out.manual.push(`${a.id}: ${a.test}`))
  }
  return out
}

function write(file: string, name: string, out: Out, source: string) {
  const rules = out.patterns
    .map(
      (p) =>
        `  {\n    pattern: ${JSON.stringify(p.id)},\n    rules: [\n${p.rules
          .map((r) => `      { context: ${JSON.stringify(r.context)}, asserts: [\n${r.asserts.map((x) => `        ${JSON.stringify(x)},`).join('\n')}\n      ] },`)
          .join('\n')}\n    ],\n  },`,
    )
    .join('\n')
  writeFileSync(
    file,
    `// Generated by scripts/einvoice/extract-syntax-rules.ts from ${source} (docs/einvoice.md names the
// release): its syntax and code list rules as data, in its patterns and order. Asserts marked custom are
// implemented in syntax/custom.ts. Do not edit by hand: regenerate.
import type { SyntaxPattern } from './types'

export const ${name}: readonly SyntaxPattern[] = [
${rules}
]
`,
  )
}

const ubl = build(readAsserts(f.cenUbl), /^UBL-model$/)
const cii = build(readAsserts(f.cenCii), /^EN16931-CII-Model$/)
write('core/einvoice/syntax/rules-ubl.ts', 'UBL_SYNTAX_RULES', ubl, 'the CEN EN 16931 UBL artefact')
write('core/einvoice/syntax/rules-cii.ts', 'CII_SYNTAX_RULES', cii, 'the CEN EN 16931 CII artefact')
console.log('UBL implemented by hand:\n  ' + ubl.manual.join('\n  '))
console.log('CII implemented by hand:\n  ' + cii.manual.join('\n  '))
