/**
 * A content model (sequence, choice, occurrences) as a nondeterministic automaton over child element
 * names, made deterministic as it is used (each set of states met once, its transitions remembered per
 * name): linear in the number of children, no backtracking, two map lookups per child once warm.
 */
import type { Group, Occurs, Particle } from './types'

/** What a transition accepts: an element name, or (`#other:ext`) any element with a namespace other than the prefix's. */
interface Edge { readonly name: string; readonly type: number; readonly to: number }

export interface Automaton {
  readonly edges: readonly Edge[][]
  readonly epsilon: readonly number[][]
  readonly start: number
  readonly accept: number
  /** The deterministic states met so far, by their sorted NFA states. */
  readonly sets: Map<string, DState>
}

/** A set of NFA states: whether it accepts, and its transitions as met (null: the name is not accepted). */
export interface DState {
  readonly states: readonly number[]
  readonly accepting: boolean
  readonly next: Map<string, { readonly to: DState; readonly type: number } | null>
}

const OTHER = '#other:'

export function buildAutomaton(group: Group): Automaton {
  const edges: Edge[][] = []
  const epsilon: number[][] = []
  const state = (): number => { edges.push([]); epsilon.push([]); return edges.length - 1 }
  const eps = (from: number, to: number): void => { epsilon[from]!.push(to) }

  const repeat = (occurs: Occurs, from: number, to: number, inner: (a: number, b: number) => void): void => {
    if (occurs === '') return inner(from, to)
    const a = state(), b = state()
    eps(from, a)
    inner(a, b)
    eps(b, to)
    if (occurs === '?' || occurs === '*') eps(a, b)
    if (occurs === '*' || occurs === '+') eps(b, a)
  }

  const particle = (p: Particle, from: number, to: number): void => {
    if (typeof p === 'string') {
      const m = /^(.*?)(?:=(\d+))?([?*+]?)$/.exec(p)!
      const name = m[1]!, type = m[2] === undefined ? -1 : Number(m[2])
      repeat(m[3] as Occurs, from, to, (a, b) => { edges[a]!.push({ name, type, to: b }) })
      return
    }
    const [kind, occurs, ...items] = p
    repeat(occurs, from, to, (a, b) => {
      if (kind === 'c') {
        for (const item of items) particle(item, a, b)
        if (items.length === 0) eps(a, b)
      } else {
        let at = a
        for (const item of items) { const next = state(); particle(item, at, next); at = next }
        eps(at, b)
      }
    })
  }

  const start = state(), accept = state()
  particle(group, start, accept)
  return { edges, epsilon, start, accept, sets: new Map() }
}

function dstate(a: Automaton, states: Set<number>): DState {
  const sorted = [...states].sort((x, y) => x - y)
  const key = sorted.join(',')
  let d = a.sets.get(key)
  if (!d) a.sets.set(key, (d = { states: sorted, accepting: states.has(a.accept), next: new Map() }))
  return d
}

/** The deterministic start state. */
export function initial(a: Automaton): DState {
  return dstate(a, closure(a, [a.start]))
}

export function closure(a: Automaton, states: Iterable<number>): Set<number> {
  const out = new Set<number>()
  const stack = [...states]
  while (stack.length) {
    const s = stack.pop()!
    if (out.has(s)) continue
    out.add(s)
    for (const t of a.epsilon[s]!) if (!out.has(t)) stack.push(t)
  }
  return out
}

/** The state after a child element and the type it takes (-1 for the wildcard), or null if no state accepts it. */
export function step(a: Automaton, from: DState, name: string, namespace: string, namespaces: Readonly<Record<string, string>>): { readonly to: DState; readonly type: number } | null {
  const known = from.next.get(name)
  if (known !== undefined) return known
  const next: number[] = []
  let type: number | null = null
  for (const s of from.states) {
    for (const e of a.edges[s]!) {
      if (e.name === name || (e.name.startsWith(OTHER) && namespace !== '' && namespace !== namespaces[e.name.slice(OTHER.length)])) { next.push(e.to); if (type === null) type = e.type }
    }
  }
  const result = type === null ? null : { to: dstate(a, closure(a, next)), type }
  from.next.set(name, result)
  return result
}

/** The element names the states accept next, in the schema's order. */
export function expected(a: Automaton, from: DState): string[] {
  const names: string[] = []
  for (const s of from.states) for (const e of a.edges[s]!) if (!names.includes(e.name)) names.push(e.name)
  return names
}
