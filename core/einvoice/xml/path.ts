/**
 * A small path language over the engine's tree (xml/tree.ts), enough for the binding tables and the
 * syntax rules: steps of element names (`cac:InvoiceLine`), `*`, `..`, `.`, `@attribute`, `/` and `//`,
 * alternatives with `|`, and predicates with `=`, `!=`, `~=` (equal ignoring case), `and`, `or`,
 * `not(…)`, existence of a path and a position (`[1]`). Values compare after normalize-space.
 * Paths compile once and run in time linear in the nodes they visit.
 */
import { descendantsOrSelf, normalizeSpace, stringValue, type XElement } from './tree'

export interface XAttribute {
  readonly owner: XElement
  readonly name: string
  readonly value: string
}
export type XNode = XElement | XAttribute

export const isAttribute = (node: XNode): node is XAttribute => 'owner' in node
export const textOf = (node: XNode): string => (isAttribute(node) ? node.value : stringValue(node))

type Axis = 'child' | 'descendant' | 'self' | 'parent' | 'attribute' | 'ancestor'
interface Step {
  readonly axis: Axis
  /** Element or attribute name; '*' for any. */
  readonly name: string
  readonly predicates: readonly Predicate[]
  /** The element name test of `name`, made once when the path is compiled. */
  readonly test?: (e: XElement) => boolean
}
interface LocationPath {
  readonly absolute: boolean
  readonly steps: readonly Step[]
}
/** A compiled test: whether it holds at a context node (the root is passed so nothing searches for it). */
type Test = (context: XNode, root: XElement) => boolean
type Expr =
  | { kind: 'or' | 'and'; left: Expr; right: Expr }
  | { kind: 'not'; expr: Expr }
  | { kind: 'exists'; path: readonly LocationPath[] }
  | { kind: 'compare'; op: '=' | '!=' | '~='; path: readonly LocationPath[]; literal: string }
  | { kind: 'count'; op: '=' | '!=' | '<' | '<=' | '>' | '>='; path: readonly LocationPath[]; number: number }
type Predicate = { kind: 'position'; position: number } | { kind: 'expr'; expr: Expr; holds: Test }

// ---------------------------------------------------------------- parsing

const tokenPattern = /\s*(\/\/|\/|\.\.|\.|\||\[|\]|\(|\)|!=|~=|<=|>=|<|>|=|@|'[^']*'|"[^"]*"|(?:self|ancestor)::|[0-9]+|[A-Za-z_*][\w.*-]*(?::[A-Za-z_*][\w.*-]*)?)/y

function tokenize(source: string): string[] {
  const tokens: string[] = []
  tokenPattern.lastIndex = 0
  let index = 0
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break
    tokenPattern.lastIndex = index
    const match = tokenPattern.exec(source)
    if (!match || match[0].length === 0) throw new Error(`Cannot read path at ${index}: ${source}`)
    tokens.push(match[1]!)
    index = tokenPattern.lastIndex
  }
  return tokens
}

class Parser {
  private index = 0
  constructor(private readonly tokens: string[], private readonly source: string) {}
  private peek(): string | undefined {
    return this.tokens[this.index]
  }
  private next(): string {
    const token = this.tokens[this.index++]
    if (token === undefined) throw new Error(`Unexpected end of path: ${this.source}`)
    return token
  }
  private expect(token: string): void {
    const got = this.next()
    if (got !== token) throw new Error(`Expected ${token}, got ${got} in ${this.source}`)
  }
  done(): boolean {
    return this.index >= this.tokens.length
  }
  union(): LocationPath[] {
    const paths = [this.location()]
    while (this.peek() === '|') {
      this.next()
      paths.push(this.location())
    }
    return paths
  }
  private location(): LocationPath {
    const steps: Step[] = []
    let absolute = false
    let axis: Axis = 'child'
    if (this.peek() === '/' || this.peek() === '//') {
      absolute = true
      axis = this.next() === '//' ? 'descendant' : 'child'
    }
    for (;;) {
      steps.push(this.step(axis))
      const separator = this.peek()
      if (separator !== '/' && separator !== '//') break
      this.next()
      axis = separator === '//' ? 'descendant' : 'child'
    }
    return { absolute, steps }
  }
  private step(axis: Axis): Step {
    let token = this.next()
    if (token === 'self::' || token === 'ancestor::') {
      const named = this.next()
      axis = token === 'self::' ? 'self' : 'ancestor'
      token = named
      return this.predicates({ axis, name: token, predicates: [] })
    }
    let step: Step
    if (token === '.') step = { axis: axis === 'descendant' ? 'descendant' : 'self', name: '*', predicates: [] }
    else if (token === '..') step = { axis: 'parent', name: '*', predicates: [] }
    else if (token === '@') step = { axis: 'attribute', name: this.next(), predicates: [] }
    else step = { axis, name: token, predicates: [] }
    return this.predicates(step)
  }
  private predicates(step: Step): Step {
    const predicates: Predicate[] = []
    while (this.peek() === '[') {
      this.next()
      const token = this.peek()!
      if (/^[0-9]+$/.test(token) && this.tokens[this.index + 1] === ']') {
        this.next()
        predicates.push({ kind: 'position', position: Number(token) })
      } else {
        const expr = this.or()
        predicates.push({ kind: 'expr', expr, holds: compileExpr(expr) })
      }
      this.expect(']')
    }
    return { ...step, predicates, test: nameTest(step.name) }
  }
  or(): Expr {
    let left = this.and()
    while (this.peek() === 'or') {
      this.next()
      left = { kind: 'or', left, right: this.and() }
    }
    return left
  }
  private and(): Expr {
    let left = this.unary()
    while (this.peek() === 'and') {
      this.next()
      left = { kind: 'and', left, right: this.unary() }
    }
    return left
  }
  private unary(): Expr {
    if (this.peek() === 'not' && this.tokens[this.index + 1] === '(') {
      this.next()
      this.next()
      const expr = this.or()
      this.expect(')')
      return { kind: 'not', expr }
    }
    if (this.peek() === 'count' && this.tokens[this.index + 1] === '(') {
      this.next()
      this.next()
      const path = this.union()
      this.expect(')')
      const op = this.next()
      if (!['=', '!=', '<', '<=', '>', '>='].includes(op)) throw new Error(`Expected a comparison after count() in ${this.source}`)
      const number = Number(this.next())
      if (!Number.isInteger(number)) throw new Error(`Expected a number after count() in ${this.source}`)
      return { kind: 'count', op: op as '=', path, number }
    }
    if (this.peek() === '(') {
      this.next()
      const expr = this.or()
      this.expect(')')
      return expr
    }
    const path = this.union()
    const op = this.peek()
    if (op === '=' || op === '!=' || op === '~=') {
      this.next()
      const literal = this.next()
      if (!/^['"]/.test(literal)) throw new Error(`Expected a literal after ${op} in ${this.source}`)
      return { kind: 'compare', op, path, literal: literal.slice(1, -1) }
    }
    return { kind: 'exists', path }
  }
}

// ---------------------------------------------------------------- evaluation

const NONE: readonly XElement[] = []
const byName = new WeakMap<XElement, Map<string, XElement[]>>()
/** An element's children grouped by name, built once per element on first use. */
function childrenNamed(e: XElement): Map<string, XElement[]> {
  let map = byName.get(e)
  if (!map) {
    map = new Map()
    for (const c of e.children) {
      const list = map.get(c.name)
      if (list) list.push(c)
      else map.set(c.name, [c])
    }
    byName.set(e, map)
  }
  return map
}

const byNameBelow = new WeakMap<XElement, Map<string, XElement[]>>()
/** The root's descendants grouped by name in document order, built once per document on first use. */
function descendantsNamed(root: XElement): Map<string, XElement[]> {
  let map = byNameBelow.get(root)
  if (!map) {
    map = new Map()
    for (const e of descendantsOrSelf(root)) {
      if (e === root) continue
      const list = map.get(e.name)
      if (list) list.push(e)
      else map.set(e.name, [e])
    }
    byNameBelow.set(root, map)
  }
  return map
}

const wildcards = new Map<string, (e: XElement) => boolean>()
/** `*`, an exact name, or a name with `*` standing for any characters (`ram:*TradeTax`, `*BinaryObject`). */
function nameTest(name: string): (e: XElement) => boolean {
  if (name === '*') return () => true
  if (!name.includes('*')) return (e) => e.name === name
  let test = wildcards.get(name)
  if (!test) {
    const [prefix, local] = name.includes(':') ? name.split(':') : ['*', name]
    const pattern = new RegExp(`^${local!.split('*').map((p) => p.replace(/[.]/g, '\\.')).join('.*')}$`)
    test = (e) => (prefix === '*' || e.name.startsWith(`${prefix}:`)) && pattern.test(e.local)
    wildcards.set(name, test)
  }
  return test
}

function stepNodes(context: XNode, step: Step, root: XElement): XNode[] {
  if (isAttribute(context)) return step.axis === 'parent' ? [context.owner] : []
  const nameMatches = step.test ?? nameTest(step.name)
  let found: XNode[]
  switch (step.axis) {
    case 'self':
      found = nameMatches(context) ? [context] : []
      break
    case 'parent':
      found = context.parent ? [context.parent] : []
      break
    case 'ancestor': {
      found = []
      for (let a = context.parent; a; a = a.parent) if (nameMatches(a)) found.push(a)
      break
    }
    case 'attribute': {
      if (step.name === '*') found = [...context.attributes].map(([name, value]) => ({ owner: context, name, value }))
      else {
        const value = context.attributes.get(step.name)
        found = value === undefined ? [] : [{ owner: context, name: step.name, value }]
      }
      break
    }
    case 'child': {
      const children = context.children
      if (step.name === '*') found = children as XNode[]
      else if (!step.name.includes('*')) {
        if (children.length <= 12) {
          let list: XNode[] | null = null
          for (let i = 0; i < children.length; i++) if (children[i]!.name === step.name) (list ??= []).push(children[i]!)
          found = list ?? (NONE as XNode[])
        } else found = (childrenNamed(context).get(step.name) ?? NONE) as XNode[]
      }
      else found = children.filter(nameMatches)
      if (step.predicates.length === 0) return found
      break
    }
    case 'descendant': {
      if (context.parent === null && !step.name.includes('*')) found = (descendantsNamed(context).get(step.name) ?? NONE) as XNode[]
      else {
        found = []
        for (const e of descendantsOrSelf(context)) if (e !== context && nameMatches(e)) found.push(e)
      }
      if (step.predicates.length === 0) return found
      break
    }
  }
  for (const predicate of step.predicates) {
    found = predicate.kind === 'position' ? found.slice(predicate.position - 1, predicate.position) : found.filter((n) => predicate.holds(n, root))
  }
  return found
}

function selectLocation(context: XNode, path: LocationPath, root: XElement): XNode[] {
  let nodes: XNode[] = path.absolute ? [] : [context]
  let steps = path.steps
  if (path.absolute) {
    const [first, ...rest] = steps
    if (!first) return [root]
    // The root element is the document node's child: '/x' names it, '//x' finds it anywhere.
    const candidates = first.axis === 'descendant' ? (first.name.includes('*') ? [...descendantsOrSelf(root)] : [root, ...(descendantsNamed(root).get(first.name) ?? NONE)]) : [root]
    const firstName = first.test ?? nameTest(first.name)
    nodes = candidates.filter((e) => firstName(e) && first.predicates.every((p) => p.kind === 'expr' && p.holds(e, root)))
    steps = rest
  }
  for (const step of steps) {
    if (nodes.length === 1) {
      nodes = stepNodes(nodes[0]!, step, root)
      continue
    }
    const next: XNode[] = []
    // Child and attribute steps from distinct nodes cannot meet the same node twice.
    if (step.axis === 'child' || step.axis === 'attribute') {
      for (const node of nodes) for (const found of stepNodes(node, step, root)) next.push(found)
    } else {
      const seen = new Set<XNode>()
      for (const node of nodes) for (const found of stepNodes(node, step, root)) if (!seen.has(found)) (seen.add(found), next.push(found))
    }
    nodes = next
  }
  return nodes
}

const plainChains = new WeakMap<LocationPath, readonly string[] | null>()
/** The path as a chain of names when it is one (child steps, no predicates, no wildcards), else null. */
function plainChain(path: LocationPath): readonly string[] | null {
  let chain = plainChains.get(path)
  if (chain === undefined) {
    const plain = !path.absolute && path.steps.every((s, i) => (s.axis === 'child' || (s.axis === 'attribute' && i === path.steps.length - 1)) && s.predicates.length === 0 && !s.name.includes('*'))
    chain = plain ? path.steps.map((s) => (s.axis === 'attribute' ? `@${s.name}` : s.name)) : null
    plainChains.set(path, chain)
  }
  return chain
}

/**
 * Whether a path selects anything, stopping at the first node found (depth first). An absolute path
 * does not depend on the context: its answer is kept per document. A relative chain of names is
 * followed through the children without building any list.
 */
function existsFunction(path: LocationPath): Test {
  const chain = plainChain(path)
  if (path.absolute) {
    const known = new WeakMap<XElement, boolean>()
    return (_context, root) => {
      let found = known.get(root)
      if (found === undefined) known.set(root, (found = selectLocation(root, path, root).length > 0))
      return found
    }
  }
  if (chain !== null) {
    const last = chain.length - 1
    const attribute = last >= 0 && chain[last]!.startsWith('@') ? chain[last]!.slice(1) : null
    const follow = (e: XElement, index: number): boolean => {
      if (index === last && attribute !== null) return e.attributes.has(attribute)
      const name = chain[index]!
      const children = e.children
      for (let i = 0; i < children.length; i++) {
        const c = children[i]!
        if (c.name === name && (index === last || follow(c, index + 1))) return true
      }
      return false
    }
    return (context) => {
      if (last < 0) return true
      if (isAttribute(context)) return false
      return follow(context, 0)
    }
  }
  const steps = path.steps
  return (context, root) => {
    const walk = (node: XNode, index: number): boolean => {
      if (index === steps.length) return true
      for (const next of stepNodes(node, steps[index]!, root)) if (walk(next, index + 1)) return true
      return false
    }
    return walk(context, 0)
  }
}

/** How many nodes a path selects: kept per document for an absolute path, counted without lists for a chain of names. */
function countFunction(path: LocationPath): (context: XNode, root: XElement) => number {
  const chain = plainChain(path)
  if (path.absolute) {
    const known = new WeakMap<XElement, number>()
    return (_context, root) => {
      let n = known.get(root)
      if (n === undefined) known.set(root, (n = selectLocation(root, path, root).length))
      return n
    }
  }
  if (chain !== null) {
    const last = chain.length - 1
    const attribute = last >= 0 && chain[last]!.startsWith('@') ? chain[last]!.slice(1) : null
    const count = (e: XElement, index: number): number => {
      if (index === last && attribute !== null) return e.attributes.has(attribute) ? 1 : 0
      const name = chain[index]!
      let n = 0
      const children = e.children
      for (let i = 0; i < children.length; i++) {
        const c = children[i]!
        if (c.name === name) n += index === last ? 1 : count(c, index + 1)
      }
      return n
    }
    return (context) => {
      if (last < 0) return 1
      if (isAttribute(context)) return 0
      return count(context, 0)
    }
  }
  return (context, root) => selectLocation(context, path, root).length
}

const COMPARE: Record<Extract<Expr, { kind: 'count' }>['op'], (n: number, m: number) => boolean> = {
  '=': (n, m) => n === m,
  '!=': (n, m) => n !== m,
  '<': (n, m) => n < m,
  '<=': (n, m) => n <= m,
  '>': (n, m) => n > m,
  '>=': (n, m) => n >= m,
}

/** Compiles an expression once into a function (the tests run for every matching element of a file). */
function compileExpr(expr: Expr): Test {
  switch (expr.kind) {
    case 'or': {
      const left = compileExpr(expr.left)
      const right = compileExpr(expr.right)
      return (context, root) => left(context, root) || right(context, root)
    }
    case 'and': {
      const left = compileExpr(expr.left)
      const right = compileExpr(expr.right)
      return (context, root) => left(context, root) && right(context, root)
    }
    case 'not': {
      const inner = compileExpr(expr.expr)
      return (context, root) => !inner(context, root)
    }
    case 'exists': {
      const alternatives = expr.path.map(existsFunction)
      if (alternatives.length === 1) return alternatives[0]!
      return (context, root) => alternatives.some((exists) => exists(context, root))
    }
    case 'count': {
      const counts = expr.path.map(countFunction)
      const compare = COMPARE[expr.op]
      const number = expr.number
      return (context, root) => {
        let n = 0
        for (const count of counts) n += count(context, root)
        return compare(n, number)
      }
    }
    case 'compare': {
      const paths = expr.path
      const op = expr.op
      const literal = op === '~=' ? expr.literal.toUpperCase() : expr.literal
      return (context, root) => {
        for (const path of paths) {
          for (const n of selectLocation(context, path, root)) {
            const value = normalizeSpace(textOf(n))
            if (op === '!=' ? value !== literal : (op === '~=' ? value.toUpperCase() : value) === literal) return true
          }
        }
        return false
      }
    }
  }
}

const compiled = new Map<string, LocationPath[]>()
function compile(source: string): LocationPath[] {
  let paths = compiled.get(source)
  if (!paths) {
    const parser = new Parser(tokenize(source), source)
    paths = parser.union()
    if (!parser.done()) throw new Error(`Unexpected text in path: ${source}`)
    compiled.set(source, paths)
  }
  return paths
}

function rootOf(node: XNode): XElement {
  let e = isAttribute(node) ? node.owner : node
  while (e.parent) e = e.parent
  return e
}

/** A relative chain of names followed through the children into `into`, in document order. */
function collectChain(e: XElement, chain: readonly string[], index: number, into: XNode[]): void {
  const name = chain[index]!
  if (index === chain.length - 1 && name.startsWith('@')) {
    const value = e.attributes.get(name.slice(1))
    if (value !== undefined) into.push({ owner: e, name: name.slice(1), value })
    return
  }
  const children = e.children
  for (let i = 0; i < children.length; i++) {
    const c = children[i]!
    if (c.name !== name) continue
    if (index === chain.length - 1) into.push(c)
    else collectChain(c, chain, index + 1, into)
  }
}

/** The nodes a path selects from a context node, in the order of the alternatives. */
export function select(context: XNode, source: string): XNode[] {
  const paths = compile(source)
  if (paths.length === 1 && !isAttribute(context)) {
    // The binding tables' paths are mostly plain chains of names: followed without intermediate lists.
    const chain = plainChain(paths[0]!)
    if (chain !== null) {
      const found: XNode[] = []
      collectChain(context, chain, 0, found)
      return found
    }
  }
  const root = rootOf(context)
  if (paths.length === 1) return selectLocation(context, paths[0]!, root)
  const seen = new Set<XNode>()
  const result: XNode[] = []
  for (const path of paths) for (const node of selectLocation(context, path, root)) if (!seen.has(node)) (seen.add(node), result.push(node))
  return result
}

export function selectElements(context: XNode, source: string): XElement[] {
  return select(context, source).filter((n): n is XElement => !isAttribute(n))
}

/** Whether a predicate expression (`cbc:ChargeIndicator = 'true'`, `not(cac:Item)`) holds at a node. */
export function test(context: XNode, source: string, root: XElement = rootOf(context)): boolean {
  let holds = compiledTests.get(source)
  if (!holds) {
    const parser = new Parser(tokenize(source), source)
    const expr = parser.or()
    if (!parser.done()) throw new Error(`Unexpected text in test: ${source}`)
    compiledTests.set(source, (holds = compileExpr(expr)))
  }
  return holds(context, root)
}
const compiledTests = new Map<string, Test>()

/**
 * Whether an element matches a pattern, as an XSLT/Schematron rule context does: the last step names
 * the element, earlier steps its parent (`/`) or an ancestor (`//`); a pattern starting with `/` is
 * anchored at the root element.
 */
export function matches(element: XElement, source: string, root: XElement = rootOf(element)): boolean {
  return matcher(source)(element, root)
}

const matchers = new Map<string, (element: XElement, root: XElement) => boolean>()
/** A match pattern compiled once into a function (`matches` without looking the pattern up each time). */
export function matcher(source: string): (element: XElement, root: XElement) => boolean {
  let match = matchers.get(source)
  if (!match) {
    const paths = compile(source)
    match =
      paths.length === 1
        ? (element, root) => matchFrom(element, paths[0]!.steps, paths[0]!.steps.length - 1, paths[0]!.absolute, root)
        : (element, root) => {
            for (const path of paths) if (matchFrom(element, path.steps, path.steps.length - 1, path.absolute, root)) return true
            return false
          }
    matchers.set(source, match)
  }
  return match
}

function stepMatches(element: XElement, step: Step, root: XElement): boolean {
  if (step.axis === 'attribute' || step.axis === 'parent' || step.axis === 'ancestor') return false
  if (!(step.test ?? nameTest(step.name))(element)) return false
  return step.predicates.every((p) => (p.kind === 'position' ? element.position === p.position : p.holds(element, root)))
}

function matchFrom(element: XElement, steps: readonly Step[], index: number, absolute: boolean, root: XElement): boolean {
  const step = steps[index]!
  if (!stepMatches(element, step, root)) return false
  if (index === 0) return absolute && step.axis === 'child' ? element.parent === null : true
  if (step.axis === 'descendant') {
    for (let a = element.parent; a; a = a.parent) if (matchFrom(a, steps, index - 1, absolute, root)) return true
    return false
  }
  return element.parent !== null && matchFrom(element.parent, steps, index - 1, absolute, root)
}

/**
 * The element names a match pattern's last steps name (for indexing rules by name), or null when a
 * step matches by wildcard.
 */
export function lastStepNames(source: string): string[] | null {
  const names: string[] = []
  for (const path of compile(source)) {
    const last = path.steps[path.steps.length - 1]
    if (!last || last.name.includes('*') || last.axis === 'attribute' || last.axis === 'parent' || last.axis === 'ancestor') return null
    names.push(last.name)
  }
  return names
}

/**
 * A test by name alone that every element a match pattern matches passes (its alternatives' last
 * steps' name tests); an alternative whose last step is not an element step passes every element.
 */
export function lastStepNameTest(source: string): (e: XElement) => boolean {
  const tests: Array<(e: XElement) => boolean> = []
  for (const path of compile(source)) {
    const last = path.steps[path.steps.length - 1]
    if (!last || last.axis === 'attribute' || last.axis === 'parent' || last.axis === 'ancestor') return () => true
    tests.push(last.test ?? nameTest(last.name))
  }
  return (e) => tests.some((t) => t(e))
}

/**
 * The chains of names a test forbids, when it is `not(a/b/c)` or `not(a/b | c/@d)` with relative
 * chains of names only (most syntax rules of the CEN artefacts), else null. Such tests can be checked
 * for many chains at once in one walk below the context (syntax/engine.ts).
 */
export function forbiddenChains(source: string): readonly (readonly string[])[] | null {
  const parser = new Parser(tokenize(source), source)
  const expr = parser.or()
  if (!parser.done() || expr.kind !== 'not' || expr.expr.kind !== 'exists') return null
  const chains: (readonly string[])[] = []
  for (const path of expr.expr.path) {
    const chain = plainChain(path)
    if (chain === null || chain.length === 0) return null
    chains.push(chain)
  }
  return chains
}
