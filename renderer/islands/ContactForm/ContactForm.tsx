import { Loader2 } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { ContactFormText, Lang } from '../../../content/types'
import { contactLimits, failureReason, honeypotField, isContactErrorCode, type ContactRequest } from '../../../core/contact-api'
import { contactFields, type ContactField } from '../../../core/contact-form'
import { postJson } from '../../client/api'
import { takeContactPrefill } from './prefill'
import { showToast } from '../../components/ToastRegion/toast'
import { useEarlyInput } from '../early-input'

export interface ContactFormProps {
  texts: ContactFormText
  lang: Lang
  /** The form's title, sent as the inquiry's source; "General Contact Form" without one. */
  source: string
  privacyHref: string
  endpoint: string
}

const empty: Record<ContactField, string> = { name: '', email: '', message: '' }

/**
 * The one contact form of the site (SPEC.md §2, §4, §5). Without JavaScript it posts to the same
 * endpoint and the visitor lands on a result page; with JavaScript it sends JSON and answers
 * with toasts, keeping the fields on failure. What is missing or malformed never reaches it:
 * renderer/islands/ContactForm/guard.ts stops such a submit before and after hydration.
 */
export function ContactForm({ texts, lang, source: formSource, privacyHref, endpoint }: ContactFormProps) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(empty)
  const [sending, setSending] = useState(false)
  const [source, setSource] = useState(formSource)
  useEarlyInput(formRef, (typed) => setValues({ name: typed.get('name') ?? '', email: typed.get('email') ?? '', message: typed.get('message') ?? '' }))

  useEffect(() => {
    // A tool (the VAT quick scan) may hand over its result as an editable message.
    const prefill = takeContactPrefill()
    if (prefill) {
      setSource(prefill.source)
      setValues((v) => ({ ...v, message: prefill.message }))
    }
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const honeypot = form.querySelector<HTMLInputElement>(`[name="${honeypotField}"]`)?.value ?? ''
    setSending(true)
    const request: ContactRequest = { ...values, source, lang, [honeypotField]: honeypot }
    const result = await postJson<{ ok: true }>(endpoint, request)
    setSending(false)
    if (result.ok) {
      setValues(empty)
      showToast({ title: texts.success.title, description: texts.success.text })
      return
    }
    console.error('Contact form: sending failed', result)
    const reason = isContactErrorCode(result.error) ? failureReason(result.error) : 'send-failed'
    const description = { 'missing-fields': texts.requiredNotice, 'invalid-email': texts.invalidEmail, 'too-long': texts.tooLong, 'send-failed': texts.failure.text }[reason]
    showToast({ title: texts.failure.title, description, variant: 'destructive' })
  }

  const [before, after] = texts.privacyNote.split('{link}')
  const inputClass =
    'mt-1 block w-full rounded-md border border-border bg-bg px-3 py-2 text-fg shadow-sm aria-[invalid=true]:border-danger disabled:opacity-60'
  return (
    <form ref={formRef} action={endpoint} method="post" onSubmit={submit} data-required-notice={texts.requiredNotice} className="space-y-5" aria-busy={sending}>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="lang" value={lang} />
      <div className="honeypot" aria-hidden="true">
        <label>
          {texts.honeypotLabel}
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <fieldset disabled={sending} className="space-y-5">
        {contactFields.map((field) => {
          const fieldId = `${id}-${field}`
          const common = {
            id: fieldId,
            name: field,
            required: true,
            value: values[field],
            onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
            className: inputClass,
          }
          return (
            <div key={field}>
              <label htmlFor={fieldId} className="block text-sm font-medium text-fg">
                {texts[`${field}Label`]}
              </label>
              {field === 'message' ? (
                <textarea {...common} rows={5} maxLength={contactLimits.message} />
              ) : field === 'email' ? (
                <input {...common} type="email" autoComplete="email" maxLength={contactLimits.email} />
              ) : (
                <input {...common} type="text" autoComplete="name" maxLength={contactLimits.name} />
              )}
            </div>
          )
        })}
        <button type="submit" className="btn btn-primary btn-lg w-full sm:w-auto">
          {sending && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
          {sending ? texts.sending : texts.submit}
        </button>
      </fieldset>
      <p className="text-sm text-fg-muted">
        {before}
        <a className="link" href={privacyHref}>
          {texts.privacyLink}
        </a>
        {after}
      </p>
    </form>
  )
}
