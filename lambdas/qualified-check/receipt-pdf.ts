import { createHash } from 'node:crypto'
import PDFDocument from 'pdfkit'
import { firm } from '../../content/firm'
import { htmlLang } from '../../content/languages'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import type { Lang } from '../../content/types'
import { localize } from '../../core/i18n'
import { qualifiedFields } from '../../core/evatr-api'
import { runsByFace } from '../../core/font-faces'
import { isCompared, qualifiedCheckApi, receivedCode, type QualifiedCheckAnswer, type ReceivedAnswer } from '../../core/qualified-check-api'
import { readableServiceTime, receiptFileStem, type ReceiptSignature } from '../../core/qualified-receipt'
import { attentionTexts, bzstFirstText, outcomeText } from '../../core/qualified-texts'
import { format } from '../../core/text'
import { localizePath } from '../../core/url-rules'
import type { ReceiptWeight } from '../../core/font-faces'
import { receiptFaces, receiptFont, type ReceiptFace } from './receipt-fonts'

const page = { margin: 56, width: 595.28, height: 841.89 }
const textWidth = page.width - 2 * page.margin
const labelWidth = 170
const colors = { text: '#111827', muted: '#4b5563', rule: '#d1d5db' }

type Doc = InstanceType<typeof PDFDocument>
interface Style {
  weight?: ReceiptWeight
  size?: number
  color?: string
  /** Where the text starts; without it, it continues below the last text. */
  at?: { x: number; y: number }
  width?: number
}

/**
 * Writes a text in the receipt fonts: each run of characters in the first face that holds them
 * (Noto Sans for Latin, Greek and Cyrillic, Noto Sans SC for Chinese), each line of the text a
 * paragraph wrapped in the width, the lines below each other.
 */
function write(doc: Doc, registered: Set<string>, text: string, style: Style = {}): void {
  doc.fontSize(style.size ?? 10).fillColor(style.color ?? colors.text)
  const x = style.at?.x ?? page.margin
  text.split('\n').forEach((line, lineIndex) => {
    const y = lineIndex === 0 && style.at ? style.at.y : doc.y
    const runs = runsByFace<ReceiptFace>(receiptFaces(style.weight ?? 400), line === '' ? ' ' : line)
    runs.forEach((run, index) => {
      if (!registered.has(run.face.name)) {
        // pdfkit takes a parsed fontkit font as well as a file (its types name only the file).
        doc.registerFont(run.face.name, receiptFont(run.face) as unknown as string)
        registered.add(run.face.name)
      }
      doc.font(run.face.name)
      const options = { width: style.width ?? textWidth, continued: index < runs.length - 1, lineGap: 2 }
      if (index === 0) doc.text(run.text, x, y, options)
      else doc.text(run.text, options)
    })
  })
}

type Element = ReturnType<Doc['struct']>

/** A structure element of the tagged PDF: around what `draw` writes, or around other elements (drawn as they are made). */
function element(doc: Doc, type: string, content: (() => void) | Element[]): Element {
  return doc.struct(type, {}, content)
}


/** The answer's signed receipt: its file as it is downloaded, its signature block and when it was signed. */
function signedReceiptOf(result: QualifiedCheckAnswer): { fileName: string; bytes: Buffer; signature: ReceiptSignature; signedAt: string } | undefined {
  if (!result.receipt) return undefined
  const parsed = JSON.parse(result.receipt.json) as { signature?: ReceiptSignature; signedAt?: string }
  if (!parsed.signature || typeof parsed.signedAt !== 'string') return undefined
  return { fileName: result.receipt.fileName, bytes: Buffer.from(result.receipt.json, 'utf8'), signature: parsed.signature, signedAt: parsed.signedAt }
}

/**
 * The service's answer as kept: its bytes (the receipt's `answer.base64`) as text when they are
 * UTF-8 (line ends as lines), never a re-serialisation, and the SHA-256 of those very bytes.
 */
function keptAnswer(answer: ReceivedAnswer): { text: string | undefined; sha256: string } {
  const bytes = Buffer.from(answer.base64, 'base64')
  let text: string | undefined
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/\r\n?/g, '\n')
  } catch {
    text = undefined
  }
  return { text, sha256: createHash('sha256').update(bytes).digest('hex') }
}

/**
 * The evidence of a qualified check as PDF (pdfkit, fonts embedded as subsets): titled by what it
 * is (a qualified confirmation request on the BZSt's route, a VIES query with trader details on
 * the other), the service, its time in the service's words and read in German time (or that it
 * gave none), when the answer reached the site, the reference, the status code only where the
 * service sent one, what was asked and the visitor's declaration, the outcome with what it means
 * and what to do and why it needs attention, each comparison (with the BZSt's value as received),
 * what counts as evidence, the service's answer as received with its SHA-256, and the receipt's
 * signature with how to verify it; in the visitor's language with the German terms in the labels.
 * The site keeps no copy: the function makes it for the answer and forgets it.
 */
export async function receiptPdf(result: QualifiedCheckAnswer, lang: Lang, generatedAt: Date): Promise<{ fileName: string; bytes: Buffer }> {
  const text = localize(ustIdBestaetigungPage.text, lang)
  const texts = text.form
  const t = texts.receipt
  const title = t.title[result.route]
  const doc = new PDFDocument({
    size: 'A4',
    // No standard font: pdfkit would load Helvetica's metrics through a package import that a bundle does not carry.
    font: '',
    margins: { top: page.margin, bottom: page.margin + 20, left: page.margin, right: page.margin },
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
    lang: htmlLang[lang],
    info: { Title: `${title} – ${result.request.vatId}`, Author: firm.name, Creator: firm.siteUrl, CreationDate: generatedAt },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  const registered = new Set<string>()
  // The structure tree has one root, the document, holding headings, paragraphs and tables in reading order.
  const root = doc.struct('Document')
  doc.addStructure(root)
  const tagged = (type: string, draw: () => void) => root.add(element(doc, type, draw))
  const say = (text: string, style?: Style) => write(doc, registered, text, style)
  /**
   * A paragraph, never split by a page break inside its marked content (Poppler reads a mark begun
   * on one page and ended on the next as mismatched): it starts on a new page when it does not fit
   * below; one taller than a page is written line by line, each line a paragraph of its own.
   */
  const paragraph = (text: string, style: Style = {}) => {
    const room = page.height - page.margin - 20
    doc.fontSize(style.size ?? 10)
    const height = (value: string) => (registered.size > 0 ? doc.heightOfString(value, { width: style.width ?? textWidth, lineGap: 2 }) : value.split('\n').length * (style.size ?? 10) * 1.6) * 1.15
    const whole = height(text)
    if (whole > room - page.margin) {
      for (const line of text.split('\n')) paragraph(line === '' ? ' ' : line, style)
      return
    }
    if (doc.y + whole > room) doc.addPage()
    tagged('P', () => say(text, style))
  }
  const heading = (text: string) => {
    // A heading never stands alone at the foot of a page.
    if (doc.y > page.height - page.margin - 140) doc.addPage()
    doc.moveDown(0.8)
    tagged('H2', () => say(text, { weight: 700, size: 12 }))
    doc.moveDown(0.3)
  }
  /**
   * A table: each row's cells side by side in the columns (widths in points, the first cell the
   * row's header), the next row below the tallest cell; drawn when the table is attached.
   */
  const table = (rows: string[][], widths: number[] = [labelWidth, textWidth - labelWidth], headerRow = false) => {
    // A page break only between elements, never inside a cell's marked content: a table that does
    // not fit below starts on the next page (the receipts' tables are far shorter than a page).
    doc.fontSize(10)
    const measure = (text: string, width: number) => (registered.size > 0 ? doc.heightOfString(text, { width, lineGap: 2 }) : text.split('\n').length * 16)
    const estimate = rows.reduce((sum, cells) => sum + Math.max(...cells.map((cell, index) => measure(cell, widths[index]! - 10))) + 3, 0) * 1.15
    if (doc.y + estimate > page.height - page.margin - 20) doc.addPage()
    const cells = rows.map((cells, rowIndex) => {
      let y = 0
      let bottom = 0
      return element(
        doc,
        'TR',
        cells.map((cell, index) =>
          element(doc, index === 0 || (headerRow && rowIndex === 0) ? 'TH' : 'TD', () => {
            if (index === 0) {
              y = doc.y
              bottom = y
            }
            const x = page.margin + widths.slice(0, index).reduce((sum, w) => sum + w, 0)
            say(cell, { at: { x, y }, width: widths[index]! - 10, ...(index === 0 ? { color: colors.muted } : {}) })
            bottom = Math.max(bottom, doc.y)
            if (index === cells.length - 1) doc.y = bottom + 3
          }),
        ),
      )
    })
    root.add(element(doc, 'Table', cells))
  }

  const service = texts.services[result.route]
  const signed = signedReceiptOf(result)
  const signature = signed?.signature
  // The signed receipt travels inside the PDF as an associated file (PDF/A-3 style: the catalog's
  // /AF and the /EmbeddedFiles name tree, AFRelationship /Source): the PDF is a rendering of it.
  // Only the attachment is signed; the pages print its SHA-256 so a reader can match the two.
  const attachmentHash = signed ? createHash('sha256').update(signed.bytes).digest('hex') : undefined
  if (signed) {
    // pdfkit writes /AFRelationship from `relationship` (its types do not name it yet).
    const options: Parameters<Doc['file']>[1] & { relationship: 'Source' } = { name: signed.fileName, type: 'application/json', relationship: 'Source', description: t.attachment, creationDate: new Date(signed.signedAt), modifiedDate: new Date(signed.signedAt) }
    doc.file(signed.bytes, options)
  }
  const timeRow = (label: string, raw: string | null): [string, string] => {
    if (raw === null) return [label, texts.serviceTimeMissing]
    const reading = readableServiceTime(raw, lang)
    return [label, reading ? `${reading}\n${raw}` : raw]
  }
  paragraph(firm.name, { size: 9, color: colors.muted })
  doc.moveDown(0.5)
  tagged('H1', () => say(title, { weight: 700, size: 17 }))
  doc.moveDown(0.6)
  table([
    // The service's name as the start of a line (the texts name it inside sentences).
    [t.service, service.charAt(0).toUpperCase() + service.slice(1)],
    timeRow(texts.requestedAtLabel, result.requestedAt),
    timeRow(texts.receivedAtLabel, result.receivedAt),
    ...(result.reference ? [[texts.referenceLabel[result.route], result.reference] as [string, string]] : []),
    [t.status, result.status ?? t.noStatus],
    ...(signed ? [timeRow(t.signedAt, signed.signedAt)] : []),
    [t.generatedAt, readableServiceTime(generatedAt.toISOString(), lang) ?? generatedAt.toISOString()],
  ])

  heading(t.request)
  const given = (value: string) => (value === '' ? t.notGiven : value)
  table([
    [t.requester, result.request.requesterVatId],
    [texts.numberLabel, result.request.vatId],
    ...qualifiedFields.map((field) => [texts.fields[field], given(result.request[field])] as [string, string]),
  ])
  if (signature) {
    heading(t.declaration)
    paragraph(texts.declaration.label)
  }

  const outcome = outcomeText(result, texts, lang)
  heading(t.result)
  paragraph(outcome.title, { weight: 700, size: 11 })
  const bzstFirst = bzstFirstText(result, texts)
  if (bzstFirst) {
    doc.moveDown(0.3)
    paragraph(bzstFirst, { weight: 700 })
  }
  doc.moveDown(0.3)
  paragraph(outcome.meaning)
  doc.moveDown(0.3)
  paragraph(outcome.action, { color: colors.muted })
  const attention = attentionTexts(result.attention, texts)
  if (attention.length > 0) {
    doc.moveDown(0.5)
    paragraph(texts.attention.title, { weight: 700 })
    for (const sentence of attention) paragraph(`• ${sentence}`)
  }
  if (isCompared(result.outcome)) {
    doc.moveDown(0.6)
    const withCode = result.route === 'evatr'
    table(
      [
        [texts.comparisonHeadings.field, texts.comparisonHeadings.result, ...(withCode ? [texts.comparisonHeadings.code] : [])],
        ...qualifiedFields.map((field) => {
          const match = texts.matches[result.matches[field]]
          return [texts.fields[field], `${match.label}\n${match.text}`, ...(withCode ? [receivedCode(result, field) || '–'] : [])]
        }),
      ],
      withCode ? [labelWidth, textWidth - labelWidth - 80, 80] : [labelWidth, textWidth - labelWidth],
      true,
    )
  }
  doc.moveDown(0.6)
  paragraph(texts.evidence[result.route], { size: 9 })

  if (result.answer) {
    // The answer's bytes as kept in the signed receipt, printed as they are (base64 when they are no
    // UTF-8 text), and the SHA-256 computed over those bytes: never a re-serialisation of the record.
    const kept = keptAnswer(result.answer)
    heading(t.record)
    paragraph(kept.text ?? result.answer.base64, { size: 8 })
    // Long values as lines of their own (a reader copies them whole; pdftotext keeps them in one piece).
    doc.moveDown(0.3)
    paragraph(t.answerHash, { size: 9, color: colors.muted })
    paragraph(kept.sha256, { size: 9 })
  }
  if (signed && signature && attachmentHash) {
    heading(t.attachment)
    paragraph(t.attachmentName, { size: 9, color: colors.muted })
    paragraph(signed.fileName, { size: 9 })
    paragraph(t.attachmentHash, { size: 9, color: colors.muted })
    paragraph(attachmentHash, { size: 9 })
    heading(t.signature)
    paragraph(t.keyId, { size: 9, color: colors.muted })
    paragraph(signature.keyId, { size: 9 })
    paragraph(t.signatureValue, { size: 9, color: colors.muted })
    paragraph(signature.value, { size: 9 })
    doc.moveDown(0.3)
    const site = firm.siteUrl.replace(/\/+$/, '')
    paragraph(format(t.verifyHow, { file: signed.fileName, page: `${site}${localizePath('/ust-id-bestaetigung', lang)}`, keyUrl: `${site}${qualifiedCheckApi.receiptKeyPath}` }), { size: 9 })
  }
  doc.moveDown(1)
  paragraph(texts.proofNote, { size: 9, color: colors.muted })

  root.end()

  // The foot of every page, as an artifact (not read as content): the firm's site and the page count.
  const pages = doc.bufferedPageRange()
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc.markContent('Artifact', { type: 'Pagination' })
    say(`${firm.siteUrl.replace(/^https:\/\//, '')} · ${format(t.page, { index: String(index + 1), total: String(pages.count) })}`, { size: 8, color: colors.muted, at: { x: page.margin, y: page.height - page.margin + 10 } })
    doc.endMarkedContent()
    doc.page.margins.bottom = bottom
  }
  doc.end()
  await done
  return { fileName: `${receiptFileStem(result)}.pdf`, bytes: Buffer.concat(chunks) }
}
