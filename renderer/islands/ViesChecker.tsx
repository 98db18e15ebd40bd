import { CheckCircle2, Loader2, Printer, TriangleAlert, XCircle } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import type { Lang, VatCheckerText } from '../../content/types'
import { cleanVatNumber } from '../../lambdas/vies-vat-check/vat-number'
import { postJson } from '../client/api'

export interface ViesCheckerProps {
  texts: VatCheckerText
  lang: Lang
  /** The 27 member states, names in the page's language. */
  countries: { code: string; name: string }[]
  endpoint: string
  /** Locale for the request date (de-DE, en-GB, zh-CN). */
  locale: string
}

interface CheckResult {
  valid: boolean
  name: string
  address: string
  requestDate: string
  requestIdentifier?: string
}

type Outcome =
  | { kind: 'valid' | 'invalid'; query: string; data: CheckResult }
  | { kind: 'error'; hint: string | null }

const unavailableCodes = new Set(['MS_UNAVAILABLE', 'SERVICE_UNAVAILABLE', 'TIMEOUT', 'vies_timeout', 'vies_unreachable', 'GLOBAL_MAX_CONCURRENT_REQ', 'GLOBAL_MAX_CONCURRENT_REQ_TIME', 'MS_MAX_CONCURRENT_REQ', 'MS_MAX_CONCURRENT_REQ_TIME'])
const inputCodes = new Set(['INVALID_INPUT', 'invalid_vat_number', 'invalid_country'])

/** The VAT ID validator (SPEC.md §2): form, then a result card for valid, invalid or error. */
export function ViesChecker({ texts, countries, endpoint, locale }: ViesCheckerProps) {
  const id = useId()
  const [country, setCountry] = useState('')
  const [number, setNumber] = useState('')
  const [loading, setLoading] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [open, setOpen] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (loading || !country || !number.trim()) return
    setOpen(false)
    setLoading(true)
    const vatNumber = cleanVatNumber(country, number)
    try {
      const result = await postJson<CheckResult>(endpoint, { countryCode: country, vatNumber })
      if (result.ok) {
        setOutcome({ kind: result.data.valid ? 'valid' : 'invalid', query: `${country} ${vatNumber}`, data: result.data })
      } else {
        console.error('VAT ID check failed', result)
        setOutcome({
          kind: 'error',
          hint: unavailableCodes.has(result.error) ? texts.hints.unavailable : inputCodes.has(result.error) ? texts.hints.checkInput : null,
        })
      }
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
      <form onSubmit={submit} className="print-hidden space-y-5 rounded-xl border border-border bg-card p-6 shadow-sm">
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
        <button type="submit" disabled={loading || !country || !number.trim()} className="btn btn-primary btn-lg disabled:cursor-not-allowed disabled:opacity-60">
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
                  <button type="button" onClick={() => window.print()} className="print-hidden btn btn-secondary mt-5">
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
