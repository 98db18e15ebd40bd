/**
 * The XSD built-in data types UBL 2.1 and CII D16B use, checked as XML Schema 1.0 (and libxml2, the
 * oracle in tests) checks them: whitespace processed by the type's rule, then the lexical form, then
 * the facets (enumeration, minLength, maxLength).
 */
import type { BuiltIn, CompiledSimple } from './types'

const collapse = (v: string): string => v.replace(/[\t\n\r ]+/g, ' ').replace(/^ | $/g, '')
const replaceWs = (v: string): string => v.replace(/[\t\n\r]/g, ' ')

const TZ = '(Z|[+-](\\d\\d):(\\d\\d))?'
const DATE = new RegExp(`^(-?)(\\d{4,})-(\\d\\d)-(\\d\\d)${TZ}$`)
const TIME = new RegExp(`^(\\d\\d):(\\d\\d):(\\d\\d)(\\.\\d+)?${TZ}$`)
const DATE_TIME = new RegExp(`^(-?)(\\d{4,})-(\\d\\d)-(\\d\\d)T(\\d\\d):(\\d\\d):(\\d\\d)(\\.\\d+)?${TZ}$`)
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/
const INTEGER = /^[+-]?\d+$/
const LANGUAGE = /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/
const BASE64 = /^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function tzOk(h: string | undefined, m: string | undefined): boolean {
  if (h === undefined) return true
  const hh = Number(h), mm = Number(m)
  return mm < 60 && (hh < 14 || (hh === 14 && mm === 0))
}

function dateOk(year: string, month: string, day: string): boolean {
  const y = Number(year), mo = Number(month), d = Number(day)
  // libxml2 refuses the year 0000 (XML Schema 1.0 has no year zero) and a leading zero beyond four digits.
  if (y === 0 || (year.length > 4 && year.startsWith('0'))) return false
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo)
}

function timeOk(h: string, m: string, s: string): boolean {
  return Number(h) < 24 && Number(m) < 60 && Number(s) < 60
}

/** Whether the lexical form (whitespace already processed) is one of the built-in type's. */
function lexicalOk(type: BuiltIn, v: string): boolean {
  switch (type) {
    case 'string':
    case 'normalizedString':
    case 'token':
      return true
    case 'anyURI':
      return uriOk(v)
    case 'language':
      return LANGUAGE.test(v)
    case 'boolean':
      return v === 'true' || v === 'false' || v === '1' || v === '0'
    case 'decimal':
      return DECIMAL.test(v)
    case 'integer':
      return INTEGER.test(v)
    case 'base64Binary':
      return BASE64.test(v.replace(/[\t\n\r ]/g, ''))
    case 'date': {
      const m = DATE.exec(v)
      return !!m && dateOk(m[2]!, m[3]!, m[4]!) && tzOk(m[6], m[7])
    }
    case 'time': {
      const m = TIME.exec(v)
      return !!m && timeOk(m[1]!, m[2]!, m[3]!) && tzOk(m[6], m[7])
    }
    case 'dateTime': {
      const m = DATE_TIME.exec(v)
      return !!m && dateOk(m[2]!, m[3]!, m[4]!) && timeOk(m[5]!, m[6]!, m[7]!) && tzOk(m[10], m[11])
    }
  }
}

/** anyURI as libxml2 reads it: characters outside ASCII and spaces are escaped first; a bad %-escape fails. */
function uriOk(v: string): boolean {
  return !/%(?![0-9A-Fa-f]{2})/.test(v)
}

const XSD_NAMES: Readonly<Record<BuiltIn, string>> = {
  string: 'xsd:string', normalizedString: 'xsd:normalizedString', token: 'xsd:token', decimal: 'xsd:decimal', date: 'xsd:date',
  dateTime: 'xsd:dateTime', boolean: 'xsd:boolean', base64Binary: 'xsd:base64Binary', anyURI: 'xsd:anyURI', time: 'xsd:time',
  language: 'xsd:language', integer: 'xsd:integer',
}

/** Null if the value is valid for the simple type, else the problem in the project's words. */
export function checkSimple(type: CompiledSimple, raw: string): string | null {
  const free = type.b === 'string' || type.b === 'normalizedString' || type.b === 'token'
  // Most values of an invoice are strings without facets: nothing to check.
  if (free && !type.enum && type.minLength === undefined && type.maxLength === undefined) return null
  const v = type.b === 'string' ? raw : type.b === 'normalizedString' ? replaceWs(raw) : NEEDS_COLLAPSE.test(raw) ? collapse(raw) : raw
  if (!lexicalOk(type.b, v)) return `'${shown(v)}' is not a valid ${XSD_NAMES[type.b]}`
  if (type.enum && !type.enum.includes(v)) return `'${shown(v)}' is not one of the values the schema allows (${type.enum.join(', ')})`
  if (type.minLength !== undefined || type.maxLength !== undefined) {
    const length = [...v].length
    if (type.minLength !== undefined && length < type.minLength) return `'${shown(v)}' is shorter than the schema's minimum length ${type.minLength}`
    if (type.maxLength !== undefined && length > type.maxLength) return `'${shown(v)}' is longer than the schema's maximum length ${type.maxLength}`
  }
  return null
}

const NEEDS_COLLAPSE = /[\t\n\r]| {2}|^ | $/
const shown = (v: string): string => (v.length > 60 ? `${v.slice(0, 57)}…` : v)
