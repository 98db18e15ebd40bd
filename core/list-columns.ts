/**
 * Which column of a customer list holds what (the list check, core/qualified-batch.ts), found from
 * two things and never from a part of a word: the headings, compared as whole words with the
 * vocabularies of German, English, Chinese, French and Italian exports ("Kundennummer" is no
 * "Kunde", "Customer" and "Industry" hold no "ust", "USt-Satz" is a rate), and the cells: how many
 * are VAT IDs by the contract's own rule, look like company names (letters, a legal form, never a
 * number such as "K-001"), postcodes of the row's member state, streets or towns. The result is a
 * proposal the visitor sees and may correct before anything is sent.
 */
import { memberStateCodes } from './vies-api'
import { parseVatId } from './vat-formats'

/** The columns the check reads; `vatCountry` is a separate country-code column (DATEV's "EU-Land" beside "EU-UStID"). */
export type ListField = 'vatId' | 'vatCountry' | 'companyName' | 'street' | 'postcode' | 'city'
export const listFields: readonly ListField[] = ['vatId', 'vatCountry', 'companyName', 'street', 'postcode', 'city']

/** A column index per field, or -1 where the list has none. */
export type BatchColumns = Record<ListField, number>
export const noColumns: BatchColumns = { vatId: -1, vatCountry: -1, companyName: -1, street: -1, postcode: -1, city: -1 }

/** Lower case, without accents, ß as ss, full-width forms folded; words split at anything not a letter or digit. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * Headings per field, each a phrase of whole words with its weight: 1 where the heading names the
 * field, less where it may mean something else too ("Name" beside "Firma", "Kunde", "VAT" for an
 * amount). Chinese headings have no spaces: a phrase is then the whole heading or a whole part of it
 * between brackets or punctuation ("客户编号" is not "客户").
 */
const vocabulary: Record<ListField, [number, string][]> = {
  vatId: [
    [1, 'ust idnr|ust id nr|ust id|ustid|ustidnr|ust ident nr|ust identnr|umsatzsteuer id|umsatzsteuer idnr|umsatzsteuer id nr|umsatzsteuer identifikationsnummer|umsatzsteueridentifikationsnummer|eu ustid|eu ust id|eu ust idnr|uid|uid nr|uid nummer|vat id|vat no|vat nr|vat number|vat reg no|vat reg number|vat registration number|vat registration no|vat identification number|eu vat|eu vat id|eu vat number|eu vat no|stceg|tva|n tva|no tva|numero tva|numero de tva|tva intracommunautaire|n tva intracommunautaire|numero de tva intracommunautaire|identifiant tva|partita iva|p iva|piva|numero partita iva|codice iva|btw nummer|btw nr|btw id|nif iva|增值税识别号|增值税号|增值税登记号|增值税税号|欧盟增值税号|欧盟增值税识别号|vat税号'],
    [0.6, 'vat|iva|btw|税号'],
  ],
  vatCountry: [
    [1, 'eu land|landerkennzeichen|landerkennzeichen ust idnr|ust land|vat country|vat country code'],
    [0.6, 'land|country|country code|landercode|pays|code pays|paese|nazione|国家|国家代码'],
  ],
  companyName: [
    [1, 'firma|firmenname|firmierung|unternehmen|unternehmensname|name des unternehmens|name adressattyp unternehmen|company|company name|business name|legal name|registered name|organisation|organization|organisation name|raison sociale|denomination|denomination sociale|societe|entreprise|nom de l entreprise|nom de la societe|ragione sociale|denominazione|nome azienda|azienda|societa|bedrijfsnaam|公司名称|公司|企业名称|单位名称|名称'],
    [0.9, 'kundenname|customer name|client name|nom du client|nome cliente|客户名称|name 1|name1|debitorname|account name'],
    [0.8, 'name|nom|nome'],
    [0.4, 'kunde|customer|client|cliente|客户'],
  ],
  street: [
    [1, 'strasse|str|strasse und hausnummer|strasse hausnummer|strasse hausnr|strasse nr|strasse und hausnr|anschrift|adresse|street|street address|street and number|address|address line 1|address 1|address1|addr1|rue|adresse ligne 1|indirizzo|via|straat|adres|街道|地址|街道地址|详细地址'],
  ],
  postcode: [
    [1, 'plz|postleitzahl|postcode|post code|postal code|postalcode|zip|zip code|zipcode|code postal|cp|cap|codice postale|邮编|邮政编码'],
  ],
  city: [
    [1, 'ort|stadt|wohnort|city|town|town city|city town|ville|localite|commune|citta|comune|localita|plaats|woonplaats|城市|所在城市|市'],
    [0.7, 'sitz|gemeinde'],
  ],
}
const phrases = Object.fromEntries(listFields.map((field) => [field, vocabulary[field].flatMap(([weight, list]) => list.split('|').map((phrase) => ({ words: phrase.split(' '), weight })))])) as Record<ListField, { words: string[]; weight: number }[]>

/**
 * How well a heading names a field: the phrase's weight when the heading is exactly the phrase,
 * seven tenths of it when the phrase's words stand together inside a longer heading ("USt-IdNr.
 * des Kunden", "Name (Adressattyp Unternehmen)"), 0 otherwise. Whole words only.
 */
export function headerScore(header: string, field: ListField): number {
  const heading = words(header)
  if (heading.length === 0) return 0
  let best = 0
  for (const { words: wanted, weight } of phrases[field]) {
    if (wanted.length === heading.length && wanted.every((word, i) => heading[i] === word)) best = Math.max(best, weight)
    else if (wanted.length < heading.length && containsRun(heading, wanted)) best = Math.max(best, weight * 0.7)
  }
  return best
}

function containsRun(heading: string[], wanted: string[]): boolean {
  for (let start = 0; start + wanted.length <= heading.length; start++) if (wanted.every((word, i) => heading[start + i] === word)) return true
  return false
}

/** Whether a row of cells reads as a heading row: how many of its cells name a field. */
export function headingCount(cells: string[]): number {
  return cells.filter((cell) => listFields.some((field) => headerScore(cell, field) >= 0.5)).length
}

// ---------------------------------------------------------------------------------------------
// The cells

/**
 * A VAT ID by its member state's format (core/vat-formats.ts: length, digits, the letters each
 * state places), in any spacing and case: "Firma 1", "Debitor 1" or "Skonto 2 %" begin with a
 * prefix too, but are no state's number, so a heading row is never taken for a customer.
 */
export function isVatId(cell: string): boolean {
  return parseVatId(cell) !== undefined
}

/** A VAT ID prefix as a country column holds it: a member state (Greece as EL or GR) or Northern Ireland (XI, DATEV's "EU-Land"). */
export function isMemberStateCode(cell: string): boolean {
  const code = cell.trim().toUpperCase()
  return code === 'GR' || code === 'XI' || memberStateCodes.includes(code)
}

/**
 * The VAT ID of a row: the cell, or, where a country column is mapped (DATEV writes "EU-Land" and
 * "EU-UStID" apart), that column's code in front of the cell unless the cell already begins with it.
 */
export function vatIdOf(cell: string, country: string | undefined): { countryCode: string; number: string } | undefined {
  if (!/\d/.test(cell)) return undefined
  if (country === undefined || !isMemberStateCode(country)) return parseVatId(cell)
  const code = country.trim().toUpperCase()
  const compact = cell.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  const prefixed = [code, code === 'GR' ? 'EL' : code === 'EL' ? 'GR' : code].some((prefix) => compact.startsWith(prefix))
  return parseVatId(prefixed ? cell : `${code}${compact}`)
}

/**
 * Legal forms of the member states, the UK, Switzerland and China, as whole words after the dots
 * are gone ("S.A." → "s a", "sp. z o.o." → "sp z o o"); Chinese ones as the end of the name.
 */
const legalForms = 'gmbh|ag|kg|ohg|gbr|ug|mbh|kgaa|e k|ek|e v|ev|eg|e u|se|partg|partgmbb|gesmbh|og|ltd|limited|plc|llp|llc|inc|corp|lp|cic|dac|uc|sa|s a|sas|s a s|sasu|sarl|s a r l|eurl|snc|sca|sci|scs|scop|sc|srl|s r l|spa|s p a|sapa|ss|scarl|srls|bv|b v|nv|n v|vof|cv|bvba|sprl|cvba|vzw|asbl|sl|s l|slu|s l u|sll|sau|sociedad limitada|sociedad anonima|lda|unipessoal|ab|hb|kb|as|a s|aps|ivs|i s|k s|p s|oy|oyj|ky|ehf|asa|sp z o o|spzoo|sp j|sp k|s r o|sro|v o s|kft|zrt|nyrt|bt|kkt|d o o|doo|d d|dd|d n o|ood|eood|ad|ead|et|ou|uab|mb|sia|ik|ae|a e|epe|e p e|ike|i k e|oe|ee|α ε|ε π ε|ι κ ε|ο ε|ε ε'.split('|')
const singleWordForms = new Set(legalForms.filter((form) => !form.includes(' ')))
const multiWordForms = legalForms.filter((form) => form.includes(' ')).map((form) => form.split(' '))
const chineseLegalForm = /(有限公司|有限责任公司|股份有限公司|集团|公司|企业|商行|工作室)$/u

export function hasLegalForm(cell: string): boolean {
  if (chineseLegalForm.test(cell.trim())) return true
  const cellWords = words(cell)
  return cellWords.some((word) => singleWordForms.has(word)) || multiWordForms.some((form) => containsRun(cellWords, form))
}

/** Words that join legal forms ("GmbH & Co. KG", "Ltd. and Co."): no name by themselves. */
const formJoiners = new Set(['co', 'cie', 'und', 'and', 'et', 'e', 'y', 'i'])

/**
 * A cell that is only a legal form ("GmbH", "GmbH & Co. KG", "S.à r.l.", "Sp. z o.o."): the column
 * "Rechtsform" of an SAP list, or "Firma 2" of a spreadsheet whose "Firma 1" holds the name. Never a
 * company name by itself.
 */
export function isLegalFormOnly(cell: string): boolean {
  if (/^(有限公司|有限责任公司|股份有限公司|公司)$/u.test(cell.trim())) return true
  const cellWords = words(cell)
  if (cellWords.length === 0) return false
  let rest = cellWords.filter((word) => !formJoiners.has(word))
  const before = rest.length
  for (const form of multiWordForms) {
    for (let start = 0; start + form.length <= rest.length; start++) {
      if (form.every((word, i) => rest[start + i] === word)) rest = [...rest.slice(0, start), ...rest.slice(start + form.length)]
    }
  }
  return before > 0 && rest.every((word) => singleWordForms.has(word))
}

/**
 * A number, not a name: it has digits and no more letters than digits, and no legal form ("K-001",
 * "100234", "KD-2023-001", "D10023"; but "4711 GmbH" and "Studio 54" are names).
 */
export function isNumberLike(cell: string): boolean {
  const digits = (cell.match(/\p{Nd}/gu) ?? []).length
  if (digits === 0) return false
  const letters = (cell.match(/\p{L}/gu) ?? []).length
  return letters <= digits && !hasLegalForm(cell)
}

/** Letters enough for a name (two or more, one Chinese character standing for a word), and not a number. */
export function isNameLike(cell: string): boolean {
  const letters = (cell.match(/\p{L}/gu) ?? []).length
  return (letters >= 2 || /\p{Script=Han}/u.test(cell)) && !isNumberLike(cell)
}

/** Postcodes as each member state writes them (and Northern Ireland's, XI), by format. */
const postcodeFormats: [string, string][] = [
  ['\\d{4}', 'AT BE BG CY DK HU LU LV SI'],
  ['\\d{5}', 'DE EE ES FI FR HR IT LT'],
  ['\\d{3} ?\\d{2}', 'CZ EL SE SK'],
  ['\\d{6}', 'RO'],
  ['\\d{2}-\\d{3}', 'PL'],
  ['\\d{4}-\\d{3}', 'PT'],
  ['\\d{4} ?[A-Z]{2}', 'NL'],
  ['[A-Z]{3} ?\\d{4}', 'MT'],
  ['[A-Z]\\d[\\dW] ?(?=[A-Z\\d]*[A-Z])[A-Z\\d]{4}', 'IE'],
  ['BT\\d{1,2} ?\\d[A-Z]{2}', 'XI'],
]
const postcodePatterns: Record<string, RegExp> = Object.fromEntries(postcodeFormats.flatMap(([format, codes]) => codes.split(' ').map((code) => [code, new RegExp(`^${format}$`)])))
const anyPostcode = postcodeFormats.map(([format]) => new RegExp(`^${format}$`))
/** The country prefixes written before a postcode ("A-1010", "D-80331", "LV-1050"): the ISO code or the old vehicle code. */
const postcodePrefixes: Record<string, string[]> = Object.fromEntries('AT:A BE:B DE:D EE:EST EL:GR ES:E FI:FIN FR:F HU:H IE:IRL IT:I LU:L MT:M PT:P SE:S SI:SLO'.split(' ').map((pair) => [pair.slice(0, 2), [pair.slice(3)]]))
const prefixesOf = (code: string) => [code, ...(postcodePrefixes[code] ?? [])]
const anyPrefix = new Set(Object.keys(postcodePatterns).flatMap(prefixesOf))

/** A postcode of the row's member state where it is known, else of any member state; a country prefix of that state may stand before it. */
export function isPostcode(cell: string, countryCode?: string): boolean {
  const upper = cell.trim().toUpperCase()
  const prefix = /^([A-Z]{1,3})-(?=\d)/.exec(upper)?.[1]
  if (prefix && !(countryCode ? prefixesOf(countryCode).includes(prefix) : anyPrefix.has(prefix))) return false
  const code = prefix ? upper.slice(prefix.length + 1) : upper
  const pattern = countryCode ? postcodePatterns[countryCode] : undefined
  return pattern ? pattern.test(code) : anyPostcode.some((p) => p.test(code))
}

/** A town: letters, no digit, a few words, no legal form. */
export function isTownLike(cell: string): boolean {
  return isNameLike(cell) && !/\d|@/.test(cell) && cell.length <= 60 && words(cell).length <= 5 && !hasLegalForm(cell)
}

// ---------------------------------------------------------------------------------------------
// Scoring and choosing

/** Rows read for the proposal: enough for a pattern, quick for a list of 1,000. */
const sampleSize = 200

interface ColumnProfile {
  filled: number
  vat: number
  memberState: number
  nameLike: number
  legalForm: number
  formOnly: number
  postcode: number
  town: number
}

/** How many of a column's filled cells fit each field; postcodes by the rows' member states where known. */
function profile(values: string[]): ColumnProfile {
  const filled = values.map((value, row) => ({ value: value.trim(), row })).filter(({ value }) => value !== '')
  const share = (test: (value: string) => boolean) => (filled.length === 0 ? 0 : filled.filter(({ value }) => test(value)).length / filled.length)
  const nameLike = share(isNameLike)
  return {
    filled: values.length === 0 ? 0 : filled.length / values.length,
    vat: share(isVatId),
    memberState: share((value) => /^[A-Za-z]{2}$/.test(value) && isMemberStateCode(value)),
    nameLike,
    // Legal forms and towns matter only where cells have letters: skip the work for a column of numbers.
    legalForm: nameLike === 0 ? 0 : share(hasLegalForm),
    formOnly: nameLike === 0 ? 0 : share(isLegalFormOnly),
    postcode: 0,
    town: nameLike === 0 ? 0 : share(isTownLike),
  }
}

function postcodeShare(values: string[], countries: (string | undefined)[]): number {
  const filled = values.map((value, row) => ({ value: value.trim(), country: countries[row] })).filter(({ value }) => value !== '')
  return filled.length === 0 ? 0 : filled.filter(({ value, country }) => isPostcode(value, country)).length / filled.length
}

/**
 * Proposes the columns of a list: each field's score per column is its heading's score plus the
 * share of cells that fit it; a field is given the best column whose score passes the field's
 * bar, the highest scores first, one field per column. A column of numbers is never the company
 * name, an empty column never anything.
 */
export function detectColumns(headers: string[] | undefined, records: string[][]): BatchColumns {
  const sample = records.slice(0, sampleSize)
  const width = Math.max(headers?.length ?? 0, ...sample.map((cells) => cells.length))
  const column = (index: number) => sample.map((cells) => cells[index] ?? '')
  const heading = (index: number, field: ListField) => (headers ? headerScore(headers[index] ?? '', field) : 0)
  const profiles = Array.from({ length: width }, (_, index) => profile(column(index)))

  // The VAT ID first: the rows' member states then tell the postcodes apart.
  const countryColumns = profiles.flatMap((p, index) => (p.memberState >= 0.8 ? [index] : []))
  let vat = { column: -1, country: -1, score: 0 }
  for (let index = 0; index < width; index++) {
    if (profiles[index]!.filled === 0) continue
    const alone = profiles[index]!.vat
    const byHeading = heading(index, 'vatId')
    const consider = (share: number, country: number) => {
      const score = byHeading + share
      if ((share >= 0.5 || byHeading >= 0.9 || (byHeading > 0 && share >= 0.3)) && score > vat.score) vat = { column: index, country, score }
    }
    consider(alone, -1)
    for (const country of countryColumns) {
      if (country === index) continue
      const cells = column(index)
      const countries = column(country)
      const filled = cells.filter((cell) => cell.trim() !== '')
      const joined = filled.length === 0 ? 0 : cells.filter((cell, row) => cell.trim() !== '' && vatIdOf(cell, countries[row]) !== undefined).length / filled.length
      // The country column counts only where the cells need it: DATEV's numbers without prefix.
      if (joined >= alone + 0.3) consider(joined + heading(country, 'vatCountry') * 0.1, country)
    }
  }
  const columns: BatchColumns = { ...noColumns, vatId: vat.column, vatCountry: vat.country }
  const taken = new Set([vat.column, vat.country].filter((index) => index >= 0))

  // The rows' member states, from their VAT IDs where the column is known.
  const rowCountries = sample.map((cells) => (vat.column >= 0 ? vatIdOf(cells[vat.column] ?? '', vat.country >= 0 ? cells[vat.country] : undefined)?.countryCode : undefined))
  const withCountries = profiles.map((p, index) => ({ ...p, postcode: p.filled === 0 ? 0 : postcodeShare(column(index), rowCountries) }))

  const candidates: { field: Exclude<ListField, 'vatId' | 'vatCountry'>; index: number; score: number }[] = []
  for (let index = 0; index < width; index++) {
    const p = withCountries[index]!
    if (taken.has(index) || p.filled === 0) continue
    const name = heading(index, 'companyName')
    // A company name: mostly name-like cells, a legal form where there is one; never a column of numbers.
    // A column of legal forms alone ("Rechtsform", "Firma 2" beside "Firma 1") is never the name.
    if (p.nameLike >= 0.5 && p.formOnly < 0.5) {
      const content = 0.4 * p.nameLike + 0.6 * p.legalForm
      if (name > 0 || p.legalForm >= 0.3) candidates.push({ field: 'companyName', index, score: name + content })
    }
    // A street by its heading only (the cells of a street are too like other text to tell it by them); optional for the check.
    const street = heading(index, 'street')
    if (street >= 0.6) candidates.push({ field: 'street', index, score: street + p.nameLike })
    const postcode = heading(index, 'postcode')
    if ((postcode >= 0.9 && p.postcode >= 0.3) || p.postcode >= 0.7) candidates.push({ field: 'postcode', index, score: postcode + p.postcode })
    const city = heading(index, 'city')
    if ((city >= 0.6 && p.town >= 0.3) || (!headers && p.town >= 0.7)) candidates.push({ field: 'city', index, score: city + p.town })
  }
  candidates.sort((a, b) => b.score - a.score || a.index - b.index)
  for (const { field, index } of candidates) {
    if (columns[field] >= 0 || taken.has(index)) continue
    columns[field] = index
    taken.add(index)
  }
  return columns
}
