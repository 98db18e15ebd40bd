/**
 * Syntax rules (UBL-SR/CR/DT, CII-SR/DT) and code list rules (BR-CL) bind to elements of one syntax,
 * not to the model: they are data (syntax/rules-*.ts, generated from the CEN artefacts), run here over
 * the tree in one pass. As in Schematron, an element meets at most one rule per pattern: the first
 * whose context matches.
 */
import * as lists from '../codelists/lists'
import type { ParsedDocument } from '../input'
import type { Profile } from '../profiles'
import { forbiddenChains, lastStepNames, lastStepNameTest, matcher, select, test, textOf } from '../xml/path'
import { normalizeSpace, pathOf, type XElement } from '../xml/tree'
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

const contextMatchers = new WeakMap<SyntaxRule, (e: XElement, root: XElement) => boolean>()
/** Whether the rule's context matches the element: its pattern compiled once, or the hand-written test of a MANUAL context. */
function ruleMatches(rule: SyntaxRule, e: XElement, root: XElement): boolean {
  let match = contextMatchers.get(rule)
  if (!match) {
    const custom = rule.asserts.map((a) => CUSTOM_ASSERTS[a.id]?.matches).find((m) => m !== undefined)
    match = !rule.context.startsWith('MANUAL:') ? matcher(rule.context) : custom ? (e) => custom(e) : () => false
    contextMatchers.set(rule, match)
  }
  return match(e, root)
}

function holds(assert: SyntaxRule['asserts'][number], e: XElement, root: XElement, syntax: ParsedDocument['syntax']): boolean {
  if ('test' in assert) return test(e, assert.test, root)
  if ('list' in assert) {
    const of = assert.of === '.' ? e : select(e, assert.of)[0]
    const value = of ? textOf(of) : ''
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
  /** Rules that may match elements of several names (a wildcard or a hand-written context), with a test by name where the context's last step gives one. */
  readonly anyName: ReadonlyArray<readonly [index: number, rule: SyntaxRule, couldMatch: ((e: XElement) => boolean) | null]>
  /** For each element name met so far: the rules that can match an element of that name, in the pattern's order. */
  readonly candidates: Map<string, readonly SyntaxRule[]>
}

const indexes = new WeakMap<readonly SyntaxPattern[], IndexedPattern[]>()
function indexed(patterns: readonly SyntaxPattern[]): IndexedPattern[] {
  let result = indexes.get(patterns)
  if (!result) {
    result = patterns.map((pattern) => {
      const byName = new Map<string, Array<readonly [number, SyntaxRule]>>()
      const anyName: Array<readonly [number, SyntaxRule, ((e: XElement) => boolean) | null]> = []
      pattern.rules.forEach((rule, index) => {
        const manual = rule.context.startsWith('MANUAL:')
        const names = manual ? null : lastStepNames(rule.context)
        if (!names) anyName.push([index, rule, manual ? null : lastStepNameTest(rule.context)])
        else for (const name of new Set(names)) byName.set(name, [...(byName.get(name) ?? []), [index, rule]])
      })
      return { byName, anyName, candidates: new Map() }
    })
    indexes.set(patterns, result)
  }
  return result
}

/**
 * The rules of a pattern that can match an element of this element's name, in Schematron's rule order;
 * worked out once per name (a test by name never depends on more than the name).
 */
function candidatesFor(pattern: IndexedPattern, e: XElement): readonly SyntaxRule[] {
  let list = pattern.candidates.get(e.name)
  if (list === undefined) {
    const named = pattern.byName.get(e.name) ?? []
    const any = pattern.anyName.filter(([, , couldMatch]) => couldMatch === null || couldMatch(e))
    list = [...named, ...any].sort((a, b) => a[0] - b[0]).map(([, rule]) => rule)
    pattern.candidates.set(e.name, list)
  }
  return list
}

/** The first rule of a pattern that matches the element (Schematron's rule order). */
function firstRule(pattern: IndexedPattern, e: XElement, root: XElement): SyntaxRule | null {
  for (const rule of candidatesFor(pattern, e)) if (ruleMatches(rule, e, root)) return rule
  return null
}

/**
 * The asserts of a rule that forbid chains of names below the context (`not(ram:ID)`,
 * `not(cac:Item/cbc:Note | cac:Price/@x)`), as one tree of names: one walk below the context element
 * finds every such assert that fails, instead of one search per assert.
 */
interface ForbiddenTree {
  readonly children: Map<string, ForbiddenTree>
  /** Attribute name → the asserts (by index) that forbid it here. */
  readonly attributes: Map<string, number[]>
  /** The asserts (by index) whose chain ends at an element here. */
  readonly ends: number[]
}
interface PreparedRule {
  readonly tree: ForbiddenTree | null
  /** Per assert: true when the tree decides it. */
  readonly inTree: readonly boolean[]
}

const newNode = (): ForbiddenTree => ({ children: new Map(), attributes: new Map(), ends: [] })
const prepared = new WeakMap<SyntaxRule, PreparedRule>()
function prepare(rule: SyntaxRule): PreparedRule {
  let p = prepared.get(rule)
  if (!p) {
    let tree: ForbiddenTree | null = null
    const inTree = rule.asserts.map((a, index) => {
      const chains = 'test' in a ? forbiddenChains(a.test) : null
      if (!chains) return false
      tree ??= newNode()
      for (const chain of chains) {
        let node = tree
        for (let i = 0; i < chain.length; i++) {
          const name = chain[i]!
          if (name.startsWith('@')) {
            const list = node.attributes.get(name.slice(1)) ?? []
            list.push(index)
            node.attributes.set(name.slice(1), list)
          } else {
            let next = node.children.get(name)
            if (!next) node.children.set(name, (next = newNode()))
            node = next
            if (i === chain.length - 1) node.ends.push(index)
          }
        }
      }
      return true
    })
    prepared.set(rule, (p = { tree, inTree }))
  }
  return p
}

/** Marks, by assert index, the asserts whose forbidden chain exists below `e` (marks[i] === mark). */
function walkForbidden(e: XElement, node: ForbiddenTree, marks: number[], mark: number): void {
  if (node.attributes.size > 0) for (const [name, indexes] of node.attributes) if (e.attributes.has(name)) for (const i of indexes) marks[i] = mark
  if (node.children.size === 0) return
  for (const c of e.children) {
    const next = node.children.get(c.name)
    if (!next) continue
    for (const i of next.ends) marks[i] = mark
    walkForbidden(c, next, marks, mark)
  }
}

export function checkSyntaxRules(document: ParsedDocument, profile: Profile): SyntaxViolation[] {
  void profile
  const patterns = indexed(document.syntax === 'UBL' ? UBL_SYNTAX_RULES : CII_SYNTAX_RULES)
  const violations: SyntaxViolation[] = []
  const root = document.root
  const marks: number[] = []
  let mark = 0
  const stack: XElement[] = [root]
  while (stack.length > 0) {
    const e = stack.pop()!
    for (let i = e.children.length - 1; i >= 0; i--) stack.push(e.children[i]!)
    for (const pattern of patterns) {
      const rule = firstRule(pattern, e, root)
      if (!rule) continue
      const { tree, inTree } = prepare(rule)
      if (tree) walkForbidden(e, tree, marks, ++mark)
      rule.asserts.forEach((a, i) => {
        const failed = inTree[i] ? marks[i] === mark : !holds(a, e, root, document.syntax)
        if (failed) violations.push({ rule: a.id, path: pathOf(e), bt: CODE_LIST_TERMS[a.id] ?? [] })
      })
    }
  }
  return violations
}
