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
}
interface LocationPath {
  readonly absolute: boolean
  readonly steps: readonly Step[]
}
type Expr =
  | { kind: 'or' | 'and'; left: Expr; right: Expr }
  | { kind: 'not'; expr: Expr }
  | { kind: 'exists'; path: readonly LocationPath[] }
  | { kind: 'compare'; op: '=' | '!=' | '~='; path: readonly LocationPath[]; literal: string }
  | { kind: 'count'; op: '=' | '!=' | '<' | '<=' | '>' | '>='; path: readonly LocationPath[]; number: number }
type Predicate = { kind: 'position'; position: number } | { kind: 'expr'; expr: Expr }

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
      } else predicates.push({ kind: 'expr', expr: this.or() })
      this.expect(']')
    }
    return { ...step, predicates }
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
  const nameMatches = nameTest(step.name)
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
    found = predicate.kind === 'position' ? found.slice(predicate.position - 1, predicate.position) : found.filter((n) => evaluate(predicate.expr, n, root))
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
    const firstName = nameTest(first.name)
    nodes = candidates.filter((e) => firstName(e) && first.predicates.every((p) => p.kind === 'expr' && evaluate(p.expr, e, root)))
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

/**
 * The element names below the root as a tree of name chains (`cac:InvoiceLine` → `cac:Item` →
 * `cbc:Name`) with how often each chain occurs: a plain path from the root is then a few lookups,
 * however large the file.
 */
interface ChainNode {
  count: number
  readonly next: Map<string, ChainNode>
}
const chainsBelow = new WeakMap<XElement, ChainNode>()
function chainTree(root: XElement): ChainNode {
  let tree = chainsBelow.get(root)
  if (!tree) {
    tree = { count: 1, next: new Map() }
    const stack: Array<[XElement, ChainNode]> = [[root, tree]]
    const child = (node: ChainNode, name: string) => {
      let c = node.next.get(name)
      if (!c) node.next.set(name, (c = { count: 0, next: new Map() }))
      c.count++
      return c
    }
    while (stack.length) {
      const [e, node] = stack.pop()!
      for (const [name] of e.attributes) child(node, `@${name}`)
      for (const c of e.children) stack.push([c, child(node, c.name)])
    }
    chainsBelow.set(root, tree)
  }
  return tree
}
function chainCount(root: XElement, chain: readonly string[]): number {
  let node: ChainNode | undefined = chainTree(root)
  for (const name of chain) {
    node = node.next.get(name)
    if (!node) return 0
  }
  return node.count
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

/** Whether a path selects anything, stopping at the first node found (depth first). */
function existsLocation(context: XNode, path: LocationPath, root: XElement): boolean {
  if (context === root) {
    const chain = plainChain(path)
    if (chain !== null) return chainCount(root, chain) > 0
  }
  if (path.absolute) return selectLocation(context, path, root).length > 0
  const steps = path.steps
  const walk = (node: XNode, index: number): boolean => {
    if (index === steps.length) return true
    for (const next of stepNodes(node, steps[index]!, root)) if (walk(next, index + 1)) return true
    return false
  }
  return walk(context, 0)
}

function evaluate(expr: Expr, context: XNode, root: XElement): boolean {
  switch (expr.kind) {
    case 'or':
      return evaluate(expr.left, context, root) || evaluate(expr.right, context, root)
    case 'and':
      return evaluate(expr.left, context, root) && evaluate(expr.right, context, root)
    case 'not':
      return !evaluate(expr.expr, context, root)
    case 'exists':
      return expr.path.some((p) => existsLocation(context, p, root))
    case 'count': {
      const n = expr.path.reduce((total, p) => {
        const chain = context === root ? plainChain(p) : null
        return total + (chain !== null ? chainCount(root, chain) : selectLocation(context, p, root).length)
      }, 0)
      switch (expr.op) {
        case '=':
          return n === expr.number
        case '!=':
          return n !== expr.number
        case '<':
          return n < expr.number
        case '<=':
          return n <= expr.number
        case '>':
          return n > expr.number
        case '>=':
          return n >= expr.number
      }
      return false
    }
    case 'compare': {
      const nodes = expr.path.flatMap((p) => selectLocation(context, p, root))
      const literal = expr.op === '~=' ? expr.literal.toUpperCase() : expr.literal
      return nodes.some((n) => {
        const value = normalizeSpace(textOf(n))
        return expr.op === '!=' ? value !== literal : (expr.op === '~=' ? value.toUpperCase() : value) === literal
      })
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

/** The nodes a path selects from a context node, in the order of the alternatives. */
export function select(context: XNode, source: string): XNode[] {
  const root = rootOf(context)
  const paths = compile(source)
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
export function test(context: XNode, source: string): boolean {
  let expr = compiledTests.get(source)
  if (!expr) {
    const parser = new Parser(tokenize(source), source)
    expr = parser.or()
    if (!parser.done()) throw new Error(`Unexpected text in test: ${source}`)
    compiledTests.set(source, expr)
  }
  return evaluate(expr, context, rootOf(context))
}
const compiledTests = new Map<string, Expr>()

/**
 * Whether an element matches a pattern, as an XSLT/Schematron rule context does: the last step names
 * the element, earlier steps its parent (`/`) or an ancestor (`//`); a pattern starting with `/` is
 * anchored at the root element.
 */
export function matches(element: XElement, source: string): boolean {
  const root = rootOf(element)
  return compile(source).some((path) => matchFrom(element, path.steps, path.steps.length - 1, path.absolute, root))
}

function stepMatches(element: XElement, step: Step, root: XElement): boolean {
  if (step.axis === 'attribute' || step.axis === 'parent' || step.axis === 'ancestor') return false
  if (!nameTest(step.name)(element)) return false
  return step.predicates.every((p) => (p.kind === 'position' ? element.position === p.position : evaluate(p.expr, element, root)))
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
