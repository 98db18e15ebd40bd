// The termbase and title-case rules of the content check, on texts written here and on a source
// file, so that each rule is seen to fail.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Termbase } from '../../content/types'
import { locatedStrings, type LocatedString } from '../../scripts/content/located-strings'
import { capitalisationProblems, termbaseProblems } from '../../scripts/content/termbase-check'

const termbase: Termbase = {
  terms: [
    { concept: 'withdrawal', de: 'Widerruf', en: 'withdrawal', zh: '撤回', avoid: { zh: ['撤销'], en: ['revocation'] } },
    { concept: 'limitation-period-for-assessment', de: 'Festsetzungsfrist', en: 'limitation period for assessment', zh: '核定时效' },
    { concept: 'ec-sales-list', de: 'Zusammenfassende Meldung', en: 'EC sales list', zh: '欧盟销售清单', avoid: { en: ['EC Sales List'] }, require: [] },
    { concept: 'intra-community-supply', de: 'innergemeinschaftliche Lieferung', en: 'intra-Community supply', zh: '欧盟内部供货', require: ['en'] },
    { concept: 'inquiry', de: 'Anfrage', en: 'enquiry', zh: '咨询', avoid: { en: ['inquiry'] }, require: [] },
    { concept: 'tax-warehouse', de: 'Steuerlager', en: 'tax warehouse', zh: '消费税仓库', require: ['en'] },
    { concept: 'alcohol-tax', de: 'Alkoholsteuer', en: 'alcohol tax', zh: '酒精税', avoid: { zh: ['酒税'] } },
    { concept: 'beer-tax', de: 'Biersteuer', en: 'beer tax', zh: '啤酒税' },
    { concept: 'vat', de: 'Umsatzsteuer', en: 'VAT', zh: '增值税', require: [] },
    { concept: 'vat-id', de: 'USt-IdNr', en: 'VAT ID', zh: '增值税识别号', avoid: { zh: ['增值税号'] }, require: [] },
    { concept: 'customs-tariff-number', de: 'Zolltarifnummer', en: 'tariff number', zh: '商品编码', avoid: { zh: ['税则号'] } },
    { concept: 'authorised-warehousekeeper', de: 'Steuerlagerinhaber', en: 'authorised warehousekeeper', zh: '消费税仓库经营者', require: ['en'] },
    { concept: 'free-first-assessment', de: 'erste Einschätzung', deForms: ['ersten Einschätzung'], en: 'first assessment', zh: '初步评估' },
  ],
  properNouns: ['Germany', 'EU', 'Amazon Web Services'],
}

const at = (lang: 'de' | 'en' | 'zh' | undefined, text: string, keys: (string | number)[], line = 1): LocatedString => ({ file: 'content/x.ts', line, column: 5, lang, keys, placeKeys: keys, text })

describe('termbase', () => {
  it('fails on a variant to avoid, naming the place and the term to use', () => {
    const problems = termbaseProblems([at('zh', '您可以撤销合同', ['a', 'zh'], 7), at('en', 'Revocations are possible', ['a', 'en'], 6)], termbase)
    expect(problems).toEqual([
      { file: 'content/x.ts', line: 7, column: 9, message: '"撤销": use "撤回" (termbase: withdrawal)' },
      { file: 'content/x.ts', line: 6, column: 6, message: '"Revocation": use "withdrawal" (termbase: withdrawal)' },
    ])
  })

  it('fails when a translation lacks the term its German text uses, and passes when it has it', () => {
    const texts = [
      at('de', 'Vor Ablauf der Festsetzungsfrist', ['faq', 0, 'de'], 3),
      at('en', 'Before the assessment period expires', ['faq', 0, 'en'], 4),
      at('zh', '在核定时效届满前', ['faq', 0, 'zh'], 5),
    ]
    expect(termbaseProblems(texts, termbase)).toEqual([
      { file: 'content/x.ts', line: 4, column: 6, message: 'the German says "Festsetzungsfrist": the en text must say "limitation period for assessment" (termbase: limitation-period-for-assessment)' },
    ])
    texts[1] = at('en', 'Before the limitation period for assessment expires', ['faq', 0, 'en'], 4)
    expect(termbaseProblems(texts, termbase)).toEqual([])
  })

  it('avoids a variant in its own spelling only (a capital first letter at a sentence start counts), never inside a placeholder', () => {
    const problems = (text: string) => termbaseProblems([at('en', text, ['a', 'en'])], termbase).map((p) => p.message.split(':')[0])
    expect(problems('File the EC Sales List')).toEqual(['"EC Sales List"'])
    expect(problems('File the EC sales list')).toEqual([])
    expect(problems('Inquiry form')).toEqual(['"Inquiry"'])
    expect(problems('Kept for {inquiryArchiveDays} days')).toEqual([])
  })

  it('leaves a variant alone inside a longer term of another concept and as a bracketed gloss after its own term', () => {
    const problems = (text: string) => termbaseProblems([at('zh', text, ['c', 'zh'])], termbase).map((p) => p.message.split(':')[0])
    expect(problems('酒税和啤酒税')).toEqual(['"酒税"'])
    expect(problems('酒精税和啤酒税')).toEqual([])
    expect(problems('商品编码（海关税则号）')).toEqual([])
    expect(problems('税则号（商品编码）')).toEqual(['"税则号"'])
    // A variant that contains another concept's shorter term is still a variant.
    expect(problems('您的增值税号')).toEqual(['"增值税号"'])
  })

  it('finds a German term in each of its forms (deForms), not in another word that merely contains part of it', () => {
    const pair = (de: string, en: string) => termbaseProblems([at('de', de, ['d', 'de']), at('en', en, ['d', 'en'])], termbase).map((p) => p.message.split(':')[1]?.trim())
    expect(pair('Die kostenlose erste Einschätzung', 'The free initial call')).toEqual(['the en text must say "first assessment" (termbase'])
    expect(pair('In der kostenlosen ersten Einschätzung', 'In the free initial call')).toEqual(['the en text must say "first assessment" (termbase'])
    expect(pair('In der kostenlosen ersten Einschätzung', 'In the free first assessment')).toEqual([])
    expect(pair('Eine kostenlose Selbsteinschätzung', 'A free self-assessment')).toEqual([])
  })

  it('accepts a required term in its plural, and lets a longer German term win over the term it contains', () => {
    const pair = (de: string, en: string) => termbaseProblems([at('de', de, ['b', 'de']), at('en', en, ['b', 'en'])], termbase).map((p) => p.message.split(':')[1]?.trim())
    expect(pair('Innergemeinschaftliche Lieferungen', 'Intra-Community supplies')).toEqual([])
    expect(pair('Innergemeinschaftliche Lieferungen', 'Deliveries within the EU')).toEqual(['the en text must say "intra-Community supply" (termbase'])
    expect(pair('Steuerlagerinhaber melden monatlich', 'Authorised warehousekeepers file monthly')).toEqual([])
    expect(pair('Steuerlagerinhaber und Steuerlager', 'Authorised warehousekeepers and their premises')).toEqual(['the en text must say "tax warehouse" (termbase'])
  })

  it('pairs texts by their place: a German text of another item does not count', () => {
    const texts = [at('de', 'Widerrufsbelehrung', ['items', 0, 'de']), at('en', 'Cancellation', ['items', 1, 'en'])]
    expect(termbaseProblems(texts, termbase)).toEqual([])
  })
})

describe('English titles in sentence case', () => {
  it('flags a lower-case start and capitalised words, and accepts acronyms, codes, proper nouns and a new sentence after a colon', () => {
    const problems = capitalisationProblems(
      [
        at('en', 'customs duty', ['text', 'en', 'title']),
        at('en', 'Coffee Tax in Germany', ['meta', 'en', 'title']),
        at('en', 'VAT registration in Germany for EU sellers (§ 6b UStG)', ['hero', 'en', 'title']),
        at('en', 'ECJ C-276/24: Liability for a supplier’s VAT', ['text', 'en', 'title']),
        at('en', 'Coffee Tax', ['text', 'en', 'subtitle']),
        at('de', 'zollschuld', ['text', 'de', 'title']),
        at('en', 'Hosting via Amazon Web Services', ['text', 'en', 'heading']),
        at('en', '§ 1 Scope', ['text', 'en', 'title']),
        at('en', 'Provider information (Section 5 DDG)', ['text', 'en', 'title']),
        at('en', 'The Section on fees', ['text', 'en', 'title']),
      ],
      termbase.properNouns,
    ).map((p) => p.message.split(':')[0])
    expect(problems).toEqual(['title starts in lower case', '"Tax" in a title', '"Section" in a title'])
  })
})

describe('located strings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'located-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('finds each text of a source file with its line, column, language and place', () => {
    mkdirSync(join(dir, 'content'))
    writeFileSync(
      join(dir, 'content/page.ts'),
      ["import type { Page } from './types'", 'export const page = {', "  id: 'x',", '  text: {', "    de: { faq: [{ q: 'Frage' }] },", "    en: { faq: [{ q: 'Question' }] },", '  },', '}', ''].join('\n'),
    )
    expect(locatedStrings(dir, 'content/page.ts').map(({ line, column, lang, keys, text }) => ({ line, column, lang, keys, text }))).toEqual([
      { line: 3, column: 7, lang: undefined, keys: ['id'], text: 'x' },
      { line: 5, column: 22, lang: 'de', keys: ['text', 'de', 'faq', 0, 'q'], text: 'Frage' },
      { line: 6, column: 22, lang: 'en', keys: ['text', 'en', 'faq', 0, 'q'], text: 'Question' },
    ])
  })
})
