import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Lang, QualifiedCheckText } from '../../../content/types'
import { qualifiedFields } from '../../../core/evatr-api'
import { isCompared, qualifiedErrorText, qualifiedLimits, receivedCode, type QualifiedCheckAnswer, type QualifiedErrorCode } from '../../../core/qualified-check-api'
import { readableServiceTime } from '../../../core/qualified-receipt'
import { attentionTexts, bzstFirstText, outcomeText } from '../../../core/qualified-texts'
import { format } from '../../../core/text'
import { getJson, postJson } from '../../client/api'
import { Spinner } from '../../components/Spinner/Spinner'
import { useEarlyInput } from '../early-input'

const fieldNames = ['requesterVatId', 'countryCode', 'vatNumber', 'companyName', 'street', 'postcode', 'city'] as const
type Field = (typeof fieldNames)[number]
const empty = Object.fromEntries(fieldNames.map((name) => [name, ''])) as Record<Field, string>
type Availability = { evatr: { code: string; available: boolean }[] | null; vies: { code: string; available: boolean }[] | null; viesService?: boolean | null }

export interface QualifiedCheckProps {
  texts: QualifiedCheckText
  lang: Lang
  /** The member states; Northern Ireland (XI) follows them. */
  countries: { code: string; name: string }[]
  paths: { check: string; availability: string }
  /** The function's own page (without JavaScript): the entries with a result or an error. */
  initial?: { values: Partial<Record<Field | 'declaration', string>>; result?: QualifiedCheckAnswer; error?: QualifiedErrorCode }
}

/** A time as the service wrote it, read in German time beside it; or "not given by the service". */
function ServiceTime({ raw, lang, missing }: { raw: string | null; lang: Lang; missing: string }) {
  if (raw === null) return <>{missing}</>
  const reading = readableServiceTime(raw, lang)
  return (
    <>
      {reading ?? raw}
      {reading && <span className="block break-all text-fg-muted">{raw}</span>}
    </>
  )
}

/**
 * The result of a qualified check: the outcome in plain words, why it needs a closer look, each
 * comparison (with the BZSt's value as received), times and reference, what counts as evidence,
 * and the signed receipt and the PDF to download.
 */
export function QualifiedResult({ texts, lang, result }: { texts: QualifiedCheckText; lang: Lang; result: QualifiedCheckAnswer }) {
  const outcome = outcomeText(result, texts, lang)
  const compared = isCompared(result.outcome)
  const attention = attentionTexts(result.attention, texts)
  const bzstFirst = bzstFirstText(result, texts)
  return (
    <section aria-labelledby="qualified-result-title" data-outcome={result.outcome} data-route={result.route} data-attention={result.attention.join(' ') || undefined} className="qualified-result mt-8 rounded-xl border border-border bg-muted p-4 sm:p-6">
      <h2 id="qualified-result-title" className="text-xl font-semibold text-fg">{outcome.title}</h2>
      {bzstFirst && <p className="qualified-bzst-first mt-3 font-medium text-fg">{bzstFirst}</p>}
      <p className="mt-3 text-fg">{outcome.meaning}</p>
      <p className="mt-2 text-fg-muted">{outcome.action}</p>
      {attention.length > 0 && (
        <div className="qualified-attention mt-4 rounded-md border border-danger p-3">
          <p className="font-semibold text-fg">{texts.attention.title}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-fg">
            {attention.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
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
              <tr key={field} className="border-b border-border align-top" data-match={result.matches[field]}>
                <th scope="row" className="py-2 pr-4 font-medium">{texts.fields[field]}</th>
                <td className="py-2 pr-4">
                  <span className="font-medium">{texts.matches[result.matches[field]].label}</span>
                  <span className="block text-fg-muted">{texts.matches[result.matches[field]].text}</span>
                </td>
                {result.route === 'evatr' && <td className="py-2 break-all">{receivedCode(result, field)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="mt-6 grid gap-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{texts.requestedAtLabel}</dt>
        <dd>
          <ServiceTime raw={result.requestedAt} lang={lang} missing={texts.serviceTimeMissing} />
        </dd>
        {result.answer && (
          <>
            <dt className="font-medium">{texts.receivedAtLabel}</dt>
            <dd>
              <ServiceTime raw={result.receivedAt} lang={lang} missing={texts.serviceTimeMissing} />
            </dd>
          </>
        )}
        {result.reference && (
          <>
            <dt className="font-medium">{texts.referenceLabel[result.route]}</dt>
            <dd className="break-all">{result.reference}</dd>
          </>
        )}
      </dl>
      {result.answer && <p className="mt-4 text-sm text-fg">{texts.evidence[result.route]}</p>}
      {(result.receipt || result.receiptPdf) && (
        <p className="mt-6 flex flex-wrap gap-3">
          {result.receiptPdf && (
            <a className="btn btn-primary" download={result.receiptPdf.fileName} href={`data:application/pdf;base64,${result.receiptPdf.base64}`}>
              {texts.receipt.download}
            </a>
          )}
          {result.receipt && (
            <a className="btn btn-secondary" download={result.receipt.fileName} href={`data:application/json;charset=utf-8,${encodeURIComponent(result.receipt.json)}`}>
              {texts.downloadReceipt}
            </a>
          )}
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
  const [values, setValues] = useState<Record<Field, string>>({ ...empty, ...Object.fromEntries(fieldNames.map((name) => [name, initial?.values[name] ?? ''])) })
  const [declared, setDeclared] = useState(initial?.values.declaration === 'on')
  const [result, setResult] = useState(initial?.result)
  const [error, setError] = useState(initial?.error)
  const [sending, setSending] = useState(false)
  const [availability, setAvailability] = useState<Availability>()
  useEarlyInput(formRef, (typed) => {
    setValues((v) => ({ ...v, ...Object.fromEntries(fieldNames.map((name) => [name, typed.get(name) ?? v[name]])) }))
    setDeclared(typed.get('declaration') === 'on')
  })

  useEffect(() => {
    void getJson<Availability>(paths.availability).then((answer) => answer.ok && setAvailability(answer.data))
  }, [paths.availability])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    setError(undefined)
    const answer = await postJson<QualifiedCheckAnswer>(paths.check, { ...values, declaration: declared, lang })
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
  const choices = [...countries, { code: 'XI', name: texts.northernIreland }]
  const picked = choices.find((country) => country.code === values.countryCode)
  // The route's own list: a German requester asks the BZSt, any other VIES.
  const viaBzst = values.requesterVatId.replace(/[^A-Za-z]/g, '').toUpperCase().startsWith('DE')
  const states = viaBzst ? availability?.evatr : availability?.vies
  // VIES reports itself unavailable as a whole: every request through VIES (the BZSt's too) will fail.
  const viesDown = availability?.viesService === false
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
              {choices.map((country) => (
                <option key={country.code} value={country.code}>{country.name}</option>
              ))}
            </select>
          </div>
          {text('vatNumber', texts.numberLabel, { required: true, max: 20 })}
        </div>
        <p id={`${id}-country-note`} role="status" className="text-sm text-fg">
          {picked && unavailable.includes(picked.code) && !viesDown ? format(texts.memberStateUnavailable, { country: picked.name }) : ''}
        </p>
        {viesDown && (
          <p role="alert" className="qualified-vies-down rounded-md border border-danger p-3 text-sm text-fg">
            {texts.viesUnavailable}
          </p>
        )}
        {text('companyName', texts.companyNameLabel, { required: true, max: qualifiedLimits.companyName, autoComplete: 'organization' })}
        {text('street', texts.streetLabel, { max: qualifiedLimits.street })}
        <div className="grid gap-5 sm:grid-cols-[1fr_2fr]">
          {text('postcode', texts.postcodeLabel, { max: qualifiedLimits.postcode })}
          {text('city', texts.cityLabel, { required: true, max: qualifiedLimits.city })}
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input id={`${id}-declaration`} name="declaration" type="checkbox" value="on" checked={declared} onChange={(e) => setDeclared(e.target.checked)} required aria-describedby={`${id}-declaration-note`} className="mt-1 size-4 shrink-0" />
            <label htmlFor={`${id}-declaration`} className="text-sm text-fg">{texts.declaration.label}</label>
          </div>
          <p id={`${id}-declaration-note`} className="mt-1 pl-7 text-sm text-fg-muted">{texts.declaration.note}</p>
        </div>
        <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
          {sending && <Spinner />}
          {sending ? texts.checking : texts.submit}
        </button>
      </form>
      <p className="mt-6 text-sm text-fg-muted">{texts.xiNote}</p>
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
