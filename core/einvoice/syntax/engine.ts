/**
 * Syntax rules (UBL-SR/CR/DT, CII-SR/DT) and code list rules (BR-CL) bind to elements of one syntax,
 * not to the model: they are data (syntax/rules-*.ts, generated from the CEN artefacts), run here over
 * the tree in one pass. As in Schematron, an element meets at most one rule per pattern: the first
 * whose context matches.
 */
import * as lists from '../codelists/lists'
import type { ParsedDocument } from '../input'
import type { Profile } from '../profiles'
import { lastStepNames, matches, select, test, textOf } from '../xml/path'
import { descendantsOrSelf, normalizeSpace, pathOf, type XElement } from '../xml/tree'
import { CUSTOM_ASSERTS } from './custom'
import { CII_SYNTAX_RULES } from './rules-cii'
import { UBL_SYNTAX_RULES } from './rules-ubl'
import type { SyntaxPattern, SyntaxRule } from './types'


export interface SyntaxViolation {
  readonly rule: string
  readonly path: string
  readonly bt: readonly string[]
}

const codeLists = lists as unknown as Record<string, ReadonlySet<string>>

/** The code list rules' business terms, for the report. */
export const CODE_LIST_TERMS: Record<string, readonly string[]> = {
  'BR-CL-01': ['BT-3'],
  'BR-CL-03': ['BT-5'],
  'BR-CL-04': ['BT-5'],
  'BR-CL-05': ['BT-6'],
  'BR-CL-06': ['BT-8'],
  'BR-CL-07': ['BT-18-1'],
  'BR-CL-10': ['BT-29-1', 'BT-46-1', 'BT-60-1'],
  'BR-CL-11': ['BT-30-1', 'BT-47-1', 'BT-61-1'],
  'BR-CL-13': ['BT-158-1'],
  'BR-CL-14': ['BT-40', 'BT-55', 'BT-69', 'BT-80'],
  'BR-CL-15': ['BT-159'],
  'BR-CL-16': ['BT-81'],
  'BR-CL-17': ['BT-95', 'BT-102', 'BT-118'],
  'BR-CL-18': ['BT-151'],
  'BR-CL-19': ['BT-98', 'BT-140'],
  'BR-CL-20': ['BT-105', 'BT-145'],
  'BR-CL-21': ['BT-157-1'],
  'BR-CL-22': ['BT-121'],
  'BR-CL-23': ['BT-130', 'BT-150'],
  'BR-CL-24': ['BT-125-1'],
  'BR-CL-25': ['BT-34-1', 'BT-49-1'],
  'BR-CL-26': ['BT-71-1'],
}

function ruleMatches(rule: SyntaxRule, e: XElement): boolean {
  if (!rule.context.startsWith('MANUAL:')) return matches(e, rule.context)
  const custom = rule.asserts.map((a) => CUSTOM_ASSERTS[a.id]?.matches).find((m) => m !== undefined)
  return custom ? custom(e) : false
}

function holds(assert: SyntaxRule['asserts'][number], e: XElement, syntax: ParsedDocument['syntax']): boolean {
  if ('test' in assert) return test(e, assert.test)
  if ('list' in assert) {
    const value = assert.of === '.' ? textOf(e) : (select(e, assert.of)[0] ? textOf(select(e, assert.of)[0]!) : '')
    const normalized = assert.ignoreCase ? normalizeSpace(value).toUpperCase() : normalizeSpace(value)
    const list = assert.list === 'ISO3166_ALPHA2' && syntax === 'CII' ? codeLists.ISO3166_ALPHA2_CII! : codeLists[assert.list]
    if (!list) return true
    if (assert.id === 'BR-CL-01' && syntax === 'UBL') return (e.local === 'CreditNoteTypeCode' ? codeLists.UNCL1001_CREDIT_NOTE! : codeLists.UNCL1001_INVOICE!).has(normalized)
    if (assert.sepaInSellerOrPayee && normalized === 'SEPA' && select(e, 'ancestor::cac:AccountingSupplierParty | ancestor::cac:PayeeParty').length > 0) return true
    return !normalized.includes(' ') && list.has(normalized)
  }
  const custom = CUSTOM_ASSERTS[assert.id]
  return custom ? custom.holds(e) : true
}

interface IndexedPattern {
  /** Rules that can only match elements of one name, by that name, in the pattern's order. */
  readonly byName: ReadonlyMap<string, ReadonlyArray<readonly [index: number, rule: SyntaxRule]>>
  /** Rules that may match any element. */
  readonly anyName: ReadonlyArray<readonly [index: number, rule: SyntaxRule]>
}

const indexes = new WeakMap<readonly SyntaxPattern[], IndexedPattern[]>()
function indexed(patterns: readonly SyntaxPattern[]): IndexedPattern[] {
  let result = indexes.get(patterns)
  if (!result) {
    result = patterns.map((pattern) => {
      const byName = new Map<string, Array<readonly [number, SyntaxRule]>>()
      const anyName: Array<readonly [number, SyntaxRule]> = []
      pattern.rules.forEach((rule, index) => {
        const names = rule.context.startsWith('MANUAL:') ? null : lastStepNames(rule.context)
        if (!names) anyName.push([index, rule])
        else for (const name of new Set(names)) byName.set(name, [...(byName.get(name) ?? []), [index, rule]])
      })
      return { byName, anyName }
    })
    indexes.set(patterns, result)
  }
  return result
}

/** The first rule of a pattern that matches the element (Schematron's rule order). */
function firstRule(pattern: IndexedPattern, e: XElement): SyntaxRule | null {
  const named = pattern.byName.get(e.name) ?? []
  let i = 0
  let j = 0
  const any = pattern.anyName
  while (i < named.length || j < any.length) {
    const next = j >= any.length || (i < named.length && named[i]![0] < any[j]![0]) ? named[i++]! : any[j++]!
    if (ruleMatches(next[1], e)) return next[1]
  }
  return null
}

export function checkSyntaxRules(document: ParsedDocument, profile: Profile): SyntaxViolation[] {
  void profile
  const patterns = indexed(document.syntax === 'UBL' ? UBL_SYNTAX_RULES : CII_SYNTAX_RULES)
  const violations: SyntaxViolation[] = []
  for (const e of descendantsOrSelf(document.root)) {
    for (const pattern of patterns) {
      const rule = firstRule(pattern, e)
      if (!rule) continue
      for (const a of rule.asserts) if (!holds(a, e, document.syntax)) violations.push({ rule: a.id, path: pathOf(e), bt: CODE_LIST_TERMS[a.id] ?? [] })
    }
  }
  return violations
}
