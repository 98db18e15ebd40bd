/**
 * Wrong files people really send, and broken ones, each with real bytes and the message it deserves
 * (issue 37 item 5): a PDF whose attachment unpacks to gigabytes (refused at the 20 MB limit, the
 * bomb's construction checked by zlib and its attachment by Poppler's pdfdetach), XML that is not
 * well-formed (line and column), a PNG and a ZIP (not an encoding problem), an HTML page (not an XML
 * bomb), a PDF with a line end before %PDF-, a PDF damaged in the middle (damaged, not without
 * invoice), a PDF whose first XML attachment is not the invoice, a ZUGFeRD 1.0 PDF.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync, inflateSync } from 'node:zlib'
import { PDFDocument, PDFRawStream } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkFile, MAX_XML_BYTES, parseXmlNode } from '../../../core/einvoice/node'
import { decodeCapped, InflatedTooLarge } from '../../../core/einvoice/pdf/inflate'
import { facturXPdf } from '../../support/einvoice-files'
import { BOMB_HEAD, bombPdf, pdfWithRawAttachments, zlibBomb } from '../../support/einvoice/bomb'
import { serialize } from '../../support/einvoice/serialize'
import { baseSpec } from '../../support/einvoice/spec'
import { pdfAttachments } from '../../support/poppler'

const bytes = (s: string) => new TextEncoder().encode(s)
const refusal = async (input: Uint8Array) => {
  const result = await checkFile(input, parseXmlNode)
  return result.ok ? null : result.error
}
const invoice = () => serialize({ ...baseSpec('CII'), specificationId: 'urn:cen.eu:en16931:2017' })

describe('an inflation bomb in a PDF', () => {
  it('the bomb is what it claims: zlib unpacks a small one to the head and its MiB of spaces', () => {
    const unpacked = inflateSync(zlibBomb(3))
    expect(unpacked.length).toBe(BOMB_HEAD.length + 3 * 1024 * 1024)
    expect(unpacked.subarray(0, BOMB_HEAD.length).toString()).toBe(BOMB_HEAD)
    expect(unpacked.every((b, i) => i < BOMB_HEAD.length || b === 0x20)).toBe(true)
  })

  it('3 MB of PDF that unpacks to 3 GiB is refused as larger than 20 MB when unpacked (Poppler sees the attachment)', async () => {
    const pdf = await bombPdf()
    expect(pdf.length).toBeLessThan(4 * 1024 * 1024)
    expect(pdfAttachments(pdf)).toEqual(['factur-x.xml'])
    expect(await refusal(pdf)).toEqual({ code: 'pdf-xml-too-large', limit: MAX_XML_BYTES })
  })

  it('the cap is the limit: a stream is unpacked up to the limit and refused one byte past it', async () => {
    const pdf = await PDFDocument.load(await pdfWithRawAttachments([{ name: 'factur-x.xml', flate: zlibBomb(3) }]))
    const stream = pdf.context.enumerateIndirectObjects().map(([, o]) => o).find((o) => o instanceof PDFRawStream)
    if (!(stream instanceof PDFRawStream)) throw new Error('no stream')
    const size = BOMB_HEAD.length + 3 * 1024 * 1024
    expect((await decodeCapped(stream, size)).length).toBe(size)
    await expect(decodeCapped(stream, size - 1)).rejects.toBeInstanceOf(InflatedTooLarge)
  })
})

describe('XML that is not well-formed', () => {
  it('is named with line and column, where a DOM parser (xmldom) read on and the CLI called it valid', async () => {
    const text = invoice()
    const broken = text.replace('<ram:Name>', '<ram:Name>Müller & Söhne')
    const result = await refusal(bytes(broken))
    expect(result).toMatchObject({ code: 'not-well-formed', line: expect.any(Number), column: expect.any(Number) })
    const tag = `<a>\n  <b>\n  </a>`
    expect(await refusal(bytes(tag))).toMatchObject({ code: 'not-well-formed', line: 3, column: 6 })
    const lines = text.replace('</ram:ID>', '</ram:Id>').split('\n')
    const line = lines.findIndex((l) => l.includes('</ram:Id>')) + 1
    expect(await refusal(bytes(lines.join('\n')))).toMatchObject({ code: 'not-well-formed', line, column: lines[line - 1]!.indexOf('</ram:Id>') + '</ram:Id>'.length })
  })
})

describe('wrong files people send', () => {
  const dir = mkdtempSync(join(tmpdir(), 'einvoice-wrong-'))

  it('a PNG (a scan, made by sharp) and a ZIP (a zipped XRechnung, made by zip and listed by unzip) are named as such, not as an encoding problem', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ffffff' } }).png().toBuffer()
    expect((await sharp(png).metadata()).format).toBe('png')
    expect(await refusal(new Uint8Array(png))).toEqual({ code: 'other-format', format: 'png' })
    writeFileSync(join(dir, 'rechnung.xml'), invoice())
    expect(spawnSync('zip', ['-q', 'rechnung.zip', 'rechnung.xml'], { cwd: dir }).status).toBe(0)
    expect(spawnSync('unzip', ['-l', 'rechnung.zip'], { cwd: dir, encoding: 'utf8' }).stdout).toContain('rechnung.xml')
    expect(await refusal(new Uint8Array(readFileSync(join(dir, 'rechnung.zip'))))).toEqual({ code: 'other-format', format: 'zip' })
    rmSync(dir, { recursive: true, force: true })
  })

  it('an HTML page is named as one, not as an XML bomb; well-formed XHTML keeps its root', async () => {
    expect(await refusal(bytes('<!DOCTYPE html>\n<html lang="de"><head><title>Rechnung</title></head><body><p>Ihre Rechnung<br></body></html>'))).toEqual({ code: 'other-format', format: 'html' })
    expect(await refusal(bytes('<html><body><p>Rechnung<br></body></html>'))).toEqual({ code: 'other-format', format: 'html' })
    expect(await refusal(bytes('<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'))).toEqual({ code: 'other-xml', root: '{http://www.w3.org/1999/xhtml}html' })
  })

  it('a PDF with a line end before %PDF- is read (Poppler reads it too)', async () => {
    const pdf = await facturXPdf(invoice())
    const shifted = new Uint8Array([0x0a, ...pdf])
    expect(pdfAttachments(shifted)).toEqual(['factur-x.xml'])
    const result = await checkFile(shifted, parseXmlNode)
    expect(result.ok && result.report.container).toEqual({ kind: 'pdf', attachment: 'factur-x.xml' })
  })
})

describe('problems inside a PDF', () => {
  it('damaged in the middle, where its attachment is described: damaged, not without invoice', async () => {
    const pdf = await facturXPdf(invoice())
    const text = new TextDecoder('latin1').decode(pdf)
    const at = text.indexOf('/Type /Filespec')
    expect(at).toBeGreaterThan(0)
    const damaged = pdf.slice()
    damaged.fill(0x00, text.lastIndexOf(' obj', at) - 4, at + 40)
    expect(await refusal(damaged)).toEqual({ code: 'pdf-damaged' })
  })

  it('an attachment whose compressed data is broken: damaged', async () => {
    const broken = deflateSync(Buffer.from(invoice())).subarray(0, 200)
    const garbage = new Uint8Array([...broken, ...new Uint8Array(300).fill(0x55)])
    expect(await refusal(await pdfWithRawAttachments([{ name: 'factur-x.xml', flate: garbage }]))).toEqual({ code: 'pdf-damaged' })
  })

  it('the first XML attachment is a delivery note, the second the invoice: the invoice is read (pdfdetach lists both in that order)', async () => {
    const pdf = await pdfWithRawAttachments([
      { name: 'lieferschein.xml', flate: deflateSync(Buffer.from('<?xml version="1.0"?><Lieferschein xmlns="urn:example:delivery"><Nr>1</Nr></Lieferschein>')), relationship: 'Supplement' },
      { name: 'rechnung-4711.xml', flate: deflateSync(Buffer.from(invoice())), relationship: 'Alternative' },
    ])
    expect(pdfAttachments(pdf)).toEqual(['lieferschein.xml', 'rechnung-4711.xml'])
    const result = await checkFile(pdf, parseXmlNode)
    expect(result.ok && result.report.container).toEqual({ kind: 'pdf', attachment: 'rechnung-4711.xml' })
  })

  it('a ZUGFeRD 1.0 invoice (ZUGFeRD-invoice.xml, rsm:CrossIndustryDocument) is named as the outdated format', async () => {
    const zugferd1 = '<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12"><rsm:SpecifiedExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:ferd:CrossIndustryDocument:invoice:1p0:comfort</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:SpecifiedExchangedDocumentContext></rsm:CrossIndustryDocument>'
    const pdf = await facturXPdf(zugferd1, 'ZUGFeRD-invoice.xml')
    expect(pdfAttachments(pdf)).toEqual(['ZUGFeRD-invoice.xml'])
    expect(await refusal(pdf)).toEqual({ code: 'pdf-zugferd-1' })
  })
})

// The report's downloads read a PDF's embedded files through the engine (in the page's worker), with
// the same capped inflate as the invoice: the bomb's attachment is refused, not unpacked to 3 GiB.
describe('a PDF’s embedded files, saved from the report', () => {
  it('lists every embedded file and gives each one’s bytes; a bomb attachment is refused past the cap; XML lists none', async () => {
    const { embeddedFile, embeddedFiles, MAX_EMBEDDED_BYTES } = await import('../../../core/einvoice/node')
    const note = 'Lieferschein 4711\n'
    const xml = '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>'
    const pdf = await pdfWithRawAttachments([
      { name: 'lieferschein.txt', flate: deflateSync(note), relationship: 'Supplement' },
      { name: 'rechnung.xml', flate: deflateSync(xml) },
    ])
    expect(await embeddedFiles(pdf)).toEqual(['lieferschein.txt', 'rechnung.xml'])
    const saved = await embeddedFile(pdf, 0)
    expect(saved.ok && Buffer.from(saved.bytes).toString()).toBe(note)
    const invoice = await embeddedFile(pdf, 1)
    expect(invoice.ok && Buffer.from(invoice.bytes).toString()).toBe(xml)
    expect(await embeddedFile(await bombPdf(), 0)).toEqual({ ok: false, error: 'too-large', limit: MAX_EMBEDDED_BYTES })
    expect(await embeddedFile(pdf, 2)).toEqual({ ok: false, error: 'damaged', limit: MAX_EMBEDDED_BYTES })
    expect(await embeddedFiles(new TextEncoder().encode(xml))).toEqual([])
  })
})
