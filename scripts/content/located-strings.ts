import { readFileSync, readdirSync } from 'node:fs'
import { languages } from '../../content/languages'
import { join } from 'node:path'
import ts from 'typescript'
import type { Lang } from '../../content/types'

/** A text of the content as written in its source file, with where it stands and its language. */
export interface LocatedString {
  /** Path from the repository root, e.g. "content/pages/home.ts". */
  file: string
  line: number
  column: number
  /** The language of the nearest enclosing `de:`, `en:` or `zh:` key; undefined outside one. */
  lang: Lang | undefined
  /** Keys and array indices from the outermost to the innermost enclosing property or element. */
  keys: (string | number)[]
  /**
   * For a piece of a text written as `[…].join(…)` (an article body's paragraphs): the keys of the
   * whole text. Translations are paired and reviewed per whole text, not per piece, since a
   * translation may split its paragraphs differently.
   */
  block?: (string | number)[]
  /**
   * `block ?? keys` with the index of an array element that has a string `id` replaced by that id
   * ("vat-id" instead of 3), so a text keeps its place when terms are added or reordered.
   */
  placeKeys: (string | number)[]
  text: string
}

/** The string `id` of an object literal, if it has one. */
function literalId(node: ts.Expression): string | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && propertyName(property) === 'id' && ts.isStringLiteral(property.initializer)) return property.initializer.text
  }
  return undefined
}

const languageKeys = new Set<string>(languages)

function propertyName(node: ts.PropertyAssignment): string | undefined {
  const name = node.name
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text
  return undefined
}

/**
 * Every string literal and template text of a content source file, located. Reads the TypeScript
 * source with the compiler's own parser, so editors' errors can point at a line and column.
 */
export function locatedStrings(root: string, file: string): LocatedString[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const found: LocatedString[] = []
  // `place` is `keys` with ids for indices, frozen at the start of a joined text (`block`).
  const visit = (node: ts.Node, keys: (string | number)[], place: (string | number)[], lang: Lang | undefined, block?: (string | number)[]) => {
    if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node)
      const inner = name && languageKeys.has(name) ? (name as Lang) : lang
      ts.forEachChild(node, (child) => visit(child, name ? [...keys, name] : keys, name && !block ? [...place, name] : place, inner, block))
      return
    }
    if (ts.isArrayLiteralExpression(node)) {
      node.elements.forEach((element, i) => visit(element, [...keys, i], block ? place : [...place, literalId(element) ?? i], lang, block))
      return
    }
    // `[…].join(separator)`: the pieces form one text; the separator is none.
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'join' && ts.isArrayLiteralExpression(node.expression.expression)) {
      visit(node.expression.expression, keys, place, lang, block ?? keys)
      return
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      // Import specifiers and type positions are not texts.
      if (!ts.isImportDeclaration(node.parent) && !ts.isLiteralTypeNode(node.parent) && !ts.isExportDeclaration(node.parent)) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source))
        found.push({ file, line: start.line + 1, column: start.character + 1, lang, keys, ...(block ? { block } : {}), placeKeys: place, text: node.text })
      }
    }
    ts.forEachChild(node, (child) => visit(child, keys, place, lang, block))
  }
  visit(source, [], [], undefined)
  return found
}

/** A text's place without its language: "text.hero.title" for text.de.hero.title and text.en.hero.title. */
export function placeOf(s: LocatedString): string {
  return s.placeKeys.filter((k) => typeof k === 'number' || !languageKeys.has(k)).join('.')
}

/** One place of a file with its text in each language: the German and its translations. */
export interface TextPlace {
  file: string
  place: string
  texts: Partial<Record<Lang, LocatedString>>
}

/**
 * The located texts grouped by file and place (texts outside a language block are left out). The
 * pieces of a joined text become one text, at the place of its first piece.
 */
export function textPlaces(strings: LocatedString[]): TextPlace[] {
  const places = new Map<string, TextPlace>()
  for (const s of strings) {
    if (!s.lang) continue
    const id = `${s.file}|${placeOf(s)}`
    const entry = places.get(id) ?? { file: s.file, place: placeOf(s), texts: {} }
    const earlier = entry.texts[s.lang]
    entry.texts[s.lang] = earlier ? { ...earlier, text: `${earlier.text}\n${s.text}` } : s.block ? { ...s, keys: s.block } : s
    places.set(id, entry)
  }
  return [...places.values()]
}

/** Where a value stands in its source file, by its key path ("text.de.meta.description"). */
export type KeyLocations = Map<string, { line: number; column: number }>

/**
 * The line and column of every property and array element of a content source file, keyed like
 * the content check's problems (`0.text.de.title`, `text.en.faq.2.answer`), so a problem found
 * in the data can point at its place in the source.
 */
export function keyLocations(root: string, file: string): KeyLocations {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const locations: KeyLocations = new Map()
  const mark = (node: ts.Node, keys: (string | number)[]) => {
    const key = keys.join('.')
    if (locations.has(key)) return
    const start = source.getLineAndCharacterOfPosition(node.getStart(source))
    locations.set(key, { line: start.line + 1, column: start.character + 1 })
  }
  const visit = (node: ts.Node, keys: (string | number)[]) => {
    if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node)
      if (name === undefined) return
      mark(node, [...keys, name])
      visit(node.initializer, [...keys, name])
      return
    }
    if (ts.isArrayLiteralExpression(node)) {
      if (keys.length === 0) mark(node, keys)
      node.elements.forEach((element, i) => {
        mark(element, [...keys, i])
        visit(element, [...keys, i])
      })
      return
    }
    if (ts.isObjectLiteralExpression(node) && keys.length === 0) mark(node, keys)
    ts.forEachChild(node, (child) => visit(child, keys))
  }
  visit(source, [])
  return locations
}

/** The place of a key, or of its nearest ancestor that is written in the file (a missing key's parent). */
export function locateKey(locations: KeyLocations, key: string): { line: number; column: number } {
  const parts = key === '(root)' ? [] : key.split('.')
  for (let n = parts.length; n >= 0; n--) {
    const found = locations.get(parts.slice(0, n).join('.'))
    if (found) return found
  }
  return { line: 1, column: 1 }
}

/** Files below content/ that hold rules about the texts rather than texts a visitor reads. */
const notSiteText = new Set(['content/types.ts', 'content/termbase.ts', 'content/facts.ts'])

/** The content source files with the site's texts: every .ts below content/ but the rule files. */
export function contentSourceFiles(root: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.ts') && !notSiteText.has(path)) files.push(path)
    }
  }
  walk('content')
  return files.sort()
}

/** Every located text of the content. */
export function allLocatedStrings(root: string): LocatedString[] {
  return contentSourceFiles(root).flatMap((file) => locatedStrings(root, file))
}
