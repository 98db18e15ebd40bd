// Customer lists as ERP systems and spreadsheets write them, generated with fast-check for the list
// check's tests: DATEV's Debitoren/Kreditoren format (its "EXTF" line, ANSI, "EU-Land" apart from
// "EU-UStID"), SAP GUI's list export (tabs, Unicode or ANSI, a title line), Lexware and sevDesk
// contact exports, Excel's "CSV (Trennzeichen-getrennt)" (ANSI, ";"), "CSV UTF-8" and "Unicode
// text" (UTF-16 with BOM, tabs), and plain lists with German, English, Chinese, French or Italian
// headings; extra columns (customer numbers, industry, rate, tax number), blank lines, a line break
// inside a quoted cell. Each list carries its truth: which column holds what, and every customer's
// values. The bytes are written by Python's codecs and read back by Python's csv module
// (tests/support/python-csv.ts), so neither the file nor its reading comes from the code under test.
import fc from 'fast-check'
import type { ListEncoding } from '../../core/csv-encoding'
import type { BatchColumns, ListField } from '../../core/list-columns'

export type HeadingLang = 'de' | 'en' | 'zh' | 'fr' | 'it'

export interface GeneratedList {
  template: string
  lang: HeadingLang
  encoding: ListEncoding
  bom: boolean
  delimiter: string
  /** The file as text; `encodeAs` turns it into the bytes the tool writes. */
  text: string
  /** The spreadsheet row of the headings (undefined without headings). */
  headerRow: number | undefined
  /** Which column holds what. */
  columns: BatchColumns
  /** Every customer in order, as the list check should read it (the VAT ID joined with its country column where apart). */
  customers: { vatId: string; companyName: string; street: string; postcode: string; city: string }[]
}

/** Python's codec for a list's encoding, and whether to write a byte order mark. */
export function pythonCodec(encoding: ListEncoding, bom: boolean): string {
  if (encoding === 'utf-8') return bom ? 'utf-8-sig' : 'utf-8'
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return encoding.replace('le', '-le').replace('be', '-be')
  return encoding === 'windows-1252' ? 'cp1252' : 'iso8859_15'
}

// ---------------------------------------------------------------------------------------------
// Values

interface Country {
  code: string
  vat: (n: number) => string
  postcode: (n: number) => string
  cities: string[]
  forms: string[]
}

const digits = (n: number, length: number) => String(n).padStart(length, '0').slice(-length)
/** The repertoire of windows-1252 and ISO-8859-15 alike (Latin-1 plus Š š Ž ž Œ œ Ÿ €). */
const singleByte = /^[\u0009\u000a\u000d\u0020-\u007e\u00a0-\u00a3\u00a5\u00a7\u00a9-\u00b3\u00b5-\u00b7\u00b9-\u00bb\u00bf-\u00ff\u0160\u0161\u017d\u017e\u0152\u0153\u0178\u20ac]*$/

const countries: Country[] = [
  { code: 'AT', vat: (n) => `ATU${digits(n, 8)}`, postcode: (n) => String(1010 + (n % 8000)), cities: ['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck', 'Klagenfurt am Wörthersee'], forms: ['GmbH', 'AG', 'KG', 'OG', 'e.U.', 'GmbH & Co KG'] },
  { code: 'FR', vat: (n) => `FR${digits(n * 7, 2)}${digits(n, 9)}`, postcode: (n) => digits(75001 + n, 5), cities: ['Paris', 'Lyon', 'Saint-Étienne', 'Aix-en-Provence', 'Besançon'], forms: ['SARL', 'SAS', 'S.A.', 'SASU', 'EURL'] },
  { code: 'IT', vat: (n) => `IT${digits(n, 11)}`, postcode: (n) => digits(20121 + n, 5), cities: ['Milano', 'Roma', 'Torino', 'Forlì', 'Reggio nell’Emilia'], forms: ['S.r.l.', 'S.p.A.', 'S.a.s.', 'Srl'] },
  { code: 'NL', vat: (n) => `NL${digits(n, 9)}B${digits(n % 99, 2)}`, postcode: (n) => `${1011 + (n % 8000)} ${['AB', 'CD', 'KL'][n % 3]}`, cities: ['Amsterdam', 'Den Haag', "'s-Hertogenbosch", 'Utrecht'], forms: ['B.V.', 'N.V.', 'VOF'] },
  { code: 'ES', vat: (n) => `ESB${digits(n, 8)}`, postcode: (n) => digits(28001 + n, 5), cities: ['Madrid', 'Barcelona', 'A Coruña', 'Málaga'], forms: ['S.L.', 'S.A.', 'S.L.U.'] },
  { code: 'PL', vat: (n) => `PL${digits(n, 10)}`, postcode: (n) => `${digits(n, 2)}-${digits(n * 3, 3)}`, cities: ['Warszawa', 'Kraków', 'Łódź', 'Gdańsk'], forms: ['Sp. z o.o.', 'S.A.', 'sp.j.'] },
  { code: 'CZ', vat: (n) => `CZ${digits(n, 8)}`, postcode: (n) => `${100 + (n % 800)} ${digits(n, 2)}`, cities: ['Praha', 'Brno', 'Plzeň', 'Ostrava'], forms: ['s.r.o.', 'a.s.', 'v.o.s.'] },
  { code: 'SK', vat: (n) => `SK${digits(n, 10)}`, postcode: (n) => `${800 + (n % 190)} ${digits(n, 2)}`, cities: ['Bratislava', 'Žilina', 'Košice'], forms: ['s.r.o.', 'a.s.'] },
  { code: 'BE', vat: (n) => `BE0${digits(n, 9)}`, postcode: (n) => String(1000 + (n % 8999)), cities: ['Bruxelles', 'Antwerpen', 'Liège', 'Gent'], forms: ['BV', 'NV', 'SRL', 'SA'] },
  { code: 'EL', vat: (n) => `EL${digits(n, 9)}`, postcode: (n) => `${100 + (n % 800)} ${digits(n, 2)}`, cities: ['Athína', 'Αθήνα', 'Θεσσαλονίκη'], forms: ['A.E.', 'Α.Ε.', 'Ε.Π.Ε.', 'I.K.E.'] },
  { code: 'SE', vat: (n) => `SE${digits(n, 10)}01`, postcode: (n) => `${100 + (n % 800)} ${digits(n, 2)}`, cities: ['Stockholm', 'Göteborg', 'Malmö'], forms: ['AB', 'HB'] },
  { code: 'DK', vat: (n) => `DK${digits(n, 8)}`, postcode: (n) => String(1000 + (n % 8999)), cities: ['København', 'Aarhus', 'Ærøskøbing'], forms: ['ApS', 'A/S', 'I/S'] },
  { code: 'IE', vat: (n) => `IE${digits(n, 7)}WH`, postcode: (n) => `D0${1 + (n % 8)} X${digits(n, 3)}`, cities: ['Dublin', 'Cork', 'Galway'], forms: ['Limited', 'Ltd', 'DAC', 'PLC'] },
  { code: 'PT', vat: (n) => `PT${digits(n, 9)}`, postcode: (n) => `${1000 + (n % 8999)}-${digits(n, 3)}`, cities: ['Lisboa', 'Porto', 'Coimbra'], forms: ['Lda', 'S.A.', 'Unipessoal Lda'] },
]

const nameWords = [
  'Müller', 'Schäfer Metallbau', 'Weiß & Söhne', 'Groß Handel', 'Bäckerei Kühn', 'Société Générale du Nord', 'Boulangerie Lefèvre', 'Ferrari Ricambi', 'Van der Berg',
  'Škoda Díly', 'Žilinská Stavebná', 'Œnologie Française', 'García Hermanos', 'Jönsson Trä', 'Ørsted Handel', 'Ærø Fisk', 'Alpha, Beta & Co.', 'Müller; Söhne',
  "O'Brien Trading", 'Der "Laden"', '4711 Parfum', '3M Europe', 'Nordlicht Logistik', 'Costa Azul Importaciones', 'Dvořák Stroje', 'Łódzka Tkanina', 'Ελληνικά Τρόφιμα',
  'Blue Ocean Trading', 'Kraków Drewno', 'Vinhos do Porto',
]
const chineseNames = ['欧洲贸易有限公司', '德华科技有限公司', '海蓝进出口有限公司']
const streets = ['Hauptstraße 1', 'Rue de la Paix 12', 'Via Roma 5', 'Kerkstraat 10', 'ul. Marszałkowska 1', 'Calle Mayor 3', 'Am Markt 2\nHinterhaus', 'Lindenweg 7a', 'Avenida da Liberdade 110', 'Vinohradská 2', '1 Main Street']
const extras: Record<HeadingLang, { heading: string; value: (n: number) => string }[]> = {
  de: [
    { heading: 'Kundennummer', value: (n) => `K-${digits(n, 3)}` },
    { heading: 'Debitor', value: (n) => digits(100_000 + n, 10) },
    { heading: 'Branche', value: (n) => ['Handel', 'Maschinenbau', 'Software', 'Lebensmittel'][n % 4]! },
    { heading: 'USt-Satz', value: (n) => ['19 %', '0 %', '7 %'][n % 3]! },
    { heading: 'Steuernummer', value: (n) => `143/${digits(n, 3)}/${digits(n * 7, 5)}` },
    { heading: 'Telefon', value: (n) => `+49 30 ${digits(n * 13, 6)}` },
  ],
  en: [
    { heading: 'Customer', value: (n) => `C-${1000 + n}` },
    { heading: 'Customer No.', value: (n) => String(100_234 + n) },
    { heading: 'Industry', value: (n) => ['Retail', 'Software', 'Manufacturing', 'Food'][n % 4]! },
    { heading: 'Tax rate', value: (n) => ['20%', '0%'][n % 2]! },
    { heading: 'Phone', value: (n) => `+44 20 ${digits(n * 17, 7)}` },
  ],
  zh: [
    { heading: '客户编号', value: (n) => `KH-${digits(n, 4)}` },
    { heading: '行业', value: (n) => ['零售', '制造', '软件'][n % 3]! },
    { heading: '税率', value: (n) => ['0%', '19%'][n % 2]! },
    { heading: '电话', value: (n) => `+86 21 ${digits(n * 19, 8)}` },
  ],
  fr: [
    { heading: 'N° client', value: (n) => `CL${digits(n, 5)}` },
    { heading: 'Secteur', value: (n) => ['Commerce', 'Industrie', 'Services'][n % 3]! },
    { heading: 'Téléphone', value: (n) => `+33 1 ${digits(n * 23, 8)}` },
  ],
  it: [
    { heading: 'Codice cliente', value: (n) => `C${digits(n, 6)}` },
    { heading: 'Settore', value: (n) => ['Commercio', 'Industria', 'Servizi'][n % 3]! },
    { heading: 'Telefono', value: (n) => `+39 02 ${digits(n * 29, 7)}` },
  ],
}

/** Headings per field and language, as exports spell them. */
const headings: Record<HeadingLang, Record<'vatId' | 'companyName' | 'street' | 'postcode' | 'city', string[]>> = {
  de: {
    vatId: ['USt-IdNr.', 'USt-ID', 'UStID', 'Umsatzsteuer-ID', 'USt-Id-Nr.', 'Umsatzsteuer-Identifikationsnummer', 'UID-Nummer'],
    companyName: ['Firma', 'Firmenname', 'Name', 'Kunde', 'Unternehmen', 'Kundenname', 'Name 1'],
    street: ['Straße', 'Strasse', 'Str.', 'Anschrift', 'Straße und Hausnummer'],
    postcode: ['PLZ', 'Postleitzahl'],
    city: ['Ort', 'Stadt'],
  },
  en: {
    vatId: ['VAT ID', 'VAT number', 'VAT No.', 'VAT Reg. No.', 'VAT registration number', 'EU VAT number'],
    companyName: ['Company', 'Company name', 'Name', 'Customer name', 'Business name', 'Account name'],
    street: ['Street', 'Address', 'Street address', 'Address line 1'],
    postcode: ['Postcode', 'Postal code', 'ZIP', 'ZIP code', 'Post code'],
    city: ['City', 'Town', 'Town/City'],
  },
  zh: { vatId: ['增值税识别号', '增值税号', '欧盟增值税号', 'VAT税号'], companyName: ['公司名称', '客户名称', '企业名称', '名称'], street: ['街道地址', '地址', '街道'], postcode: ['邮政编码', '邮编'], city: ['城市', '所在城市'] },
  fr: { vatId: ['N° TVA intracommunautaire', 'Numéro de TVA', 'TVA'], companyName: ['Raison sociale', 'Nom', 'Société'], street: ['Adresse', 'Rue'], postcode: ['Code postal', 'CP'], city: ['Ville', 'Commune'] },
  it: { vatId: ['Partita IVA', 'P.IVA'], companyName: ['Ragione sociale', 'Denominazione'], street: ['Indirizzo', 'Via'], postcode: ['CAP'], city: ['Città', 'Comune', 'Località'] },
}

// ---------------------------------------------------------------------------------------------
// Writing a CSV file

type Quoting = 'asNeeded' | 'allText' | 'never'

function writeCell(value: string, delimiter: string, quoting: Quoting, isText: boolean): string {
  const needs = value.includes(delimiter) || value.includes('"') || /[\r\n]/.test(value) || (quoting === 'allText' && isText)
  return needs && quoting !== 'never' ? `"${value.replace(/"/g, '""')}"` : value
}

interface Layout {
  delimiter: string
  quoting: Quoting
  newline: string
  /** Records (already written) above the headings. */
  preamble: string[]
  /** Blank lines and all-empty records sprinkled between the customers (index → count). */
  blanks: number[]
}

/** A customer's values for the columns of one file. */
interface Customer {
  country: Country
  n: number
  vatId: string
  companyName: string
  street: string
  postcode: string
  city: string
}

interface Column {
  heading: string
  field?: ListField
  value: (customer: Customer) => string
  isText: boolean
}

function assemble(template: string, lang: HeadingLang, encoding: ListEncoding, bom: boolean, layout: Layout, columns: Column[], customers: Customer[], withHeadings: boolean, joinVat?: (c: Customer) => string): GeneratedList {
  const { delimiter, quoting, newline } = layout
  const line = (cells: string[], text: boolean[]) => cells.map((cell, i) => writeCell(cell, delimiter, quoting, text[i]!)).join(delimiter)
  const lines: string[] = [...layout.preamble]
  let headerRow: number | undefined
  if (withHeadings) {
    lines.push(line(columns.map((c) => c.heading), columns.map(() => true)))
    headerRow = lines.length
  }
  customers.forEach((customer, index) => {
    for (let b = 0; b < (layout.blanks[index] ?? 0); b++) lines.push(b % 2 === 0 ? '' : delimiter.repeat(columns.length - 1))
    lines.push(line(columns.map((c) => c.value(customer)), columns.map((c) => c.isText)))
  })
  const truth: BatchColumns = { vatId: -1, vatCountry: -1, companyName: -1, street: -1, postcode: -1, city: -1 }
  // A column left empty in every row is no column the check can use.
  columns.forEach((column, index) => {
    if (column.field && customers.some((customer) => column.value(customer).trim() !== '')) truth[column.field] = index
  })
  return {
    template,
    lang,
    encoding,
    bom,
    delimiter,
    text: lines.join(newline) + newline,
    headerRow,
    columns: truth,
    customers: customers.map((c) => ({
      vatId: joinVat ? joinVat(c) : c.vatId,
      companyName: c.companyName,
      street: truth.street >= 0 ? c.street : '',
      postcode: truth.postcode >= 0 ? c.postcode : '',
      city: c.city,
    })),
  }
}

const customerArb = (unicode: boolean, chinese: boolean) =>
  fc.record({ country: fc.constantFrom(...countries), n: fc.integer({ min: 1, max: 99_999 }), name: fc.constantFrom(...nameWords), chinese: chinese ? fc.boolean() : fc.constant(false), street: fc.constantFrom(...streets), withStreet: fc.nat(9), spaced: fc.nat(5), city: fc.nat(10), form: fc.nat(10) })
    .map(({ country, n, name, chinese: asChinese, street, withStreet, spaced, city, form }, ): Customer => {
      const vat = country.vat(n)
      const companyName = asChinese ? chineseNames[n % chineseNames.length]! : `${name} ${country.forms[form % country.forms.length]}`
      return {
        country,
        n,
        // Some exports write the VAT ID with spaces after the prefix ("ATU 12345678").
        vatId: spaced === 0 ? `${vat.slice(0, 2)} ${vat.slice(2)}` : vat,
        companyName,
        street: withStreet === 0 ? '' : street,
        postcode: country.postcode(n),
        city: country.cities[city % country.cities.length]!,
      }
    })
    .filter((c) => unicode || [c.companyName, c.street, c.city].every((value) => singleByte.test(value)))

/** Customers with distinct VAT IDs (the tests find a customer's row by it). */
const customersArb = (unicode: boolean, chinese = false, max = 12) =>
  fc.uniqueArray(customerArb(unicode, chinese), { minLength: 1, maxLength: max, selector: (c) => c.country.vat(c.n) })

const blanksArb = (max = 12) => fc.array(fc.constantFrom(0, 0, 0, 1, 2), { minLength: max, maxLength: max })

// ---------------------------------------------------------------------------------------------
// The templates

/** DATEV Debitoren/Kreditoren (format category 16): the EXTF line, ANSI, ";", all text quoted, EU-Land apart from EU-UStID. */
export const datevList = fc.tuple(customersArb(false), blanksArb()).map(([customers, blanks]) => {
  const bare = (c: Customer) => c.vatId.replace(/\s/g, '').slice(2)
  const columns: Column[] = [
    { heading: 'Konto', value: (c) => String(10_000 + (c.n % 60_000)), isText: false },
    { heading: 'Name (Adressattyp Unternehmen)', field: 'companyName', value: (c) => c.companyName, isText: true },
    { heading: 'Unternehmensgegenstand', value: (c) => ['Handel mit Waren', 'Maschinenbau', ''][c.n % 3]!, isText: true },
    { heading: 'Name (Adressattyp natürl. Person)', value: () => '', isText: true },
    { heading: 'Vorname (Adressattyp natürl. Person)', value: () => '', isText: true },
    { heading: 'Name (Adressattyp keine Angabe)', value: () => '', isText: true },
    { heading: 'Adressattyp', value: () => '2', isText: true },
    { heading: 'Kurzbezeichnung', value: (c) => c.companyName.slice(0, 15).toUpperCase(), isText: true },
    { heading: 'EU-Land', field: 'vatCountry', value: (c) => c.country.code, isText: true },
    { heading: 'EU-UStID', field: 'vatId', value: bare, isText: true },
    { heading: 'Anrede', value: () => 'Firma', isText: true },
    { heading: 'Titel/Akad. Grad', value: () => '', isText: true },
    { heading: 'Adressart', value: () => 'STR', isText: true },
    { heading: 'Straße', field: 'street', value: (c) => c.street.replace('\n', ' '), isText: true },
    { heading: 'Postfach', value: () => '', isText: true },
    { heading: 'Postleitzahl', field: 'postcode', value: (c) => c.postcode, isText: true },
    { heading: 'Ort', field: 'city', value: (c) => c.city, isText: true },
    { heading: 'Land', value: (c) => c.country.code, isText: true },
  ]
  const preamble = '"EXTF";700;16;"Debitoren/Kreditoren";5;20261126101530123;;"RE";"";"";29098;55003;20260101;5;;;"";"";;0;;"";"";"";;'
  const list = assemble('DATEV', 'de', 'windows-1252', false, { delimiter: ';', quoting: 'allText', newline: '\r\n', preamble: [preamble], blanks }, columns, customers.map((c) => ({ ...c, street: c.street.replace('\n', ' ') })), true, (c) => `${c.country.code}${bare(c)}`)
  return list
})

/** SAP GUI's list export ("Text with tabs"): Unicode (UTF-16 LE with BOM) or ANSI, a title line and a blank line above the headings, no quoting. */
export const sapList = fc.tuple(fc.constantFrom('de' as const, 'en' as const), fc.boolean(), fc.boolean()).chain(([lang, unicode, title]) =>
  customersArb(unicode).map((customers) => {
    const h = lang === 'de' ? ['Debitor', 'Name 1', 'Name 2', 'Straße', 'Postleitzahl', 'Ort', 'Land', 'USt-IdNr.', 'Branche'] : ['Customer', 'Name 1', 'Name 2', 'Street', 'Postal Code', 'City', 'Country', 'VAT Registration No.', 'Industry']
    const columns: Column[] = [
      { heading: h[0]!, value: (c) => digits(100_000 + c.n, 10), isText: false },
      { heading: h[1]!, field: 'companyName', value: (c) => c.companyName, isText: true },
      { heading: h[2]!, value: (c) => (c.n % 4 === 0 ? 'Niederlassung Süd' : ''), isText: true },
      { heading: h[3]!, field: 'street', value: (c) => c.street, isText: true },
      { heading: h[4]!, field: 'postcode', value: (c) => c.postcode, isText: true },
      { heading: h[5]!, field: 'city', value: (c) => c.city, isText: true },
      { heading: h[6]!, value: (c) => c.country.code, isText: true },
      { heading: h[7]!, field: 'vatId', value: (c) => c.vatId, isText: true },
      { heading: h[8]!, value: (c) => ['Retail', 'Chemie', 'Automotive'][c.n % 3]!, isText: true },
    ]
    // SAP writes no quotes: no line break inside a cell, the VAT ID without spaces.
    const flat = customers.map((c) => ({ ...c, street: c.street.replace('\n', ' '), vatId: c.vatId.replace(/\s/g, '') }))
    const preamble = title ? [lang === 'de' ? 'Debitorenstammdaten' : 'Customer master data', ''] : []
    return assemble('SAP', lang, unicode ? 'utf-16le' : 'windows-1252', unicode, { delimiter: '\t', quoting: 'never', newline: '\r\n', preamble, blanks: [] }, columns, flat, true)
  }),
)

/** Lexware's contact export: ";", ANSI or UTF-8, "Firma" beside the contact's "Name". */
export const lexwareList = fc.tuple(customersArb(false), blanksArb(), fc.constantFrom<ListEncoding>('windows-1252', 'utf-8')).map(([customers, blanks, encoding]) => {
  const columns: Column[] = [
    { heading: 'Kundennummer', value: (c) => String(10_000 + (c.n % 90_000)), isText: false },
    { heading: 'Firma', field: 'companyName', value: (c) => c.companyName, isText: true },
    { heading: 'Anrede', value: (c) => ['Herr', 'Frau'][c.n % 2]!, isText: true },
    { heading: 'Vorname', value: (c) => ['Anna', 'Jan', 'Lucía', 'Piotr'][c.n % 4]!, isText: true },
    { heading: 'Name', value: (c) => ['Huber', 'Novák', 'Rossi', 'Dubois'][c.n % 4]!, isText: true },
    { heading: 'Straße', field: 'street', value: (c) => c.street, isText: true },
    { heading: 'PLZ', field: 'postcode', value: (c) => c.postcode, isText: true },
    { heading: 'Ort', field: 'city', value: (c) => c.city, isText: true },
    { heading: 'Land', value: (c) => c.country.code, isText: true },
    { heading: 'USt-IdNr.', field: 'vatId', value: (c) => c.vatId, isText: true },
    { heading: 'E-Mail', value: (c) => `einkauf${c.n}@example.com`, isText: true },
  ]
  return assemble('Lexware', 'de', encoding, false, { delimiter: ';', quoting: 'allText', newline: '\r\n', preamble: [], blanks }, columns, customers, true)
})

/** sevDesk's contact export: UTF-8 with BOM, ";", "Organisation" and "Umsatzsteuer-ID" beside "Steuernummer". */
export const sevdeskList = fc.tuple(customersArb(true), blanksArb()).map(([customers, blanks]) => {
  const columns: Column[] = [
    { heading: 'Kunden-Nr.', value: (c) => String(1000 + (c.n % 9000)), isText: false },
    { heading: 'Anrede', value: () => '', isText: true },
    { heading: 'Vorname', value: () => '', isText: true },
    { heading: 'Nachname', value: () => '', isText: true },
    { heading: 'Organisation', field: 'companyName', value: (c) => c.companyName, isText: true },
    { heading: 'Umsatzsteuer-ID', field: 'vatId', value: (c) => c.vatId, isText: true },
    { heading: 'Steuernummer', value: (c) => `${digits(c.n, 3)}/${digits(c.n * 3, 4)}/${digits(c.n * 7, 4)}`, isText: true },
    { heading: 'Straße', field: 'street', value: (c) => c.street, isText: true },
    { heading: 'PLZ', field: 'postcode', value: (c) => c.postcode, isText: true },
    { heading: 'Ort', field: 'city', value: (c) => c.city, isText: true },
    { heading: 'Land', value: (c) => c.country.code, isText: true },
    { heading: 'Kategorie', value: () => 'Kunde', isText: true },
  ]
  return assemble('sevDesk', 'de', 'utf-8', true, { delimiter: ';', quoting: 'asNeeded', newline: '\r\n', preamble: [], blanks }, columns, customers, true)
})

interface Save {
  name: string
  encoding: ListEncoding
  bom: boolean
  delimiter: string
}
/** How Excel and other tools save a sheet: "CSV (Trennzeichen-getrennt)" (ANSI, ";" in German Windows), "CSV UTF-8", "Unicode text" (UTF-16 LE, tabs), a UTF-16 BE file, a UTF-8 file without BOM. */
const saves: Save[] = [
  { name: 'Excel CSV (Trennzeichen-getrennt)', encoding: 'windows-1252', bom: false, delimiter: ';' },
  { name: 'Excel CSV (comma delimited)', encoding: 'windows-1252', bom: false, delimiter: ',' },
  { name: 'Excel CSV UTF-8', encoding: 'utf-8', bom: true, delimiter: ';' },
  { name: 'Excel CSV UTF-8 (English)', encoding: 'utf-8', bom: true, delimiter: ',' },
  { name: 'Excel Unicode text', encoding: 'utf-16le', bom: true, delimiter: '\t' },
  { name: 'UTF-16 BE', encoding: 'utf-16be', bom: true, delimiter: ';' },
  { name: 'UTF-8 without BOM', encoding: 'utf-8', bom: false, delimiter: ',' },
  { name: 'ISO-8859-15', encoding: 'iso-8859-15', bom: false, delimiter: ';' },
]

/** A sheet saved by a spreadsheet: headings in one of five languages, extra columns, the columns in any order, optional street and postcode. */
export const spreadsheetList = fc
  .record({
    save: fc.constantFrom(...saves),
    lang: fc.constantFrom<HeadingLang>('de', 'en', 'zh', 'fr', 'it'),
    pick: fc.array(fc.nat(10), { minLength: 5, maxLength: 5 }),
    withStreet: fc.boolean(),
    withPostcode: fc.boolean(),
    extraCount: fc.nat(3),
    order: fc.array(fc.nat(1000), { minLength: 9, maxLength: 9 }),
    newline: fc.constantFrom('\r\n', '\n'),
    blanks: blanksArb(),
  })
  // Chinese headings only in a Unicode file: windows-1252 and ISO-8859-15 cannot write them.
  .filter(({ save, lang }) => lang !== 'zh' || save.encoding.startsWith('utf'))
  .chain((options) => {
    const unicode = options.save.encoding.startsWith('utf')
    return fc.tuple(fc.constant(options), customersArb(unicode, unicode && options.lang === 'zh'))
  })
  .map(([{ save, lang, pick, withStreet, withPostcode, extraCount, order, newline, blanks }, customers]) => {
    const pickOf = (list: string[], i: number) => list[pick[i]! % list.length]!
    const vocab = headings[lang]
    const columns: Column[] = [
      { heading: pickOf(vocab.vatId, 0), field: 'vatId', value: (c) => c.vatId, isText: true },
      { heading: pickOf(vocab.companyName, 1), field: 'companyName', value: (c) => c.companyName, isText: true },
      ...(withStreet ? [{ heading: pickOf(vocab.street, 2), field: 'street' as const, value: (c: Customer) => c.street, isText: true }] : []),
      ...(withPostcode ? [{ heading: pickOf(vocab.postcode, 3), field: 'postcode' as const, value: (c: Customer) => c.postcode, isText: true }] : []),
      { heading: pickOf(vocab.city, 4), field: 'city', value: (c) => c.city, isText: true },
      ...extras[lang].slice(0, extraCount).map((extra) => ({ heading: extra.heading, value: (c: Customer) => extra.value(c.n), isText: true })),
    ]
    const shuffled = columns.map((column, i) => ({ column, key: order[i] ?? i })).sort((a, b) => a.key - b.key).map(({ column }) => column)
    // A spreadsheet saved as text quotes only what needs it; tabs files of Excel do the same.
    return assemble(save.name, lang, save.encoding, save.bom, { delimiter: save.delimiter, quoting: 'asNeeded', newline, preamble: [], blanks }, shuffled, customers, true)
  })
  // An ISO-8859-15 file is told from windows-1252 only by € Š š ž: keep those that hold one (core/csv-encoding.ts).
  .filter((list) => list.encoding !== 'iso-8859-15' || /[€Šš]|ž/.test(list.text))

/** A list without headings, the customers from the first row. */
export const headlessList = fc.tuple(customersArb(true), fc.constantFrom(';', ',')).map(([customers, delimiter]) => {
  const columns: Column[] = [
    { heading: '', field: 'companyName', value: (c) => c.companyName, isText: true },
    { heading: '', field: 'vatId', value: (c) => c.vatId, isText: true },
    { heading: '', field: 'city', value: (c) => c.city, isText: true },
  ]
  return assemble('no headings', 'en', 'utf-8', false, { delimiter, quoting: 'asNeeded', newline: '\n', preamble: [], blanks: [] }, columns, customers, false)
})

export const anyList = fc.oneof(datevList, sapList, lexwareList, sevdeskList, spreadsheetList, spreadsheetList, headlessList)
