/**
 * Bad input gets a typed refusal, never a crash or a hang: not XML, another XML (its root named), a
 * DOCTYPE with entities (billion laughs, external entity), a too deep or too large file, a truncated
 * file; and the PDF path: the invoice read from the attachment of a PDF built with pdfkit (checked by
 * Poppler's pdfdetach), a PDF without invoice, an encrypted and a truncated PDF.
 */
import { describe, expect, it } from 'vitest'
import { checkFile, checkXml, MAX_DEPTH, MAX_XML_BYTES, parseXmlNode } from '../../../core/einvoice/node'
import { pdfWith } from '../../support/einvoice/pdf'
import { serialize } from '../../support/einvoice/serialize'
import { baseSpec } from '../../support/einvoice/spec'
import { pdfAttachments } from '../../support/poppler'

const bytes = (s: string) => new TextEncoder().encode(s)
const refusal = async (input: Uint8Array | string) => {
  const result = await checkFile(typeof input === 'string' ? bytes(input) : input, parseXmlNode)
  return result.ok ? null : result.error
}

describe('bad input', () => {
  it('an empty file, text that is not XML, broken XML', async () => {
    expect(await refusal('')).toEqual({ code: 'empty' })
    expect(await refusal('Rechnung Nr. 1')).toMatchObject({ code: 'not-xml' })
    expect(await refusal('<a><b></a>')).toEqual({ code: 'not-well-formed', line: 1, column: 10, detail: 'unexpected close tag.' })
  })

  it('another XML names its root element', async () => {
    expect(await refusal('<?xml version="1.0"?><order xmlns="urn:example:order"><id>1</id></order>')).toEqual({ code: 'other-xml', root: '{urn:example:order}order' })
  })

  it('a DOCTYPE is refused before parsing: billion laughs, external entities, even an empty DTD', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&lol3;</Invoice>`
    expect(await refusal(laughs)).toEqual({ code: 'dtd-forbidden' })
    expect(await refusal('<?xml version="1.0"?><!DOCTYPE x SYSTEM "file:///etc/passwd"><x/>')).toEqual({ code: 'dtd-forbidden' })
    expect(await refusal('<!DOCTYPE x><x/>')).toEqual({ code: 'dtd-forbidden' })
    // Inside a comment or CDATA section a DOCTYPE is text, not a declaration.
    const invoice = serialize(baseSpec('UBL'))
    const withComment = invoice.replace('<cbc:ID>', '<!-- <!DOCTYPE x> --><cbc:ID>')
    expect((await checkFile(bytes(withComment), parseXmlNode)).ok).toBe(true)
  })

  it('deep nesting and a too large file are refused quickly', async () => {
    const deep = `${'<a>'.repeat(MAX_DEPTH + 1)}${'</a>'.repeat(MAX_DEPTH + 1)}`
    expect(await refusal(deep)).toEqual({ code: 'too-deep', limit: MAX_DEPTH })
    const veryDeep = `${'<a>'.repeat(1_000_000)}`
    const started = performance.now()
    expect(await refusal(veryDeep)).toEqual({ code: 'too-deep', limit: MAX_DEPTH })
    expect(performance.now() - started).toBeLessThan(5_000)
    const large = new Uint8Array(MAX_XML_BYTES + 1).fill(0x20)
    expect(await refusal(large)).toEqual({ code: 'too-large', limit: MAX_XML_BYTES })
  })

  it('a truncated invoice is named as truncated', async () => {
    const invoice = serialize(baseSpec('CII'))
    expect(await refusal(invoice.slice(0, Math.floor(invoice.length * 0.6)))).toEqual({ code: 'truncated' })
  })

  it('a UTF-16 file with its byte order mark and an ISO-8859-1 file are read', async () => {
    const invoice = serialize({ ...baseSpec('UBL'), notes: ['Grüße'] })
    const utf16 = new Uint8Array(2 + invoice.length * 2)
    utf16.set([0xff, 0xfe])
    for (let i = 0; i < invoice.length; i++) (utf16[2 + 2 * i] = invoice.charCodeAt(i) & 0xff), (utf16[3 + 2 * i] = invoice.charCodeAt(i) >> 8)
    const r16 = await checkFile(utf16, parseXmlNode)
    expect(r16.ok && r16.report.invoice.notes[0]?.text?.value).toBe('Grüße')
    const latin1 = invoice.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
    const r1 = await checkFile(Uint8Array.from(latin1, (c) => c.charCodeAt(0)), parseXmlNode)
    expect(r1.ok && r1.report.invoice.notes[0]?.text?.value).toBe('Grüße')
  })

  it('checkXml never throws on arbitrary text', () => {
    for (const text of ['<', '<?xml', '<a b="', '<a>&unknown;</a>', '<a xmlns:x="u"><x:b/></a>', '\u0000<a/>', '<a>' + '<![CDATA['.repeat(100)])
      expect(() => checkXml(text, parseXmlNode)).not.toThrow()
  })
})

describe('Factur-X / ZUGFeRD PDFs', () => {
  it('reads the invoice from factur-x.xml (Poppler sees the same attachment)', async () => {
    const xml = serialize({ ...baseSpec('CII'), specificationId: 'urn:cen.eu:en16931:2017' })
    const pdf = await pdfWith([{ name: 'factur-x.xml', xml }])
    expect(pdfAttachments(pdf)).toEqual(['factur-x.xml'])
    const result = await checkFile(pdf, parseXmlNode)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.report.container).toEqual({ kind: 'pdf', attachment: 'factur-x.xml' })
    expect(result.report.profile.id).toBe('factur-x-en16931')
    expect(result.report.invoice.number?.value).toBe('RE-2026-0001')
  })

  it('prefers the invoice over other attachments, and knows zugferd-invoice.xml and xrechnung.xml', async () => {
    const xml = serialize(baseSpec('CII'))
    for (const name of ['zugferd-invoice.xml', 'ZUGFeRD-invoice.xml', 'xrechnung.xml']) {
      const pdf = await pdfWith([{ name: 'leistungsnachweis.xml', xml: '<Nachweis/>' }, { name, xml }])
      const result = await checkFile(pdf, parseXmlNode)
      expect(result.ok && result.report.container).toEqual({ kind: 'pdf', attachment: name })
    }
  })

  it('MINIMUM and BASIC WL are reported as not an invoice under § 14 UStG; EXTENDED is checked against EN 16931', async () => {
    for (const [id, expected] of [
      ['urn:factur-x.eu:1p0:minimum', 'SITE-PROFILE-01'],
      ['urn:factur-x.eu:1p0:basicwl', 'SITE-PROFILE-01'],
      ['urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended', 'SITE-PROFILE-02'],
    ] as const) {
      const pdf = await pdfWith([{ name: 'factur-x.xml', xml: serialize({ ...baseSpec('CII'), specificationId: id }) }])
      const result = await checkFile(pdf, parseXmlNode)
      expect(result.ok).toBe(true)
      if (!result.ok) continue
      expect(result.report.findings[0]?.rule).toBe(expected)
      expect(result.report.valid).toBe(expected !== 'SITE-PROFILE-01')
      if (expected === 'SITE-PROFILE-01') expect(result.report.findings[0]?.consequence).toBe('format')
    }
  })

  it('a PDF without invoice, an encrypted PDF and a truncated PDF are refused by name', async () => {
    expect(await refusal(await pdfWith([]))).toEqual({ code: 'pdf-without-invoice' })
    expect(await refusal(await pdfWith([{ name: 'factur-x.xml', xml: serialize(baseSpec('CII')) }], { userPassword: 'geheim' }))).toEqual({ code: 'pdf-encrypted' })
    const whole = await pdfWith([{ name: 'factur-x.xml', xml: serialize(baseSpec('CII')) }])
    expect(await refusal(whole.subarray(0, Math.floor(whole.length / 2)))).toEqual({ code: 'pdf-damaged' })
    expect(await refusal(bytes('%PDF-1.7\n%%EOF\n'))).toMatchObject({ code: expect.stringMatching(/^pdf-(damaged|without-invoice)$/) })
  })
})
