import { Loader2 } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Lang, QualifiedCheckText } from '../../../content/types'
import { qualifiedFields } from '../../../core/evatr-api'
import { qualifiedErrorText, qualifiedLimits, type QualifiedCheckAnswer, type QualifiedErrorCode } from '../../../core/qualified-check-api'
import { qualifiedReceipt, readableServiceTime } from '../../../core/qualified-receipt'
import { format } from '../../../core/text'
import { getJson, postJson } from '../../client/api'
import { useEarlyInput } from '../early-input'

const fieldNames = ['requesterVatId', 'countryCode', 'vatNumber', 'companyName', 'street', 'postcode', 'city'] as const
type Field = (typeof fieldNames)[number]
const empty = Object.fromEntries(fieldNames.map((name) => [name, ''])) as Record<Field, string>
const letter = { match: 'A', noMatch: 'B', notRequested: 'C', notSupplied: 'D' } as const
type Availability = { evatr: { code: string; available: boolean }[] | null; vies: { code: string; available: boolean }[] | null }

export interface QualifiedCheckProps {
  texts: QualifiedCheckText
  lang: Lang
  countries: { code: string; name: string }[]
  paths: { check: string; availability: string }
  /** The function's own page (without JavaScript): the entries with a result or an error. */
  initial?: { values: Partial<Record<Field, string>>; result?: QualifiedCheckAnswer; error?: QualifiedErrorCode }
}

/** The result of a qualified check: the outcome in plain words, each comparison, the reference, the receipt to download. */
export function QualifiedResult({ texts, lang, result }: { texts: QualifiedCheckText; lang: Lang; result: QualifiedCheckAnswer }) {
  const outcome = texts.outcomes[result.outcome]
  const service = texts.services[result.route]
  const values = { validFrom: result.validFrom ?? '', validUntil: result.validUntil ?? '', service }
  const receipt = qualifiedReceipt(result, lang, new Date())
  const compared = result.outcome === 'valid' || result.outcome === 'validSpecialCase'
  const reading = readableServiceTime(result.requestedAt, lang)
  return (
    <section aria-labelledby="qualified-result-title" data-outcome={result.outcome} className="qualified-result mt-8 rounded-xl border border-border bg-muted p-4 sm:p-6">
      <h2 id="qualified-result-title" className="text-xl font-semibold text-fg">{outcome.title}</h2>
      <p className="mt-3 text-fg">{format(outcome.meaning, values)}</p>
      <p className="mt-2 text-fg-muted">{format(outcome.action, values)}</p>
      {compared && (
        // break-word, not the page's "anywhere": a column is never narrower than its longest word.
        <table className="mt-6 w-full text-left text-sm [overflow-wrap:break-word]">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-4">{texts.comparisonHeadings.field}</th>
              <th scope="col" className="py-2 pr-4">{texts.comparisonHeadings.result}</th>
              {result.route === 'evatr' && <th scope="col" className="py-2">{texts.comparisonHeadings.code}</th>}
            </tr>
          </thead>
          <tbody>
            {qualifiedFields.map((field) => (
              <tr key={field} className="border-b border-border align-top">
                <th scope="row" className="py-2 pr-4 font-medium">{texts.fields[field]}</th>
                <td className="py-2 pr-4">
                  <span className="font-medium">{texts.matches[result.matches[field]].label}</span>
                  <span className="block text-fg-muted">{texts.matches[result.matches[field]].text}</span>
                </td>
                {result.route === 'evatr' && <td className="py-2">{letter[result.matches[field]]}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="mt-6 grid gap-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{texts.requestedAtLabel}</dt>
        <dd>
          {reading ?? result.requestedAt}
          {reading && <span className="block break-all text-fg-muted">{result.requestedAt}</span>}
        </dd>
        {result.reference && (
          <>
            <dt className="font-medium">{texts.referenceLabel[result.route]}</dt>
            <dd className="break-all">{result.reference}</dd>
          </>
        )}
      </dl>
      {result.record !== null && (
        <p className="mt-6 flex flex-wrap gap-3">
          {result.receiptPdf && (
            <a className="btn btn-primary" download={result.receiptPdf.fileName} href={`data:application/pdf;base64,${result.receiptPdf.base64}`}>
              {texts.receipt.download}
            </a>
          )}
          <a className="btn btn-secondary" download={receipt.fileName} href={`data:application/json;charset=utf-8,${encodeURIComponent(receipt.json)}`}>
            {texts.downloadReceipt}
          </a>
        </p>
      )}
      <p className="mt-4 text-sm text-fg-muted">{texts.proofNote}</p>
    </section>
  )
}

/**
 * The qualified VAT ID confirmation's form (/ust-id-bestaetigung): the visitor's own VAT ID decides
 * the route (core/qualified-check-api.ts). Without JavaScript it posts to the function, which
 * answers with a page rendering this component; with JavaScript it stays on the page and warns as
 * soon as a member state is picked that its service reports as not answering.
 */
export function QualifiedCheck({ texts, lang, countries, paths, initial }: QualifiedCheckProps) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Record<Field, string>>({ ...empty, ...initial?.values })
  const [result, setResult] = useState(initial?.result)
  const [error, setError] = useState(initial?.error)
  const [sending, setSending] = useState(false)
  const [availability, setAvailability] = useState<Availability>()
  useEarlyInput(formRef, (typed) => setValues((v) => ({ ...v, ...Object.fromEntries(fieldNames.map((name) => [name, typed.get(name) ?? v[name]])) })))

  useEffect(() => {
    void getJson<Availability>(paths.availability).then((answer) => answer.ok && setAvailability(answer.data))
  }, [paths.availability])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    setError(undefined)
    const answer = await postJson<QualifiedCheckAnswer>(paths.check, { ...values, lang })
    setSending(false)
    if (answer.ok) {
      setResult(answer.data)
      return
    }
    setResult(undefined)
    setError(answer.error as QualifiedErrorCode)
  }

  const input = 'mt-1 block w-full rounded-md border border-border bg-bg px-3 py-2 text-fg shadow-sm'
  const label = 'block text-sm font-medium text-fg'
  const change = (name: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }))
  const text = (name: Field, caption: string, options: { required?: boolean; max?: number; autoComplete?: string; describedBy?: string } = {}) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={label}>
        {caption}
        {!options.required && <span className="font-normal text-fg-muted"> ({texts.optional})</span>}
      </label>
      <input id={`${id}-${name}`} name={name} type="text" value={values[name]} onChange={change(name)} required={options.required} maxLength={options.max} autoComplete={options.autoComplete ?? 'off'} aria-describedby={options.describedBy} className={input} />
    </div>
  )
  const picked = countries.find((country) => country.code === values.countryCode)
  // The route's own list: a German requester asks the BZSt, any other VIES.
  const states = values.requesterVatId.replace(/[^A-Za-z]/g, '').toUpperCase().startsWith('DE') ? availability?.evatr : availability?.vies
  const unavailable = (states ?? []).filter((state) => !state.available).map((state) => state.code)
  return (
    <div>
      <form ref={formRef} action={paths.check} method="post" onSubmit={submit} className="space-y-5" aria-busy={sending}>
        <input type="hidden" name="lang" value={lang} />
        <div>
          {text('requesterVatId', texts.requesterLabel, { required: true, max: 20, describedBy: `${id}-requester-hint` })}
          <p id={`${id}-requester-hint`} className="mt-1 text-sm text-fg-muted">{texts.requesterHint}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-countryCode`} className={label}>{texts.countryLabel}</label>
            <select id={`${id}-countryCode`} name="countryCode" value={values.countryCode} onChange={change('countryCode')} required className={input} aria-describedby={`${id}-country-note`}>
              <option value="">{texts.countryPlaceholder}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>{country.name}</option>
              ))}
            </select>
          </div>
          {text('vatNumber', texts.numberLabel, { required: true, max: 20 })}
        </div>
        <p id={`${id}-country-note`} role="status" className="text-sm text-fg">
          {picked && unavailable.includes(picked.code) ? format(texts.memberStateUnavailable, { country: picked.name }) : ''}
        </p>
        {text('companyName', texts.companyNameLabel, { required: true, max: qualifiedLimits.companyName, autoComplete: 'organization' })}
        {text('street', texts.streetLabel, { max: qualifiedLimits.street })}
        <div className="grid gap-5 sm:grid-cols-[1fr_2fr]">
          {text('postcode', texts.postcodeLabel, { max: qualifiedLimits.postcode })}
          {text('city', texts.cityLabel, { required: true, max: qualifiedLimits.city })}
        </div>
        <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
          {sending && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
          {sending ? texts.checking : texts.submit}
        </button>
      </form>
      {error && (
        <div role="alert" className="mt-6 rounded-md border border-danger p-4">
          <p className="font-semibold text-fg">{texts.errorTitle}</p>
          <p className="mt-1 text-fg">{texts.errors[qualifiedErrorText(error)]}</p>
        </div>
      )}
      {result && <QualifiedResult texts={texts} lang={lang} result={result} />}
    </div>
  )
}
