// The figures of SPEC.md §9, parsed from the specification itself (docs/SPEC.md, the owner's copy
// vendored into the repository), for the spec report (scripts/spec-report.ts). A rewording of §9
// that the patterns no longer match fails loudly here instead of reporting nothing. Only the
// owner's text is read: docs/SPEC.md ends with the site's own "## Amendments", which is not parsed.
import { readFileSync } from 'node:fs'

export const specFile = new URL('../../docs/SPEC.md', import.meta.url)

/** The heading of the site's record of deliberate differences, at the end of docs/SPEC.md. */
export const amendmentsHeading = '## Amendments'

/** A SPEC.md text without its amendments: everything before the "## Amendments" line (all of it when there is none). */
export function ownerText(text: string): string {
  const heading = new RegExp(`^${amendmentsHeading}[ \\t]*$`, 'm').exec(text)
  return heading ? text.slice(0, heading.index) : text
}

/** Whether a SPEC.md text has the amendments section. */
export const hasAmendments = (text: string) => ownerText(text) !== text

/** The owner's part of docs/SPEC.md, the only part parsed. */
const spec = ownerText(readFileSync(specFile, 'utf8'))

/** The text of "## <n>. …" up to the next "## " heading (the owner's text only). */
export function specSection(n: number): string {
  const start = spec.indexOf(`\n## ${n}. `)
  if (start < 0) throw new Error(`SPEC.md has no section ${n}`)
  const end = spec.indexOf('\n## ', start + 1)
  return spec.slice(start, end < 0 ? undefined : end)
}

const constants = specSection(9)

/** The bullet of §9 that starts with `label`. */
function bullet(label: string): string {
  const line = constants.split('\n').find((l) => l.startsWith(`- ${label}`))
  if (!line) throw new Error(`SPEC.md §9 has no bullet "${label}"`)
  return line
}

/** "1,303" → 1303, "2.19" → 2.19 (the spec writes English numbers). */
const number = (text: string) => Number(text.replace(/,/g, ''))

/** The spec writes some counts as words ("fourteen days"). */
function numberWord(word: string): number {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen']
  const n = /^\d+$/.test(word) ? Number(word) : words.indexOf(word.toLowerCase())
  if (n < 0) throw new Error(`SPEC.md §9: "${word}" is not a number`)
  return n
}

function match(text: string, pattern: RegExp, what: string): RegExpMatchArray {
  const m = pattern.exec(text)
  if (!m) throw new Error(`SPEC.md §9: ${what} not found (pattern ${pattern})`)
  return m
}

export interface SpecPrice {
  name: string
  /** undefined: "on request". */
  amount?: number
  /** "from 900": a starting price. */
  from: boolean
}

/** "Packages (EUR): VAT consultation 180 for 1 hour; …; individual consulting on request." */
function packagePrices(): SpecPrice[] {
  const list = match(bullet('Packages (EUR):'), /Packages \(EUR\): (.*)\.$/, 'the package list')[1]!
  return list.split('; ').map((item) => {
    if (/on request$/.test(item)) return { name: item.replace(/ on request$/, ''), from: false }
    const m = match(item, /^(.*?) (from )?(\d[\d,]*)\b/, `the price in "${item}"`)
    return { name: m[1]!, amount: number(m[3]!), from: Boolean(m[2]) }
  })
}

/** "Excise packages: coffee tax 600 (…); air passenger duty 700 (…); …" */
function excisePrices(): Record<'coffee' | 'air' | 'alcohol' | 'tobacco', number> {
  const line = bullet('Excise packages:')
  const price = (name: string) => number(match(line, new RegExp(`${name} (\\d[\\d,]*)`), `the ${name} package`)[1]!)
  return { coffee: price('coffee tax'), air: price('air passenger duty'), alcohol: price('alcohol tax'), tobacco: price('tobacco tax') }
}

const taxLine = bullet('Tax figures shown in texts:')
const figures = (pattern: RegExp, what: string) => [...match(taxLine, pattern, what)].slice(1).map(number)
const training = bullet('Training modules:')
const workshops = match(bullet('Live workshops'), /(\d+) to (\d+) EUR per person/, 'the workshop prices')

export const specFigures = {
  hourlyRate: number(match(bullet('General hourly rate'), /rate (\d+) EUR/, 'the hourly rate')[1]!),
  packages: packagePrices(),
  excisePackages: excisePrices(),
  workshopPrices: [number(workshops[1]!), number(workshops[2]!)] as const,
  /** Minutes of the four training modules, in the spec's order. */
  moduleMinutes: [...training.matchAll(/, (\d+) min,/g)].map((m) => number(m[1]!)),
  taxFigures: {
    coffee: figures(/coffee tax ([\d.]+) EUR\/kg roasted and ([\d.]+) EUR\/kg instant/, 'the coffee tax'),
    air: figures(/up to 2,500 km ([\d.]+) EUR; 2,500-6,000 km ([\d.]+) EUR; over 6,000 km ([\d.]+) EUR/, 'the air passenger duty'),
    alcohol: figures(/spirits ([\d,]+) EUR\/hl, sparkling wine ([\d,]+) EUR\/hl.*?up to ([\d,]+) hl/, 'the alcohol tax'),
    cigarettes: figures(/Cigarettes: ([\d.]+) cent per piece plus ([\d.]+)% of the retail price/, 'the tobacco tax'),
    vat: figures(/German VAT (\d+)% standard and (\d+)% reduced/, 'the VAT rates'),
    deliveryThreshold: figures(/delivery threshold ([\d,]+) EUR/, 'the delivery threshold'),
    iossLimit: figures(/IOSS imports up to ([\d,]+) EUR/, 'the IOSS limit'),
    smallBusiness: figures(/Small-business limits ([\d,]+) EUR \(previous year\) and ([\d,]+) EUR \(current year\)/, 'the small-business limits'),
  },
  answerHours: number(match(bullet('Answer time'), /within (\d+) hours/, 'the answer time')[1]!),
  freeCallMinutes: number(match(bullet('Answer time'), /Free call offered: (\d+) minutes/, 'the free call')[1]!),
  logRetentionDays: number(match(bullet('Withdrawal period'), /Log data retention (\d+) days/, 'the log retention')[1]!),
  withdrawalDays: numberWord(match(bullet('Withdrawal period'), /Withdrawal period (\w+) days/, 'the withdrawal period')[1]!),
}
