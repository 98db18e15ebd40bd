// The part of the site's stylesheet a page can use: every rule whose selector needs only classes that
// the page's markup or any script it can load names, and every rule that needs no class at all.
// Tailwind writes one stylesheet for the whole site (every class of every page and widget); a page
// inlines only its part (scripts/inline-stylesheet.ts), so the first response is smaller.

/** One top-level or nested block of a stylesheet: its prelude (selector or at-rule) and its text. */
interface Block {
  prelude: string
  text: string
  /** The body between the braces (for at-rules whose rules are pruned one by one). */
  body: string
}

/** Index of the end of a quoted string or comment starting at `at`, or `at` if none starts there. */
function skipQuotedOrComment(css: string, at: number): number {
  const c = css[at]
  if (c === '"' || c === "'") {
    let i = at + 1
    while (i < css.length && css[i] !== c) i += css[i] === '\\' ? 2 : 1
    return i + 1
  }
  if (c === '/' && css[at + 1] === '*') {
    const end = css.indexOf('*/', at + 2)
    return end === -1 ? css.length : end + 2
  }
  return at
}

/** The blocks of a stylesheet (or of an at-rule's body) in order, with the text between them (comments, @charset …). */
function blocks(css: string): (Block | string)[] {
  const out: (Block | string)[] = []
  let start = 0
  let open = -1
  let depth = 0
  let i = 0
  while (i < css.length) {
    const skipped = skipQuotedOrComment(css, i)
    if (skipped !== i) {
      i = skipped
      continue
    }
    const c = css[i]
    if (c === '\\') {
      i += 2
      continue
    }
    if (c === '{') {
      if (depth === 0) open = i
      depth++
    } else if (c === '}') {
      depth--
      if (depth === 0) {
        const prelude = css.slice(start, open)
        const lead = prelude.length - prelude.trimStart().length
        if (lead > 0) out.push(prelude.slice(0, lead))
        out.push({ prelude: prelude.trim(), text: css.slice(start + lead, i + 1), body: css.slice(open + 1, i) })
        start = i + 1
      }
    } else if (c === ';' && depth === 0) {
      // A statement at-rule (@charset, @import, @layer a, b;): kept as it is.
      out.push(css.slice(start, i + 1))
      start = i + 1
    }
    i++
  }
  if (start < css.length) out.push(css.slice(start))
  return out
}

/** The selectors of a selector list, split at its top-level commas. */
function selectorList(prelude: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i]
    if (c === '\\') i++
    else if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (c === ',' && depth === 0) {
      parts.push(prelude.slice(start, i))
      start = i + 1
    }
  }
  parts.push(prelude.slice(start))
  return parts
}

/** A CSS identifier with its escapes read (`md\:flex` is "md:flex", `\31 0` is "10"). */
function unescapeIdentifier(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?|\\([^\n])/g, (_, hex: string | undefined, char: string | undefined) => (hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char!))
}

const classPattern = /\.((?:\\[0-9a-fA-F]{1,6}[ \t\n\r\f]?|\\[^\n]|[\w-]|[^\x00-\x7f])+)/g

/**
 * The classes a selector needs for it to match anything: those outside brackets and parentheses.
 * Classes inside `:is()`, `:where()`, `:not()` or `:has()` may be alternatives or negations, so a
 * selector is kept whatever they are (a superset, never too little).
 */
export function requiredClasses(selector: string): string[] {
  let outside = ''
  let depth = 0
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!
    if (c === '\\') {
      if (depth === 0) outside += selector.slice(i, i + 2)
      i++
    } else if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (depth === 0) outside += c
  }
  return [...outside.matchAll(classPattern)].map((m) => unescapeIdentifier(m[1]!))
}

/** Statement and grouping at-rules whose rules are pruned one by one; every other at-rule (keyframes, @property, @font-face) is kept whole. */
const groupingRule = /^@(media|supports|layer|container|scope)\b/

/** The rules of `css` that can apply where only the classes in `used` occur (see the file's comment). */
export function cssSubset(css: string, used: ReadonlySet<string>): string {
  let out = ''
  for (const block of blocks(css)) {
    if (typeof block === 'string') out += block
    else if (block.prelude.startsWith('@')) {
      if (!groupingRule.test(block.prelude)) out += block.text
      else {
        const inner = cssSubset(block.body, used)
        if (inner.trim() !== '') out += `${block.prelude}{${inner}}`
      }
    } else if (selectorList(block.prelude).some((selector) => requiredClasses(selector).every((name) => used.has(name)))) out += block.text
  }
  return out
}

/** Every class name a page's markup gives an element (its class attributes). */
export function markupClasses(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter(Boolean))
}

/**
 * Every word of a script that could be a class name it sets: the runs between whitespace, quotes
 * and backticks. A superset (it also yields code), so no class the script writes is missed, as
 * long as no script builds a class name from pieces (Tailwind's own rule for its source files).
 */
export function scriptWords(source: string): Set<string> {
  return new Set(source.split(/[\s"'`]+/).filter(Boolean))
}
