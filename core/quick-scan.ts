import type { QuickScanAnswer, QuickScanRating } from '../content/types'


export interface QuickScanResult {
  /** The result exists only when every question is answered (SPEC.md §4). */
  complete: boolean
  answered: number
  /** Number of "yes" or "unsure" answers. */
  score: number
  rating: QuickScanRating
  /** Indexes of the categories with at least one risk point. */
  riskCategories: number[]
}

/** 0–2 green, 3–5 yellow, 6 or more red (SPEC.md §9). */
export function ratingFor(score: number): QuickScanRating {
  return score <= 2 ? 'green' : score <= 5 ? 'yellow' : 'red'
}

/**
 * Scores answers given per question index (0 to total − 1, category by category), for categories
 * with the given numbers of questions (content/pages/vat-quick-scan.ts).
 */
export function scoreQuickScan(answers: Partial<Record<number, QuickScanAnswer>>, questionsPerCategory: readonly number[]): QuickScanResult {
  const totalQuestions = questionsPerCategory.reduce((a, b) => a + b, 0)
  const values = Array.from({ length: totalQuestions }, (_, i) => answers[i])
  const answered = values.filter((a) => a !== undefined).length
  const isRisk = (a: QuickScanAnswer | undefined) => a === 'yes' || a === 'unsure'
  const score = values.filter(isRisk).length
  let offset = 0
  const riskCategories: number[] = []
  questionsPerCategory.forEach((count, category) => {
    if (values.slice(offset, offset + count).some(isRisk)) riskCategories.push(category)
    offset += count
  })
  return { complete: answered === totalQuestions, answered, score, rating: ratingFor(score), riskCategories }
}
