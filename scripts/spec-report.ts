// `npm run spec:report [-- --out report.md]`: how the site's content compares with the figures of
// SPEC.md §9, as Markdown. A report, not a gate: where the law departs from the spec the content
// follows the law (content/facts.ts names the source), and a price change is the firm's decision.
// It also says whether docs/SPEC.md, the vendored copy, still matches the owner's ../shared/SPEC.md:
// only its part before "## Amendments" is compared, since the site's record of deliberate
// differences (with reason and date) follows the owner's text there.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { facts } from '../content/facts'
import { glossary } from '../content/glossary'
import { retention } from '../content/operations'
import { packageById } from '../content/packages-index'
import { rates } from '../content/packages'
import { pages } from '../content/pages'
import type { Price } from '../content/types'
import { amendmentsHeading, hasAmendments, ownerText, specFigures, specFile } from './spec/spec-figures'

interface Row {
  figure: string
  spec: string
  site: string
  /** Where the site departs from the spec on purpose: why, with the source. */
  why?: string
}

const amounts = (price: Price) => (price.kind === 'range' ? `${price.min}–${price.max}` : price.kind === 'onRequest' ? 'on request' : `${price.kind === 'from' ? 'from ' : ''}${price.amount}`)
const list = (values: readonly number[]) => values.join(' / ')
const factValues = (...names: (keyof typeof facts)[]) => list(names.map((name) => facts[name].value))

/** The packages of §9 by the spec's name, and the package of content/packages.ts each one is. */
const specPackageIds: Record<string, string> = {
  'VAT consultation': 'vat-consultation',
  'DE VAT registration': 'de-vat-registration',
  'VAT quick scan': 'vat-quick-scan',
  'customs starter package': 'customs-starter',
  'import process review': 'import-process-review',
  'tariff classification guide': 'tariff-classification-guide',
  'OSS/IOSS starter package': 'oss-ioss-starter',
  'individual consulting': 'individual-consulting',
}

function packageRow(name: string, specPrice: { amount?: number; from: boolean }): Row {
  const id = specPackageIds[name]
  const spec = specPrice.amount === undefined ? 'on request' : `${specPrice.from ? 'from ' : ''}${specPrice.amount}`
  return { figure: `Package: ${name}`, spec, site: id ? amounts(packageById(id).price) : `no package mapped (scripts/spec-report.ts)` }
}

const tax = specFigures.taxFigures
const rows: Row[] = [
  { figure: 'Hourly rate (EUR, net)', spec: String(specFigures.hourlyRate), site: amounts(rates.hourlyRate) },
  ...specFigures.packages.map((p) => packageRow(p.name, p)),
  ...(['coffee', 'air', 'alcohol', 'tobacco'] as const).map((name) => ({
    figure: `Excise package: ${name}`,
    spec: String(specFigures.excisePackages[name]),
    site: amounts(packageById({ coffee: 'coffee-tax', air: 'air-passenger-duty', alcohol: 'alcohol-tax', tobacco: 'tobacco-tax' }[name]).price),
  })),
  { figure: 'Live workshops per person (EUR)', spec: specFigures.workshopPrices.join('–'), site: amounts(rates.workshopPerPerson) },
  { figure: 'Training modules (minutes)', spec: list(specFigures.moduleMinutes), site: list(pages['/trainings-workshops'].modules.map((m) => m.minutes)) },
  { figure: 'Coffee tax (EUR/kg roasted / instant)', spec: list(tax.coffee), site: factValues('coffeeTaxRoasted', 'coffeeTaxInstant') },
  {
    figure: 'Air passenger duty (EUR, three bands)',
    spec: list(tax.air),
    site: factValues('aviationTaxAnnex1', 'aviationTaxAnnex2', 'aviationTaxOther'),
    why: 'The spec’s rates are those of 2023; the page states the current ones and the earlier ones with their dates (content/facts.ts, § 11 LuftVStG).',
  },
  { figure: 'Alcohol tax (EUR/hl spirits / sparkling wine; small-brewery limit hl)', spec: list(tax.alcohol), site: factValues('alcoholTaxStandard', 'sparklingWineTax', 'beerSmallBreweryLimit') },
  {
    figure: 'Cigarettes (cent per piece / % of retail price)',
    spec: list(tax.cigarettes),
    site: factValues('cigaretteTax2015PerPiece', 'cigaretteTax2015Share'),
    why: 'No version of § 2 TabStG had 9.92 cent per piece; the page states the law (content/facts.ts).',
  },
  { figure: 'VAT rates (% standard / reduced)', spec: list(tax.vat), site: factValues('vatStandardRate', 'vatReducedRate') },
  { figure: 'EU delivery threshold (EUR)', spec: list(tax.deliveryThreshold), site: factValues('euDeliveryThreshold') },
  { figure: 'IOSS consignment limit (EUR)', spec: list(tax.iossLimit), site: factValues('iossConsignmentLimit') },
  {
    figure: 'Small-business limits (EUR previous / current year)',
    spec: list(tax.smallBusiness),
    site: factValues('smallBusinessLimitPreviousYear', 'smallBusinessLimitCurrentYear'),
    why: 'Since 1 January 2025 § 19 (1) UStG (Jahressteuergesetz 2024) says 25,000 / 100,000 EUR; the spec’s figures applied until 2024 and the site states both, dated.',
  },
  { figure: 'Log retention (days)', spec: String(specFigures.logRetentionDays), site: String(retention.logDays) },
  { figure: 'Glossary terms (SPEC.md §3)', spec: '30', site: String(glossary.length) },
]

/**
 * Statements of SPEC.md (§1, §2, §9) that the site words otherwise because the law requires it
 * (legal review, third round, issue 31): what the spec says, what the site says, and why.
 */
const statements: { spec: string; site: string; why: string }[] = [
  {
    spec: '§1/§9: all prices plus statutory VAT; disclaimer "prices plus statutory VAT"',
    site: 'the total price including VAT first and emphasised, the net amount beside it; disclaimers say so; JSON-LD offers and priceRange at the total price (valueAddedTaxIncluded)',
    why: 'The site addresses consumers (the terms hold a withdrawal policy): § 3 (1) PAngV requires the total price, § 3 (3) PAngV its emphasis where a price is split. The net amounts stay exactly the spec’s.',
  },
  {
    spec: '§1 home FAQ: "cheaper than large firms and audit-safe compared with automation tools"',
    site: 'the question "What can I expect from you?": public prices, a legal review of the case put in writing for a later tax audit (seven questions kept)',
    why: 'A lawyer may advertise only factual information about the own practice (§ 43b BRAO); a comparison that belittles competitors is unfair (§ 6 (2) no. 5 UWG), and an unproven "cheaper" claim misleading (§ 5 UWG).',
  },
  {
    spec: '§1 home FAQ: "often a fixed-price first consultation"',
    site: 'charged by time at the hourly rate or at a package’s fixed fee (e.g. the one-hour VAT consultation); the first assessment before it is free',
    why: 'A paid first consultation "often" at a fixed price contradicted the free first call on the same page (§ 5 UWG: misleading).',
  },
  {
    spec: '§1/§2 free initial call / initial consultation; §2 contact: "the first talk is non-binding and not legal advice"',
    site: 'the free first assessment: non-binding, creates no engagement, rests on what the visitor says; comprehensive advice only under an engagement agreement; the conflict check (§ 43a (4) BRAO) before it',
    why: 'Pages promised to explain what a result means while the terms said the call was no legal advice; a lawyer’s first assessment is advice, so the site now says what it is and what it is not, consistently.',
  },
  {
    spec: '§2 contact: privacy note "submitting means agreeing to the privacy policy"',
    site: 'an information notice: where the privacy policy explains the processing',
    why: 'The processing rests on Art. 6 (1) (b), (f) GDPR, not on consent; a claimed consent is no valid one (Art. 4 no. 11, Art. 7 GDPR) and contradicts the stated basis; competitors may enforce it under the UWG (CJEU C-21/23).',
  },
  {
    spec: '§2 VAT registration: positioning "legal expertise" (set against registration services)',
    site: 'the firm’s own facts: legal review, representation in objection proceedings and before the fiscal court',
    why: '§ 43b BRAO, § 6 (2) no. 5 UWG; tax advisers may represent before the fiscal court too (§ 62 (2) FGO), so nothing is claimed as exclusive.',
  },
]

const same = (row: Row) => row.spec.replace(/,/g, '') === row.site.replace(/,/g, '')
const cell = (text: string) => text.replace(/\|/g, '\\|')

function vendoredCopy(): string {
  const original = new URL('../../shared/SPEC.md', import.meta.url)
  const vendored = readFileSync(specFile, 'utf8')
  const amended = hasAmendments(vendored)
  const part = amended ? `\`docs/SPEC.md\` up to its \`${amendmentsHeading}\` heading` : '`docs/SPEC.md`'
  if (!existsSync(original)) return `The owner’s \`../shared/SPEC.md\` is not at hand here; the figures are read from ${part} only.`
  const text = readFileSync(original, 'utf8')
  const owners = ownerText(vendored)
  // Byte for byte: the owner's text, then at most the blank lines that set the amendments apart.
  const identical = amended ? owners.startsWith(text) && /^\n*$/.test(owners.slice(text.length)) : owners === text
  const scope = amended
    ? ` Only that part is compared: the amendments below it are the site’s record of where it differs from the spec on purpose, each with its reason and date.`
    : ` It has no \`${amendmentsHeading}\` section, so the whole file is compared.`
  return identical
    ? `${part} is identical to the owner’s \`../shared/SPEC.md\`.${scope}`
    : amended
      ? `**${part} differs from the owner’s \`../shared/SPEC.md\`**: replace the text above \`${amendmentsHeading}\` with the owner’s file, keep the amendments and review them against the new text, then run the report again.${scope}`
      : `**${part} differs from the owner’s \`../shared/SPEC.md\`**: copy it over (\`cp ../shared/SPEC.md docs/SPEC.md\`) and run the report again.${scope}`
}

const departures = rows.filter((row) => !same(row))
const report = [
  '# Content against SPEC.md §9',
  '',
  vendoredCopy(),
  '',
  `${rows.length - departures.length} of ${rows.length} figures as the spec states them; ${departures.length} differ${departures.some((r) => !r.why) ? ' (those without a reason need a decision: content or spec)' : ', each for the reason given'}.`,
  '',
  '| Figure | SPEC.md | Site | |',
  '|---|---|---|---|',
  ...rows.map((row) => `| ${cell(row.figure)} | ${cell(row.spec)} | ${cell(row.site)} | ${same(row) ? '✓' : row.why ? `differs: ${cell(row.why)}` : '**differs**'} |`),
  '',
  '## Statements worded otherwise by law',
  '',
  '| SPEC.md | Site | Why |',
  '|---|---|---|',
  ...statements.map((row) => `| ${cell(row.spec)} | ${cell(row.site)} | ${cell(row.why)} |`),
  '',
].join('\n')

const args = process.argv.slice(2)
const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined
if (out) writeFileSync(out, report)
else process.stdout.write(report)
