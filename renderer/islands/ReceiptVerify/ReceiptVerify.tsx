import { useEffect, useId, useRef, useState } from 'react'
import type { Lang, QualifiedCheckText } from '../../../content/types'
import type { FieldMatch } from '../../../core/qualified-check-api'
import { readableServiceTime, type ReceiptDocument } from '../../../core/qualified-receipt'
import { verifyReceipt, type ReceiptKeys, type ReceiptVerdict } from '../../../core/receipt-signature'
import { format } from '../../../core/text'
import { getJson } from '../../client/api'

export interface ReceiptVerifyProps {
  texts: QualifiedCheckText['verify']
  /** The outcomes' titles, for the verdict on a valid receipt. */
  outcomes: Record<string, string>
  /** The form's words for what a receipt holds: the details, each comparison's label, the reasons for attention (with `title`), the table's headings, the reference per route. */
  labels: {
    fields: QualifiedCheckText['fields']
    matches: Record<FieldMatch, string>
    attention: Record<string, string>
    comparisonHeadings: QualifiedCheckText['comparisonHeadings']
    referenceLabel: QualifiedCheckText['referenceLabel']
    serviceTimeMissing: string
  }
  lang: Lang
  /** GET: the site's published receipt keys (core/qualified-check-api.ts receiptKeyPath). */
  keyPath: string
}

/** Where the verified receipt came from: the JSON itself, or the JSON attached to a PDF (its name and SHA-256). */
type Source = { pdf?: { name: string; sha256: string } }
type State = { kind: 'idle' } | { kind: 'checking' } | { kind: 'keyUnavailable' } | { kind: 'noAttachment' } | (ReceiptVerdict & Source)

/** Which verdict says most when a PDF holds several attachments: a valid receipt first, then what a receipt of the site's went wrong with. */
const rank: Record<ReceiptVerdict['kind'], number> = { valid: 0, outsideKeyPeriod: 1, altered: 2, foreign: 3, unreadable: 4 }

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')

async function verdictOf(bytes: Uint8Array<ArrayBuffer>, keys: ReceiptKeys): Promise<State> {
  const decode = (value: Uint8Array) => new TextDecoder().decode(value)
  const check = (text: string) => verifyReceipt(text, keys, crypto.subtle).catch((): ReceiptVerdict => ({ kind: 'altered' }))
  if (decode(bytes.subarray(0, 5)) !== '%PDF-') return check(decode(bytes))
  // A PDF: its attached signed JSON is what is verified (the reader is loaded only for a PDF).
  const { pdfAttachments } = await import('../../../core/pdf-attachments')
  let best: State = { kind: 'noAttachment' }
  for (const attachment of await pdfAttachments(bytes)) {
    const verdict = await check(decode(attachment.bytes))
    if (verdict.kind === 'unreadable' || (best.kind !== 'noAttachment' && rank[verdict.kind] >= rank[best.kind as ReceiptVerdict['kind']])) continue
    best = { ...verdict, pdf: { name: attachment.name ?? '', sha256: hex(await crypto.subtle.digest('SHA-256', attachment.bytes)) } }
  }
  return best
}

/** A time of the receipt as a reader reads it, with the string as signed beside it. */
function timeText(raw: string | null, lang: Lang, missing: string): string {
  if (raw === null) return missing
  const reading = readableServiceTime(raw, lang)
  return reading && reading !== raw ? `${reading} (${raw})` : raw
}

/** What a verified receipt says, as signed: the route and what it means, the request, outcome, times, reference, each comparison, the reasons for attention. */
function Signed({ document, texts, outcomes, labels, lang }: { document: ReceiptDocument } & Pick<ReceiptVerifyProps, 'texts' | 'outcomes' | 'labels' | 'lang'>) {
  const route = document.service.route
  const rows: [string, string][] = [
    [texts.request, format(texts.requestValue, { vatId: document.request.vatId, requesterVatId: document.request.requesterVatId })],
    [texts.outcome, outcomes[document.result.outcome] ?? document.result.outcome],
    [texts.signedAt, timeText(document.signedAt, lang, labels.serviceTimeMissing)],
    [texts.serviceTime, timeText(document.serviceTime, lang, labels.serviceTimeMissing)],
    [texts.receivedAt, timeText(document.receivedAt, lang, labels.serviceTimeMissing)],
    ...(document.reference ? [[labels.referenceLabel[route], document.reference] as [string, string]] : []),
  ]
  const withCode = route === 'evatr'
  return (
    <>
      <p className="mt-2" data-route={route}>{texts.route[route]}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {document.result.comparison.some((row) => row.result !== 'notRequested') && (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="text-left font-medium">{texts.comparison}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.comparisonHeadings.field}</th>
              <th scope="col">{labels.comparisonHeadings.result}</th>
              {withCode && <th scope="col">{labels.comparisonHeadings.code}</th>}
            </tr>
          </thead>
          <tbody>
            {document.result.comparison.map((row) => (
              <tr key={row.field} data-field={row.field} data-result={row.result}>
                <th scope="row" className="font-normal">{labels.fields[row.field as keyof typeof labels.fields] ?? row.germanName}</th>
                <td>{labels.matches[row.result] ?? row.result}</td>
                {withCode && <td>{row.bzstCode ?? '–'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {document.result.attention.length > 0 && (
        <div className="mt-3">
          <p className="font-medium">{labels.attention.title}</p>
          <ul className="list-disc pl-5">
            {document.result.attention.map((reason) => (
              <li key={reason}>{labels.attention[reason] ?? reason}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

/**
 * "Check evidence" (/ust-id-bestaetigung): the visitor chooses a receipt, the JSON or the PDF with
 * the JSON attached; the browser reads it and checks the signature with WebCrypto against the key
 * the receipt names among the site's published keys, in that key's period
 * (core/receipt-signature.ts). A valid receipt shows what it says as signed: the route (a § 18e
 * confirmation by the BZSt, or a VIES query, which is none), each comparison, the times, and what
 * the signature proves and what not (review D1–D3); a PDF's verdict says that only its
 * attachment is signed, not its visible text. The file never leaves the device: only the public
 * keys are fetched.
 */
export function ReceiptVerify({ texts, outcomes, labels, lang, keyPath }: ReceiptVerifyProps) {
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const fileRef = useRef<HTMLInputElement>(null)
  // A file chosen before the island hydrated (on first use) is checked as soon as it has.
  useEffect(() => {
    if (fileRef.current?.files?.[0]) void choose(fileRef.current.files[0])
  }, [])

  async function choose(file: File | undefined) {
    if (!file) return setState({ kind: 'idle' })
    setState({ kind: 'checking' })
    const [bytes, keys] = await Promise.all([file.arrayBuffer().then((b) => new Uint8Array(b)).catch(() => new Uint8Array(0)), getJson<ReceiptKeys>(keyPath)])
    if (!keys.ok) return setState({ kind: 'keyUnavailable' })
    setState(await verdictOf(bytes, keys.data).catch((): State => ({ kind: 'altered' })))
  }

  const good = state.kind === 'valid'
  const bad = !good && state.kind !== 'idle' && state.kind !== 'checking'
  const pdf = 'pdf' in state ? state.pdf : undefined
  return (
    <section aria-labelledby={`${id}-title`} className="receipt-verify">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-fg">{texts.title}</h2>
      <p className="mt-3 text-fg-muted">{texts.intro}</p>
      <p className="no-js-only mt-3 font-medium text-fg">{texts.needsJavaScript}</p>
      <div className="mt-4">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-fg">{texts.fileLabel}</label>
        <input ref={fileRef} id={`${id}-file`} type="file" accept=".json,application/json,.pdf,application/pdf" onChange={(event) => void choose(event.target.files?.[0])} className="mt-1 block w-full text-sm text-fg file:mr-4 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-2 file:text-fg" />
      </div>
      <div role="status" data-verdict={state.kind} data-source={pdf ? 'pdf' : undefined} className={`mt-4 rounded-md text-fg ${good ? 'border border-border bg-muted p-3' : bad ? 'border border-danger p-3' : ''}`}>
        {state.kind === 'checking' && <p>{texts.checking}</p>}
        {state.kind === 'noAttachment' && <p>{texts.pdf.noAttachment}</p>}
        {state.kind !== 'valid' && state.kind !== 'idle' && state.kind !== 'checking' && state.kind !== 'noAttachment' && <p>{texts[state.kind]}</p>}
        {state.kind === 'valid' && (
          <>
            <p className="font-medium">{format(texts.valid, { signedAt: readableServiceTime(state.document.signedAt, lang) ?? state.document.signedAt })}</p>
            <p className="mt-2">
              {texts.proves} {texts.notProves}
            </p>
            <Signed document={state.document} texts={texts} outcomes={outcomes} labels={labels} lang={lang} />
          </>
        )}
        {pdf && (
          <p className="mt-3 break-words" data-pdf-attachment={pdf.name}>
            {format(texts.pdf.attachment, { name: pdf.name, sha256: pdf.sha256 })}
            {state.kind === 'valid' && ` ${texts.pdf.printedNotSigned}`}
          </p>
        )}
      </div>
    </section>
  )
}
