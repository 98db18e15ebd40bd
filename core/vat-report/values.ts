/**
 * How the report's cells are read: amounts, rates, dates and countries. Decimals are big.js numbers,
 * never binary floats.
 */
import Big from 'big.js'
import { memberStates } from '../../content/countries'
import { countryCode } from './inputs'

/** An amount ("33.61", "-3.35", "0"; a decimal comma where the file's delimiter is not a comma); null when empty. */
export function amountOf(cell: string, commaDecimal: boolean): Big | null | 'bad' {
  if (cell === '') return null
  const text = commaDecimal && !cell.includes('.') ? cell.replace(',', '.') : cell
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? new Big(text) : 'bad'
}

/**
 * A rate as a percent string without trailing zeros ("19", "25.5"). Amazon writes the fraction
 * ("0.19"); a value above 1 is taken as already in percent (a report re-saved by hand). Null when empty.
 */
export function rateOf(cell: string, commaDecimal: boolean): string | null | 'bad' {
  const value = amountOf(cell, commaDecimal)
  if (value === null || value === 'bad') return value
  if (value.lt(0) || value.gt(100)) return 'bad'
  return percentString(value.gt(1) ? value : value.times(100))
}

/** A percent as the rate table writes it: no exponent, no trailing zeros ("19", "5.5"). */
export const percentString = (value: Big) => value.toFixed(6).replace(/\.?0+$/, '')

/** A date as YYYY-MM-DD: Amazon writes DD-MM-YYYY or DD.MM.YYYY (by marketplace), re-saved files DD/MM/YYYY or YYYY-MM-DD. Null when empty. */
export function dateOf(cell: string): string | null | 'bad' {
  if (cell === '') return null
  const dayFirst = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})(?:[ T].*)?$/.exec(cell)
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(cell)
  const [y, m, d] = dayFirst ? [dayFirst[3]!, dayFirst[2]!, dayFirst[1]!] : yearFirst ? [yearFirst[1]!, yearFirst[2]!, yearFirst[3]!] : []
  if (y === undefined || m === undefined || d === undefined) return 'bad'
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
  const date = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? 'bad' : iso
}

export const monthOf = (date: string) => date.slice(0, 7)
export const quarterOf = (date: string) => `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`
/** The last day of a quarter "2024-Q3" → "2024-09-30". */
export function quarterEnd(quarter: string): string {
  const year = Number(quarter.slice(0, 4))
  const month = Number(quarter.slice(6)) * 3
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
}

/** A country cell as a code: two letters (GR read as EL); undefined when it holds something else; '' when empty. */
export function countryOf(cell: string): string | undefined {
  if (cell === '') return ''
  const code = countryCode(cell)
  return /^[A-Z]{2}$/.test(code) ? code : undefined
}

/**
 * TAXABLE_JURISDICTION as a code: Amazon writes the country's English name in capitals ("GERMANY",
 * "POLAND"); a two-letter code is read as one. Undefined when it is neither.
 */
const jurisdictionNames = new Map<string, string>([
  ...memberStates.map((state) => [state.name.en.toUpperCase(), state.code] as [string, string]),
  ['CZECH REPUBLIC', 'CZ'],
  ['NORTHERN IRELAND', 'XI'],
  ['UNITED KINGDOM', 'GB'],
])
export function jurisdictionOf(cell: string): string | undefined {
  const name = cell.trim().toUpperCase()
  return jurisdictionNames.get(name) ?? (/^[A-Z]{2}$/.test(name) ? countryCode(name) : undefined)
}
