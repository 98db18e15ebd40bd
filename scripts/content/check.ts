import { Ajv, type ErrorObject } from 'ajv'
import { languages } from '../../content/languages'
import { fillPlaceholders } from '../../core/placeholders'
import { isLang } from '../../core/url-rules'
import { legalSectionBlocks, markdownToBlocks } from '../../core/markdown'
import { availabilityProblems } from '../../core/booking-slots'
import { calendarCallCapacity } from '../../lambdas/booking/calendar'
import type { BookingAvailability } from '../../content/types'
import type { ContentFile, KnownTargets } from './registry'

/** One thing wrong with the content, named by file and key so an editor can find it. */
export interface Problem {
  file: string
  key: string
  message: string
}


function keyOf(path: (string | number)[]): string {
  return path.map(String).join('.') || '(root)'
}

function pointerToKey(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.')
}

function describe(error: ErrorObject): { key: string; message: string } {
  const key = pointerToKey(error.instancePath)
  const last = key.split('.').at(-2) ?? ''
  switch (error.keyword) {
    case 'required': {
      const missing = String(error.params.missingProperty)
      const full = key ? `${key}.${missing}` : missing
      if (isLang(missing)) return { key: full, message: 'missing translation' }
      return { key: full, message: 'missing value' }
    }
    case 'minLength':
      return { key, message: 'empty text (missing translation?)' }
    case 'maxLength': {
      // Counted as a visitor reads it (facts filled in), in characters (code points), as ajv does.
      const measured = typeof error.data === 'string' ? `${[...error.data].length} characters` : 'too long'
      return last === 'meta' || key.endsWith('description')
        ? { key, message: `meta description ${measured}, limit ${String(error.params.limit)}` }
        : { key, message: `${measured}, limit ${String(error.params.limit)}` }
    }
    case 'additionalProperties':
      return { key: key ? `${key}.${String(error.params.additionalProperty)}` : String(error.params.additionalProperty), message: 'unknown key (not in content/types.ts)' }
    case 'pattern':
      return { key, message: `invalid value (must match ${String(error.params.pattern)})` }
    default:
      return { key, message: error.message ?? error.keyword }
  }
}

/** The data as a visitor reads it: every language's subtree with its placeholders filled, so lengths count the figures. */
function asRead(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asRead)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isLang(key) ? fillPlaceholders(item, key) : asRead(item)]))
  }
  return value
}

function schemaErrors(files: ContentFile[], schema: object): Problem[] {
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true })
  ajv.addSchema(schema, 'content')
  const problems: Problem[] = []
  for (const file of files) {
    const validate = ajv.getSchema(`content#/definitions/${encodeURIComponent(file.type)}`)
    if (!validate) {
      problems.push({ file: file.file, key: '(root)', message: `no schema for type ${file.type}; run npm run schemas` })
      continue
    }
    if (validate(asRead(file.data))) continue
    const seen = new Set<string>()
    for (const error of validate.errors ?? []) {
      // anyOf/oneOf branches repeat the real error; keep the first description per key.
      if (error.keyword === 'anyOf' || error.keyword === 'if') continue
      const { key, message } = describe(error)
      if (seen.has(key)) continue
      seen.add(key)
      problems.push({ file: file.file, key, message })
    }
  }
  return problems
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isLocalized(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value)
  return keys.includes('de') && keys.every(isLang)
}

/** Every language of a Localized value has the same shape as German: keys and list lengths. */
function shapeProblems(file: string, de: unknown, other: unknown, path: (string | number)[], lang: string): Problem[] {
  if (Array.isArray(de) && Array.isArray(other)) {
    const problems: Problem[] =
      de.length === other.length ? [] : [{ file, key: keyOf(path), message: `${lang} has ${other.length} entries, de has ${de.length}` }]
    de.forEach((item, i) => problems.push(...shapeProblems(file, item, other[i], [...path, i], lang)))
    return problems
  }
  if (isRecord(de) && isRecord(other)) {
    return Object.keys(de).flatMap((k) => shapeProblems(file, de[k], other[k], [...path, k], lang))
  }
  return []
}

function walk(value: unknown, path: (string | number)[], visit: (value: unknown, path: (string | number)[]) => void): void {
  visit(value, path)
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i], visit))
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit)
}

function structureProblems(file: ContentFile, known: KnownTargets): Problem[] {
  const problems: Problem[] = []
  walk(file.data, [], (value, path) => {
    if (file.translated !== false && isRecord(value) && isLocalized(value)) {
      for (const lang of languages) {
        if (lang === 'de' || value[lang] === undefined) continue
        problems.push(...shapeProblems(file.file, value.de, value[lang], [...path, lang], lang))
      }
    }
    if (Array.isArray(value)) {
      const seen = new Map<string, number>()
      value.forEach((item, i) => {
        if (!isRecord(item)) return
        for (const idKey of ['id', 'slug'] as const) {
          const id = item[idKey]
          if (typeof id !== 'string') continue
          const first = seen.get(`${idKey}:${id}`)
          if (first !== undefined) {
            problems.push({ file: file.file, key: keyOf([...path, i, idKey]), message: `duplicate ${idKey} "${id}" (also at index ${first})` })
          } else seen.set(`${idKey}:${id}`, i)
        }
      })
    }
    const last = path.at(-1)
    if (typeof value === 'string' && typeof last === 'string' && /^(href|.*Href)$/.test(last) && value.startsWith('/')) {
      const target = value.split(/[?#]/)[0] ?? value
      if (!known.paths.has(target)) {
        problems.push({ file: file.file, key: keyOf(path), message: `internal link to "${value}", which is no route of the site` })
      }
    }
    const packageKey = typeof last === 'number' ? path.at(-2) : last
    if (typeof value === 'string' && (packageKey === 'packageId' || packageKey === 'packageIds') && !known.packageIds.has(value)) {
      problems.push({ file: file.file, key: keyOf(path), message: `unknown package "${value}" (content/packages.ts)` })
    }
    if (typeof value === 'string' && typeof last === 'number' && path.at(-2) === 'related' && !known.termIds.has(value)) {
      problems.push({ file: file.file, key: keyOf(path), message: `related term "${value}" is not in the glossary` })
    }
    if (typeof value === 'string' && last === 'body') {
      try {
        markdownToBlocks(value)
      } catch (error) {
        problems.push({ file: file.file, key: keyOf(path), message: `Markdown: ${(error as Error).message}` })
      }
    }
    if (typeof value === 'string' && typeof last === 'number' && path.at(-2) === 'sections') {
      try {
        legalSectionBlocks(value)
      } catch (error) {
        problems.push({ file: file.file, key: keyOf(path), message: `Markdown: ${(error as Error).message}` })
      }
    }
    if (typeof value === 'string') {
      for (const match of value.matchAll(/\{(\w+)\}/g)) {
        if (!known.placeholders.has(match[1]!)) {
          problems.push({ file: file.file, key: keyOf(path), message: `unknown placeholder {${match[1]}}` })
        }
      }
    }
  })
  return problems
}

/**
 * The build-time content rules: schema (types, non-empty texts, meta descriptions ≤ 160
 * characters), every translation present and shaped like German, unique ids and slugs, and
 * internal links that resolve.
 */
/** Rules of a kind of content beyond its schema, by its type name. */
function typeProblems(file: ContentFile): Problem[] {
  if (file.type === 'BookingAvailability') return availabilityProblems(file.data as BookingAvailability, calendarCallCapacity).map((p) => ({ file: file.file, ...p }))
  return []
}

export function checkContent(files: ContentFile[], schema: object, known: KnownTargets): Problem[] {
  return [...schemaErrors(files, schema), ...files.flatMap((file) => [...structureProblems(file, known), ...typeProblems(file)])]
}

export function formatProblems(problems: Problem[]): string {
  return problems.map((p) => `${p.file} › ${p.key}: ${p.message}`).join('\n')
}
