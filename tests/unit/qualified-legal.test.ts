// The tax lawyer's review of the qualified VAT ID confirmation (legal review of December 2026,
// section 5: D1–D3), pinned in all three languages so that a later edit cannot quietly bring a
// corrected statement back. The expected wording comes from the review, not from the code.
import { describe, expect, it } from 'vitest'
import { glossary } from '../../content/glossary'
import { languages } from '../../content/languages'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import type { Lang } from '../../content/types'
import { contentSources } from '../support/content-sources'

const page = (lang: Lang) => ustIdBestaetigungPage.text[lang]
const by = <T>(values: Record<Lang, T>) => values


describe('D1: the time-of-supply rule comes from § 6a (1) sentence 1 no. 4 UStG, and a confirmation speaks for the moment of the request', () => {
  const hero = by({
    de: 'maßgeblich ist, dass Ihr Kunde eine im Zeitpunkt der Lieferung gültige, ihm von einem anderen Mitgliedstaat erteilte USt-IdNr. verwendet (§ 6a Abs. 1 Satz 1 Nr. 4 UStG). Die Bestätigung gilt für den Zeitpunkt der Anfrage; fragen Sie deshalb zeitnah vor der Lieferung an.',
    en: 'what counts is that your customer uses a VAT ID issued to it by another member state and valid at the time of the supply (§ 6a(1) sentence 1 no. 4 UStG). The confirmation speaks for the moment of the request, so ask shortly before the supply.',
    zh: '关键在于客户使用的是由另一成员国核发、且在供货时有效的增值税识别号（§ 6a Abs. 1 Satz 1 Nr. 4 UStG）。确认结果仅反映查询时的状态，因此请在供货前及时查询。',
  })
  it.each(languages)('the hero of /ust-id-bestaetigung says it in the review’s words (%s)', (lang) => {
    expect(page(lang).hero.intro).toContain(hero[lang])
  })

  it('no content file ties the validity at the time of supply to UStAE 18e.1 any more', () => {
    const wrong = [/im Zeitpunkt der Lieferung gültig ist \(Abschn\. 18e\.1 UStAE\)/, /valid at the time of the supply \(UStAE section 18e\.1\)/, /在供货时有效（《增值税适用令》第18e\.1节）/]
    for (const [file, source] of contentSources()) for (const pattern of wrong) expect(source, file).not.toMatch(pattern)
  })

  it.each(languages)('the glossary’s VAT ID entry cites § 6a (1) sentence 1 no. 4 UStG for it (%s)', (lang) => {
    const entry = JSON.stringify(glossary)
    expect(entry).toContain(by({ de: '(§ 6a Abs. 1 Satz 1 Nr. 4 UStG). Die Bestätigung gilt für den Zeitpunkt der Anfrage.', en: '(§ 6a(1) sentence 1 no. 4 UStG). The confirmation speaks for the moment of the request.', zh: '（§ 6a Abs. 1 Satz 1 Nr. 4 UStG）。确认结果仅反映查询时的状态。' })[lang])
  })
})

describe('D2: a receipt from a request made through this site is not expressly the proof UStAE 18e.1 (2) describes', () => {
  const evidence = by({
    de: 'Bei einer Einzelanfrage lässt die Finanzverwaltung als Nachweis einen Ausdruck oder die Übernahme des Ergebnisses in einem allgemein üblichen Format genügen (Abschn. 18e.1 Abs. 2 Satz 3 UStAE). Der Nachweis dieser Seite gibt die Antwort des BZSt mit Anfrage-Kennung und Zeitpunkt unverändert wieder; ob die Finanzverwaltung eine über einen Dritten gestellte Anfrage ebenso anerkennt, ist nicht ausdrücklich geregelt. Bewahren Sie PDF und JSON-Datei zusammen mit Ihren übrigen Belegen auf.',
    en: 'For a single request the tax authorities accept a printout or the result taken over in a commonly used format as evidence (UStAE section 18e.1(2) sentence 3). The evidence from this page reproduces the BZSt’s answer, with its request ID and time, unchanged; whether the authorities accept a request made through a third party in the same way is not expressly regulated. Keep the PDF and the JSON file with your other records.',
    zh: '对单个号码的查询，税务机关认可以打印件或以通常格式保存的结果作为证明（《增值税适用令》第18e.1节第2款第3句）。本页提供的证明原样再现了BZSt的答复及其查询编号和时间；但对于通过第三方提出的查询，税务机关是否同样认可，目前并无明确规定。请将PDF和JSON文件与您的其他凭证一并保存。',
  })
  it.each(languages)('evidence.evatr is the review’s text (%s)', (lang) => {
    expect(page(lang).form.evidence.evatr).toBe(evidence[lang])
  })
})

describe('D3: the verifier says what the signature proves, not "genuine and unchanged"', () => {
  const opening = by({ de: 'Von dieser Website signiert und seitdem unverändert:', en: 'Signed by this website and unchanged since:', zh: '由本网站签名且此后未经改动：' })
  const proves = by({
    de: 'Die Signatur belegt, was diese Website vom Dienst erhalten hat; sie ist keine Bestätigung des BZSt.',
    en: 'The signature shows what this website received from the service; it is not a confirmation by the BZSt.',
    zh: '该签名证明的是本网站从该服务收到的内容，并非BZSt出具的确认。',
  })
  it.each(languages)('verify.valid opens with the review’s words and verify.proves is its sentence (%s)', (lang) => {
    expect(page(lang).form.verify.valid.startsWith(opening[lang])).toBe(true)
    expect(page(lang).form.verify.proves).toBe(proves[lang])
  })

  it.each(languages)('a VIES receipt is said to be no § 18e UStG confirmation by the BZSt (%s)', (lang) => {
    expect(page(lang).form.verify.route.vies).toMatch(/§ 18e UStG/)
    expect(page(lang).form.verify.route.vies).toMatch(/BZSt/)
  })

  it('"Echt und unverändert" and its translations appear nowhere', () => {
    for (const [file, source] of contentSources()) expect(source, file).not.toMatch(/Echt und unverändert|Genuine and unchanged|真实且未经改动/)
  })
})
