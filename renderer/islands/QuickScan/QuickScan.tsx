import { CheckCircle2, Printer, TriangleAlert, XCircle } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import type { QuickScanAnswer, QuickScanText } from '../../../content/types'
import { storeContactPrefill } from '../ContactForm/prefill'
import { format } from '../../../core/text'
import { scoreQuickScan } from '../../../core/quick-scan'
import { useEarlyInput } from '../early-input'

export interface QuickScanProps {
  /** The categories with their letter, title and questions in the page's language. */
  categories: { id: string; title: string; questions: string[] }[]
  texts: Pick<QuickScanText, 'answers' | 'progress' | 'result'>
  contactHref: string
}

const answerOrder: QuickScanAnswer[] = ['yes', 'no', 'unsure']

/** The VAT quick scan (SPEC.md §2, §9): 15 questions, the result only when all are answered. */
export function QuickScan({ categories, texts, contactHref }: QuickScanProps) {
  const questionsPerCategory = categories.map((category) => category.questions.length)
  const totalQuestions = questionsPerCategory.reduce((a, b) => a + b, 0)
  const id = useId()
  const [answers, setAnswers] = useState<Partial<Record<number, QuickScanAnswer>>>({})
  const rootRef = useRef<HTMLDivElement>(null)
  useEarlyInput(rootRef, (chosen) => {
    const early: Partial<Record<number, QuickScanAnswer>> = {}
    for (let q = 0; q < totalQuestions; q++) {
      const answer = answerOrder.find((a) => a === chosen.get(`q${q}`))
      if (answer) early[q] = answer
    }
    setAnswers(early)
  })
  const result = scoreQuickScan(answers, questionsPerCategory)
  const rating = texts.result.ratings[result.rating]
  const riskNames = result.riskCategories.map((i) => `${categories[i]?.id} – ${categories[i]?.title}`)
  let index = 0

  function handOver() {
    storeContactPrefill({
      source: 'VAT Quick Scan',
      message: format(texts.result.contactSummary, {
        rating: rating.title,
        score: result.score,
        total: totalQuestions,
        categories: riskNames.length > 0 ? riskNames.join(', ') : texts.result.noRiskCategories,
      }),
    })
  }

  return (
    <div ref={rootRef} className="space-y-10">
      <div className="print-hidden space-y-10">
        {categories.map((category, c) => (
          <section key={category.title} aria-labelledby={`${id}-cat-${c}`}>
            <h2 id={`${id}-cat-${c}`} className="text-xl font-semibold text-fg">
              {category.id} – {category.title}
            </h2>
            <ol className="mt-4 space-y-4">
              {category.questions.map((question) => {
                const q = index++
                return (
                  <li key={q}>
                    <fieldset className="rounded-xl border border-border bg-card p-5">
                      <legend className="sr-only">{`${q + 1}. ${question}`}</legend>
                      <p aria-hidden="true" className="font-medium text-fg">{`${q + 1}. ${question}`}</p>
                      <div className="mt-3 flex flex-wrap gap-3">
                        {answerOrder.map((answer) => (
                          <label key={answer} className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-1.5 text-fg has-[:checked]:border-primary has-[:checked]:bg-muted">
                            <input
                              type="radio"
                              name={`q${q}`}
                              value={answer}
                              checked={answers[q] === answer}
                              onChange={() => setAnswers((a) => ({ ...a, [q]: answer }))}
                              className="size-4 accent-[var(--primary)]"
                            />
                            {texts.answers[answer]}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  </li>
                )
              })}
            </ol>
          </section>
        ))}
        <p className="text-sm font-medium text-fg-muted" aria-live="polite" data-progress>
          {format(texts.progress, { answered: result.answered, total: totalQuestions })}
        </p>
      </div>

      <div aria-live="polite">
        {result.complete && (
          <section aria-labelledby={`${id}-result`} data-state={result.rating === 'green' ? 'valid' : result.rating === 'yellow' ? 'invalid' : 'error'} data-rating={result.rating} className="result-card print-area rounded-xl border-2 p-6">
            <h2 id={`${id}-result`} className="text-sm font-semibold uppercase tracking-wide">{texts.result.title}</h2>
            <p className="mt-3 flex items-center gap-2 text-2xl font-bold">
              {result.rating === 'green' ? <CheckCircle2 aria-hidden="true" className="size-7" /> : result.rating === 'yellow' ? <TriangleAlert aria-hidden="true" className="size-7" /> : <XCircle aria-hidden="true" className="size-7" />}
              {rating.title}
            </p>
            <p className="mt-2 font-medium" data-score>{format(texts.result.scoreLine, { score: result.score, total: totalQuestions })}</p>
            <p className="mt-2">{rating.text}</p>
            <h3 className="mt-5 font-semibold">{texts.result.riskCategoriesTitle}</h3>
            {riskNames.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-6" data-risk-categories>
                {riskNames.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2">{texts.result.noRiskCategories}</p>
            )}
            <div className="print-hidden mt-6 flex flex-wrap gap-3">
              <a href={contactHref} onClick={handOver} className="btn btn-primary">
                {texts.result.cta}
              </a>
              <button type="button" onClick={() => window.print()} className="btn btn-secondary">
                <Printer aria-hidden="true" className="size-4" />
                {texts.result.print}
              </button>
            </div>
          </section>
        )}
      </div>
    </div>
  )
}
