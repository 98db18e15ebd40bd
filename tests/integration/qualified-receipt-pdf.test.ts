// The evidence PDF of the qualified check, as the function makes it behind the real local server
// against the fake BZSt and VIES, read back by Poppler (pdftotext, pdfinfo, pdffonts): in every
// language the request and the declaration, the outcome and why it needs attention, each
// comparison with the German term, the reference, the service's record with its SHA-256 and the
// receipt's signature; titled by what it is on each route; names in any register's script come
// out as they went in; fonts embedded.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import { languages } from '../../content/languages'
import { localize } from '../../core/i18n'
import { qualifiedCheckApi, type QualifiedCheckAnswer } from '../../core/qualified-check-api'
import { receiptFileStem, type ReceiptSignature } from '../../core/qualified-receipt'
import { localReceiptSigningKey } from '../../lambdas/config'
import { createEvatrClient } from '../../lambdas/qualified-check/evatr-client'
import { createQualifiedCheckHandlers } from '../../lambdas/qualified-check/handler'
import { localReceiptSigner } from '../../lambdas/qualified-check/receipt-signer'
import { createViesQualifiedClient } from '../../lambdas/qualified-check/vies-qualified'
import { registeredCompany, startFakeEvatr } from '../support/fake-evatr'
import { startFakeVies, viesAnswers } from '../support/fake-vies'
import { httpEvent } from '../support/http-event'
import { loopbackAddress, postJsonFrom, requestFrom } from '../support/loopback-client'
import { startLocalSite, type LocalSite } from '../support/local-site'
import { pdfFonts, pdfInfo, pdfStructure, pdfText } from '../support/poppler'

let evatr: Awaited<ReturnType<typeof startFakeEvatr>>
let vies: Awaited<ReturnType<typeof startFakeVies>>
let site: LocalSite
let clients = 0

beforeAll(async () => {
  evatr = await startFakeEvatr()
  vies = await startFakeVies((request) => {
    if (request.vatNumber === '111111111') return viesAnswers.error('MS_UNAVAILABLE')
    // Valid, compared, but without the consultation number a requester should get.
    if (request.vatNumber === '222222222') return viesAnswers.valid(request, { requestIdentifier: '', traderNameMatch: 'VALID', traderCityMatch: 'VALID' })
    return viesAnswers.qualified(request)
  })
  site = await startLocalSite({ sesEndpoint: 'http://127.0.0.1:1', viesUrl: vies.url, evatrUrl: evatr.url, env: { QUALIFIED_CHECKS_PER_MINUTE: '100000', QUALIFIED_CHECKS_PER_NUMBER_PER_MINUTE: '100000' } })
})
afterAll(async () => {
  await site.close()
  await Promise.all([evatr.close(), vies.close()])
})

async function check(body: object): Promise<QualifiedCheckAnswer> {
  const answer = await postJsonFrom<QualifiedCheckAnswer>(loopbackAddress(++clients), `${site.url}${qualifiedCheckApi.path}`, { declaration: true, ...body })
  expect(answer.status).toBe(200)
  return answer.body
}

const pdfOf = (answer: QualifiedCheckAnswer) => Buffer.from(answer.receiptPdf!.base64, 'base64')
/** pdftotext wraps and spaces as the layout does: compare without whitespace. */
const squeeze = (text: string) => text.replace(/\s+/g, '')

describe('the evidence PDF', () => {
  it.each(languages)('reads back in %s: request and declaration, outcome and attention, each comparison with its German term and BZSt letter, reference, record and its hash, signature', async (lang) => {
    const answer = await check({ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12347777', companyName: 'Muster Handel AG', postcode: '1010', city: registeredCompany.ort, lang })
    const texts = localize(ustIdBestaetigungPage.text, lang).form
    const pdf = pdfOf(answer)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(answer.receiptPdf!.fileName).toBe(`${receiptFileStem(answer)}.pdf`)
    const signature = (JSON.parse(answer.receipt!.json) as { signature: ReceiptSignature }).signature
    const text = squeeze(pdfText(pdf))
    for (const expected of [
      texts.receipt.title.evatr,
      texts.outcomes.valid.title,
      texts.declaration.label,
      texts.attention.title,
      texts.attention.noMatch,
      texts.evidence.evatr,
      answer.answer!.sha256,
      signature.keyId,
      signature.value,
      answer.receivedAt,
      'DE811907980',
      'ATU12347777',
      'Muster Handel AG',
      texts.receipt.notGiven,
      answer.reference!,
      answer.status!,
      answer.requestedAt!,
      `${texts.fields.companyName}${texts.matches.noMatch.label}`,
      `${texts.fields.city}${texts.matches.match.label}`,
      '"ergFirmenname":"B"',
      texts.proofNote,
    ]) {
      expect(text, expected).toContain(squeeze(expected))
    }
    for (const german of ['Firmenname', 'Straße', 'PLZ', 'Ort']) expect(text).toContain(german)
    const info = pdfInfo(pdf)
    expect(info.Title).toBe(`${texts.receipt.title.evatr} – ATU12347777`)
    expect([info.Tagged, info['Page size']?.includes('A4')]).toEqual(['yes', true])
    // Tagged for assistive technology: one Document root; the title, the section headings, the
    // tables with header cells, the texts as paragraphs, in reading order (Poppler reads the tree).
    const structure = pdfStructure(pdf).split('\n').map((line) => line.replace(/ \(block\)$/, ''))
    expect(structure[0]).toBe('Document')
    expect(structure.filter((line) => /^ {2}\S/.test(line)).map((line) => line.trim())).toEqual([
      ...['P', 'H1', 'Table'],
      ...['H2', 'Table'],
      // The declaration.
      ...['H2', 'P'],
      // The outcome, what it means and what to do, why it needs a closer look (a heading and a reason), the comparison, the evidence note.
      ...['H2', 'P', 'P', 'P', 'P', 'P', 'Table', 'P'],
      // The record, its SHA-256 (label and value).
      ...['H2', 'P', 'P', 'P'],
      // The attached signed JSON: its name and its SHA-256 (label and value each).
      ...['H2', 'P', 'P', 'P', 'P'],
      // The signature: key (label, value), signature (label, value), how to verify; the proof note.
      ...['H2', 'P', 'P', 'P', 'P', 'P', 'P'],
    ])
    expect(structure.filter((line) => line.trim() === 'TH').length).toBeGreaterThanOrEqual(5 + 6 + 4 + 2)
    const fonts = pdfFonts(pdf)
    expect(fonts.length).toBeGreaterThan(0)
    for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true, subset: true, unicode: true })
  })

  it('titles a VIES query as such, with no status code where VIES sent none and a warning where it gave no consultation number', async () => {
    const texts = localize(ustIdBestaetigungPage.text, 'en').form
    const answer = await check({ requesterVatId: 'ATU12345678', countryCode: 'DE', vatNumber: '222222222', companyName: 'Muster Handels GmbH', city: 'Taunusstein', lang: 'en' })
    expect([answer.status, answer.attention]).toEqual([null, ['noConsultationNumber']])
    const text = squeeze(pdfText(pdfOf(answer)))
    for (const expected of [texts.receipt.title.vies, texts.receipt.noStatus, texts.attention.noConsultationNumber, texts.evidence.vies]) expect(text, expected).toContain(squeeze(expected))
    expect(text).not.toContain(squeeze(texts.receipt.title.evatr))
  })

  it('titles the VIES answer to an XI number the BZSt refused (evatr-2003) as a VIES query and names the BZSt’s refusal (issue 38 C3)', async () => {
    const texts = localize(ustIdBestaetigungPage.text, 'de').form
    const answer = await check({ requesterVatId: 'DE811907980', countryCode: 'XI', vatNumber: '123452003', companyName: 'Muster Handels GmbH', city: 'Taunusstein', lang: 'de' })
    expect([answer.route, answer.bzstFirst?.status]).toEqual(['vies', 'evatr-2003'])
    const text = squeeze(pdfText(pdfOf(answer)))
    for (const expected of [texts.receipt.title.vies, texts.bzstFirst.refused.replace('{status}', 'evatr-2003'), texts.evidence.vies]) expect(text, expected).toContain(squeeze(expected))
    expect(text).not.toContain(squeeze(texts.receipt.title.evatr))
  })

  it('says the service gave no time where the BZSt wrote none, and shows when the answer reached the site', async () => {
    const texts = localize(ustIdBestaetigungPage.text, 'de').form
    evatr.setAnswer(() => ({ status: 200, text: JSON.stringify({ id: '0123456789abcdef', status: 'evatr-0000', ergFirmenname: 'A', ergOrt: 'A' }) }))
    try {
      const answer = await check({ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12345678', companyName: registeredCompany.firmenname, city: registeredCompany.ort, lang: 'de' })
      expect([answer.requestedAt, answer.attention]).toEqual([null, ['serviceTimeMissing']])
      const text = squeeze(pdfText(pdfOf(answer)))
      expect(text).toContain(squeeze(texts.serviceTimeMissing))
      expect(text).not.toContain(squeeze(texts.receipt.noStatus))
      expect(text).toContain(squeeze(texts.attention.serviceTimeMissing))
      expect(text).toContain(answer.receivedAt)
    } finally {
      evatr.setAnswer(undefined)
    }
  })

  it('keeps any name as it went in, in Latin, Greek, Cyrillic or Chinese (fast-check, VIES route)', async () => {
    const letters = 'abcxyzÄÖÜßäöüŁłŐőĄęŠžΑΒΓΔαβγδωАБВГабвгЖж增值税识别号测试公司'
    const name = fc.string({ unit: fc.constantFrom(...letters), minLength: 1, maxLength: 30 }).filter((value) => value.trim() !== '')
    await fc.assert(
      fc.asyncProperty(name, fc.constantFrom(...languages), async (companyName, lang) => {
        const answer = await check({ requesterVatId: 'ATU12345678', countryCode: 'DE', vatNumber: '123456789', companyName, city: 'Αθήνα', lang })
        const text = squeeze(pdfText(pdfOf(answer)))
        expect(text).toContain(squeeze(companyName))
        expect(text).toContain('Αθήνα')
        expect(text).toContain(answer.reference!)
      }),
      { numRuns: 15 },
    )
  })

  it('is offered on the page of the form without JavaScript, as a download of the PDF', async () => {
    const body = new URLSearchParams({ lang: 'zh', requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12345678', companyName: registeredCompany.firmenname, city: registeredCompany.ort, declaration: 'on' })
    const html = (await requestFrom(loopbackAddress(++clients), `${site.url}${qualifiedCheckApi.path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() })).text
    const link = /<a [^>]*download="(vat-id-confirmation-ATU12345678-\d{14}\.pdf)" href="data:application\/pdf;base64,([A-Za-z0-9+/=]+)"/.exec(html)
    expect(link).not.toBeNull()
    expect(squeeze(pdfText(Buffer.from(link![2]!, 'base64')))).toContain(squeeze(localize(ustIdBestaetigungPage.text, 'zh').form.receipt.title.evatr))
    // The signed receipt beside it, as a JSON download.
    expect(html).toMatch(/<a [^>]*download="vat-id-confirmation-ATU12345678-\d{14}\.json" href="data:application\/json;charset=utf-8,/)
  })

  it('is made from a service’s record only: the BZSt’s "cannot answer now" has one, VIES’s error none', async () => {
    const bzst = await check({ requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12341001', companyName: 'X', city: 'Y', lang: 'en' })
    expect([bzst.outcome, bzst.status]).toEqual(['unavailable', 'evatr-1001'])
    expect(squeeze(pdfText(pdfOf(bzst)))).toContain(squeeze(localize(ustIdBestaetigungPage.text, 'en').form.outcomes.unavailable.title))
    const viesDown = await check({ requesterVatId: 'ATU12345678', countryCode: 'DE', vatNumber: '111111111', companyName: 'X', city: 'Y' })
    expect([viesDown.outcome, viesDown.status, viesDown.record, viesDown.receiptPdf, viesDown.receipt]).toEqual(['unavailable', 'MS_UNAVAILABLE', null, undefined, undefined])
  })

  it('never costs the visitor the result: a PDF that fails leaves the result and the JSON, and is logged for the alarm', async () => {
    const lines: string[] = []
    const handler = createQualifiedCheckHandlers({
      evatr: createEvatrClient({ baseUrl: evatr.url }),
      vies: createViesQualifiedClient({ apiUrl: vies.url }),
      signer: localReceiptSigner(localReceiptSigningKey),
      logSink: (line) => void lines.push(line),
      receiptPdf: () => Promise.reject(new Error('font file missing')),
    })[qualifiedCheckApi.path]!
    const response = await handler(httpEvent({ path: qualifiedCheckApi.path, body: { requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12345678', companyName: registeredCompany.firmenname, city: registeredCompany.ort, declaration: true } }))
    expect(response.statusCode).toBe(200)
    const answer = JSON.parse(response.body!) as QualifiedCheckAnswer
    expect([answer.outcome, answer.receiptPdf, typeof answer.receipt?.json]).toEqual(['valid', undefined, 'string'])
    expect(lines.map((line) => JSON.parse(line) as { event: string; level: string })).toContainEqual(expect.objectContaining({ event: 'qualified_receipt_failed', level: 'error' }))
  })
})
