import { CheckCircle2, Loader2, Printer, TriangleAlert, XCircle } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Lang, VatCheckerText } from '../../../content/types'
import { cleanVatNumber, viesErrorKind, type ViesCheckResult } from '../../../core/vies-api'
import { isVatCheckComplete } from '../../../core/vies-form'
import { postJson } from '../../client/api'
import { useEarlyInput } from '../early-input'

export interface ViesCheckerProps {
  texts: VatCheckerText
  lang: Lang
  /** The 27 member states, names in the page's language. */
  countries: { code: string; name: string }[]
  endpoint: string
  /** Locale for the request date (de-DE, en-GB, zh-CN). */
  locale: string
  /** A check already made: the result page the server renders for the form without JavaScript. */
  initial?: { country: string; number: string; outcome: ViesOutcome }
}

export type ViesOutcome =
  | { kind: 'valid' | 'invalid'; query: string; data: ViesCheckResult }
  | { kind: 'error'; hint: string | null }

/** The card for an answer of POST /api/vies-vat-check: the same in the island and on the server. */
export function viesOutcome(texts: VatCheckerText, query: string, answer: { ok: true; data: ViesCheckResult } | { ok: false; error: string }): ViesOutcome {
  if (answer.ok) return { kind: answer.data.valid ? 'valid' : 'invalid', query, data: answer.data }
  return { kind: 'error', hint: { unavailable: texts.hints.unavailable, input: texts.hints.checkInput, other: null }[viesErrorKind(answer.error)] }
}

/** The VAT ID validator (SPEC.md §2): form, then a result card for valid, invalid or error. */
export function ViesChecker({ texts, lang, countries, endpoint, locale, initial }: ViesCheckerProps) {
  const id = useId()
  const [country, setCountry] = useState(initial?.country ?? '')
  const [number, setNumber] = useState(initial?.number ?? '')
  const [loading, setLoading] = useState(false)
  const [outcome, setOutcome] = useState<ViesOutcome | null>(initial?.outcome ?? null)
  const [open, setOpen] = useState(Boolean(initial))
  // The server renders the button enabled, so the form posts without JavaScript (the server
  // answers with a result page); until hydration renderer/islands/ViesChecker/guard.ts keeps it
  // in step with the fields.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyInput(formRef, (typed) => {
    setCountry(typed.get('countryCode') ?? '')
    setNumber(typed.get('vatNumber') ?? '')
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (loading || !isVatCheckComplete(country, number)) return
    setOpen(false)
    setLoading(true)
    const vatNumber = cleanVatNumber(country, number)
    try {
      const result = await postJson<ViesCheckResult>(endpoint, { countryCode: country, vatNumber })
      if (!result.ok) console.error('VAT ID check failed', result)
      setOutcome(viesOutcome(texts, `${country} ${vatNumber}`, result))
    } finally {
      setLoading(false)
      setOpen(true)
    }
  }

  const show = (value: string) => (value.trim() && value.trim() !== '---' ? value : texts.notAvailable)
  const formatDate = (iso: string) => {
    const date = new Date(iso)
    return Number.isNaN(date.getTime()) ? texts.notAvailable : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'medium' }).format(date)
  }
  const fieldClass = 'mt-1 block w-full rounded-md border border-border bg-bg px-3 py-2 text-fg shadow-sm disabled:opacity-60'

  return (
    <div className="space-y-8">
      <form ref={formRef} method="post" action={endpoint} onSubmit={submit} className="print-hidden space-y-5 rounded-xl border border-border bg-card p-6 shadow-sm">
        <input type="hidden" name="lang" value={lang} />
        <div>
          <label htmlFor={`${id}-country`} className="block text-sm font-medium text-fg">{texts.countryLabel}</label>
          <select id={`${id}-country`} name="countryCode" required value={country} onChange={(e) => setCountry(e.target.value)} disabled={loading} className={fieldClass}>
            <option value="" disabled>{texts.countryPlaceholder}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>{`${c.code} - ${c.name}`}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-number`} className="block text-sm font-medium text-fg">{texts.numberLabel}</label>
          <input
            id={`${id}-number`}
            name="vatNumber"
            type="text"
            required
            autoComplete="off"
            spellCheck={false}
            placeholder={texts.numberPlaceholder}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            disabled={loading}
            className={fieldClass}
          />
        </div>
        <button type="submit" disabled={loading || (hydrated && !isVatCheckComplete(country, number))} className="btn btn-primary btn-lg disabled:cursor-not-allowed disabled:opacity-60">
          {loading && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
          {loading ? texts.checking : texts.submit}
        </button>
      </form>

      <div aria-live="polite">
        {outcome && (
          <section
            aria-labelledby={`${id}-result`}
            data-open={open}
            data-state={outcome.kind}
            className="result-card print-area rounded-xl border-2 p-6"
          >
            <h2 id={`${id}-result`} className="text-sm font-semibold uppercase tracking-wide">{texts.resultTitle}</h2>
            {outcome.kind === 'error' ? (
              <>
                <p className="mt-3 flex items-center gap-2 text-xl font-bold"><XCircle aria-hidden="true" className="size-6" />{texts.errorTitle}</p>
                <p className="mt-2">{texts.errorText}</p>
                {outcome.hint && <p className="mt-2 font-medium">{outcome.hint}</p>}
              </>
            ) : (
              <>
                <p className="mt-3 flex items-center gap-2 text-xl font-bold">
                  {outcome.kind === 'valid' ? <CheckCircle2 aria-hidden="true" className="size-6" /> : <TriangleAlert aria-hidden="true" className="size-6" />}
                  {outcome.kind === 'valid' ? texts.valid : texts.invalid}
                </p>
                <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
                  <dt className="font-semibold">{texts.queriedLabel}</dt>
                  <dd>{outcome.query}</dd>
                  {outcome.kind === 'valid' && (
                    <>
                      <dt className="font-semibold">{texts.nameLabel}</dt>
                      <dd>{show(outcome.data.name)}</dd>
                      <dt className="font-semibold">{texts.addressLabel}</dt>
                      <dd className="whitespace-pre-line">{show(outcome.data.address)}</dd>
                      <dt className="font-semibold">{texts.requestDateLabel}</dt>
                      <dd>{formatDate(outcome.data.requestDate)}</dd>
                    </>
                  )}
                  {outcome.data.requestIdentifier && (
                    <>
                      <dt className="font-semibold">{texts.consultationLabel}</dt>
                      <dd className="font-mono">{outcome.data.requestIdentifier}</dd>
                    </>
                  )}
                </dl>
                {outcome.data.requestIdentifier && (
                  <button type="button" onClick={() => window.print()} className="js-only print-hidden btn btn-secondary mt-5">
                    <Printer aria-hidden="true" className="size-4" />
                    {texts.print}
                  </button>
                )}
              </>
            )}
          </section>
        )}
      </div>
    </div>
  )
}
