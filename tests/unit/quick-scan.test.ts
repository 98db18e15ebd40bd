import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vatQuickScanPage } from '../../content/pages/vat-quick-scan'
import { languages } from '../../content/languages'
import type { QuickScanAnswer } from '../../content/types'
import { ratingFor, scoreQuickScan } from '../../core/quick-scan'

const counts = vatQuickScanPage.categories.map((category) => category.text.de.questions.length)
const total = counts.reduce((a, b) => a + b, 0)

function answersWith(risks: number, riskAnswer: QuickScanAnswer = 'yes'): Record<number, QuickScanAnswer> {
  return Object.fromEntries(Array.from({ length: total }, (_, i) => [i, i < risks ? riskAnswer : 'no']))
}

describe('VAT quick scan scoring (SPEC.md §9)', () => {
  it('asks the same number of questions per category in every language', () => {
    for (const lang of languages) {
      expect(vatQuickScanPage.categories.map((category) => category.text[lang].questions.length), lang).toEqual(counts)
    }
  })

  it.each([
    [0, 'green'],
    [2, 'green'],
    [3, 'yellow'],
    [5, 'yellow'],
    [6, 'red'],
    [15, 'red'],
  ] as const)('%i risk points → %s', (score, rating) => {
    expect(ratingFor(score)).toBe(rating)
    expect(scoreQuickScan(answersWith(score), counts).rating).toBe(rating)
    expect(scoreQuickScan(answersWith(score, 'unsure'), counts).score).toBe(score)
  })

  it('counts yes and unsure, not no; names the categories that hold a risk point', () => {
    const result = scoreQuickScan({ ...answersWith(0), 0: 'yes', [counts[0]! + 1]: 'unsure', [total - 1]: 'yes' }, counts)
    expect(result.score).toBe(3)
    expect(result.riskCategories).toEqual([0, 1, counts.length - 1])
  })

  it('is complete only when every question is answered', () => {
    const answers = answersWith(1)
    delete answers[total - 1]
    expect(scoreQuickScan(answers, counts)).toMatchObject({ complete: false, answered: total - 1 })
    expect(scoreQuickScan(answersWith(1), counts).complete).toBe(true)
  })

  it('for any categories and answers: a category is at risk exactly when one of its answers is yes or unsure', () => {
    const scan = fc
      .array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 })
      .chain((sizes) => fc.tuple(fc.constant(sizes), fc.array(fc.option(fc.constantFrom<QuickScanAnswer>('yes', 'no', 'unsure'), { nil: undefined }), { minLength: sizes.reduce((a, b) => a + b, 0), maxLength: sizes.reduce((a, b) => a + b, 0) })))
    fc.assert(
      fc.property(scan, ([sizes, given]) => {
        const answers = Object.fromEntries(given.flatMap((a, i) => (a ? [[i, a]] : [])))
        const result = scoreQuickScan(answers, sizes)
        const starts = sizes.map((_, c) => sizes.slice(0, c).reduce((a, b) => a + b, 0))
        const atRisk = sizes.flatMap((size, c) => (given.slice(starts[c], starts[c]! + size).some((a) => a === 'yes' || a === 'unsure') ? [c] : []))
        expect(result.riskCategories).toEqual(atRisk)
        expect(result.answered).toBe(given.filter(Boolean).length)
        expect(result.complete).toBe(given.every(Boolean))
      }),
    )
  })
})
