import { describe, expect, it } from 'vitest'
import { vatQuickScanPage } from '../../content/pages/vat-quick-scan'
import { languages } from '../../content/languages'
import type { QuickScanAnswer } from '../../content/types'
import { questionsPerCategory, ratingFor, scoreQuickScan, totalQuestions } from '../../renderer/tools/quick-scan'

function answersWith(risks: number, riskAnswer: QuickScanAnswer = 'yes'): Record<number, QuickScanAnswer> {
  return Object.fromEntries(Array.from({ length: totalQuestions }, (_, i) => [i, i < risks ? riskAnswer : 'no']))
}

describe('VAT quick scan scoring (SPEC.md §9)', () => {
  it('has 15 questions in 5 categories of 4, 3, 2, 3 and 3 in every language', () => {
    expect(totalQuestions).toBe(15)
    for (const lang of languages) {
      expect(vatQuickScanPage.text[lang].categories.map((c) => c.questions.length)).toEqual([...questionsPerCategory])
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
    expect(scoreQuickScan(answersWith(score)).rating).toBe(rating)
    expect(scoreQuickScan(answersWith(score, 'unsure')).score).toBe(score)
  })

  it('counts yes and unsure, not no', () => {
    const result = scoreQuickScan({ ...answersWith(0), 0: 'yes', 5: 'unsure', 14: 'yes' })
    expect(result.score).toBe(3)
    expect(result.riskCategories).toEqual([0, 1, 4])
  })

  it('is complete only when all 15 are answered', () => {
    const answers = answersWith(1)
    delete answers[14]
    expect(scoreQuickScan(answers)).toMatchObject({ complete: false, answered: 14 })
    expect(scoreQuickScan(answersWith(1)).complete).toBe(true)
  })
})
