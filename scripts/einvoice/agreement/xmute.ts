/**
 * The project's own applier for the XML-Mutate (`xmute`) processing instructions that KoSIT's
 * xrechnung-schematron test instances use (`test/instances/**`): each instruction names a mutation of
 * the element that follows it and the Schematron rules expected to hold (`schematron-valid`) or to fail
 * (`schematron-invalid`) on the result. Supported mutators, as those files use them:
 *
 * - `identity`: the file unchanged;
 * - `remove`: the next element removed;
 * - `empty`: the next element's content (or its attribute `attribute`) emptied;
 * - `code`: one variant per value of `values` (split at `separator`, default ","), each written as the
 *   next element's text (or as its attribute `attribute`).
 *
 * Every variant applies exactly one instruction to the original; all `xmute` instructions are removed
 * from every variant. Instructions inside comments are not instructions and are ignored.
 * Pure: text in, texts out.
 */
import { DOMParser, XMLSerializer, type Document, type Element, type Node, type ProcessingInstruction } from '@xmldom/xmldom'

export interface XmuteInstruction {
  readonly id: string
  readonly mutator: string
  readonly attributes: Readonly<Record<string, string>>
}

export interface RuleExpectation {
  /** The Schematron alias as written (`xrubl`, `xrcii`, …). */
  readonly schematron: string
  readonly rule: string
  /** `valid`: the rule must not fire; `invalid`: it must. */
  readonly expect: 'valid' | 'invalid'
}

export interface MutatedVariant {
  /** `<instruction id>` or `<instruction id>-<n>` for the n-th (1-based) value of a `code` mutator. */
  readonly id: string
  readonly mutator: string
  readonly description: string
  readonly text: string
  readonly expectations: readonly RuleExpectation[]
}

export interface UnsupportedInstruction {
  readonly id: string
  readonly mutator: string
  readonly reason: string
}

export interface XmuteResult {
  readonly variants: readonly MutatedVariant[]
  readonly unsupported: readonly UnsupportedInstruction[]
}

/** The pseudo-attributes of a processing instruction's data (`name="value"` or `name='value'`). */
export function parsePseudoAttributes(data: string): Record<string, string> {
  const out: Record<string, string> = {}
  const re = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g
  for (let m = re.exec(data); m; m = re.exec(data)) out[m[1]!] = m[2] ?? m[3] ?? ''
  return out
}

/** `xrubl:BR-DE-15 xrubl:BR-DE-16` or `xrubl:BR-DE-10,xrubl:BR-DE-11` → expectations. */
export function parseExpectations(valid: string | undefined, invalid: string | undefined): RuleExpectation[] {
  const list = (text: string | undefined, expect: 'valid' | 'invalid'): RuleExpectation[] =>
    (text ?? '')
      .split(/[\s,]+/)
      .filter((t) => t.length > 0)
      .map((token) => {
        const colon = token.indexOf(':')
        return colon >= 0 ? { schematron: token.slice(0, colon), rule: token.slice(colon + 1), expect } : { schematron: '', rule: token, expect }
      })
  return [...list(valid, 'valid'), ...list(invalid, 'invalid')]
}

const ELEMENT = 1
const PI = 7

function instructionsOf(doc: Document): ProcessingInstruction[] {
  const out: ProcessingInstruction[] = []
  const walk = (node: Node) => {
    for (let c = node.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === PI && (c as ProcessingInstruction).target === 'xmute') out.push(c as ProcessingInstruction)
      else if (c.nodeType === ELEMENT) walk(c)
    }
  }
  walk(doc)
  return out
}

function nextElement(node: Node): Element | null {
  for (let n = node.nextSibling; n; n = n.nextSibling) if (n.nodeType === ELEMENT) return n as Element
  return null
}

function parse(text: string): Document {
  const errors: string[] = []
  let doc: Document
  try {
    doc = new DOMParser({ onError: (level, message) => void (level !== 'warning' && errors.push(message)) }).parseFromString(text, 'application/xml')
  } catch (e) {
    throw new Error(`xmute: the instance is not well-formed XML: ${e instanceof Error ? e.message : String(e)}`)
  }
  if (errors.length > 0 || !doc.documentElement) throw new Error(`xmute: the instance is not well-formed XML: ${errors[0] ?? 'no root element'}`)
  return doc
}

/** The instructions of a test instance, in document order. */
export function readInstructions(text: string): XmuteInstruction[] {
  return instructionsOf(parse(text)).map((pi, i) => {
    const attributes = parsePseudoAttributes(pi.data)
    return { id: attributes.id ?? `xmute-${i + 1}`, mutator: attributes.mutator ?? '', attributes }
  })
}

function setText(element: Element, value: string): void {
  while (element.firstChild) element.removeChild(element.firstChild)
  if (value.length > 0) element.appendChild(element.ownerDocument!.createTextNode(value))
}

/** Applies each instruction of `text` on its own and returns the variants with their expectations. */
export function applyXmute(text: string): XmuteResult {
  const instructions = readInstructions(text)
  const variants: MutatedVariant[] = []
  const unsupported: UnsupportedInstruction[] = []
  instructions.forEach((instruction, index) => {
    const { attributes, mutator, id } = instruction
    const expectations = parseExpectations(attributes['schematron-valid'], attributes['schematron-invalid'])
    const description = attributes.description ?? ''
    const values =
      mutator === 'code'
        ? (attributes.values ?? '')
            .split(attributes.separator ?? ',')
            .map((v) => v.trim())
            .filter((v) => v.length > 0)
        : [undefined]
    if (!['identity', 'remove', 'empty', 'code'].includes(mutator)) {
      unsupported.push({ id, mutator, reason: 'mutator not supported' })
      return
    }
    if (mutator === 'code' && values.length === 0) {
      unsupported.push({ id, mutator, reason: 'code mutator without values' })
      return
    }
    values.forEach((value, n) => {
      const doc = parse(text)
      const pis = instructionsOf(doc)
      const pi = pis[index]!
      const target = nextElement(pi)
      if (!target && mutator !== 'identity') {
        unsupported.push({ id, mutator, reason: 'no element follows the instruction' })
        return
      }
      if (target && mutator === 'remove') target.parentNode!.removeChild(target)
      else if (target && (mutator === 'empty' || mutator === 'code')) {
        const attribute = attributes.attribute
        if (attribute) target.setAttribute(attribute, value ?? '')
        else setText(target, value ?? '')
      }
      for (const p of pis) p.parentNode?.removeChild(p)
      variants.push({
        id: values.length > 1 ? `${id}-${n + 1}` : id,
        mutator,
        description,
        text: new XMLSerializer().serializeToString(doc),
        expectations,
      })
    })
  })
  return { variants, unsupported }
}
