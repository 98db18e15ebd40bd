import { useEffect, useId, useRef, useState } from 'react'
import type { Lang, QualifiedCheckText } from '../../../content/types'
import { readableServiceTime } from '../../../core/qualified-receipt'
import { verifyReceipt, type ReceiptKeys, type ReceiptVerdict } from '../../../core/receipt-signature'
import { format } from '../../../core/text'
import { getJson } from '../../client/api'

export interface ReceiptVerifyProps {
  texts: QualifiedCheckText['verify']
  /** The outcomes' titles, for the verdict on a valid receipt. */
  outcomes: Record<string, string>
  lang: Lang
  /** GET: the site's published receipt keys (core/qualified-check-api.ts receiptKeyPath). */
  keyPath: string
}

type State = { kind: 'idle' } | { kind: 'checking' } | { kind: 'keyUnavailable' } | ReceiptVerdict

/**
 * "Check evidence" (/ust-id-bestaetigung): the visitor chooses a receipt JSON; the browser reads
 * it and checks its signature with WebCrypto against the site's published key
 * (core/receipt-signature.ts). The file never leaves the device: only the public key is fetched.
 */
export function ReceiptVerify({ texts, outcomes, lang, keyPath }: ReceiptVerifyProps) {
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
    const [text, keys] = await Promise.all([file.text().catch(() => ''), getJson<ReceiptKeys>(keyPath)])
    if (!keys.ok) return setState({ kind: 'keyUnavailable' })
    setState(await verifyReceipt(text, keys.data, crypto.subtle).catch((): ReceiptVerdict => ({ kind: 'altered' })))
  }

  const message = (() => {
    switch (state.kind) {
      case 'idle':
        return ''
      case 'checking':
        return texts.checking
      case 'valid': {
        const { document } = state
        return format(texts.valid, {
          signedAt: readableServiceTime(document.signedAt, lang) ?? document.signedAt,
          vatId: document.request.vatId,
          requesterVatId: document.request.requesterVatId,
          outcome: outcomes[document.result.outcome] ?? document.result.outcome,
        })
      }
      default:
        return texts[state.kind]
    }
  })()
  const good = state.kind === 'valid'
  const bad = state.kind === 'altered' || state.kind === 'foreign' || state.kind === 'unreadable' || state.kind === 'keyUnavailable'
  return (
    <section aria-labelledby={`${id}-title`} className="receipt-verify">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-fg">{texts.title}</h2>
      <p className="mt-3 text-fg-muted">{texts.intro}</p>
      <p className="no-js-only mt-3 font-medium text-fg">{texts.needsJavaScript}</p>
      <div className="mt-4">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-fg">{texts.fileLabel}</label>
        <input ref={fileRef} id={`${id}-file`} type="file" accept=".json,application/json" onChange={(event) => void choose(event.target.files?.[0])} className="mt-1 block w-full text-sm text-fg file:mr-4 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-2 file:text-fg" />
      </div>
      <p role="status" data-verdict={state.kind} className={`mt-4 rounded-md text-fg ${good ? 'border border-border bg-muted p-3' : bad ? 'border border-danger p-3' : ''}`}>
        {message}
      </p>
    </section>
  )
}
