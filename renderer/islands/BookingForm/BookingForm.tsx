import { Loader2 } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { BookingFormText, Lang } from '../../../content/types'
import {
  bookingErrorText,
  bookingLimits,
  intakeFields,
  type BookedAnswer,
  type BookingErrorCode,
  type BookingErrorText,
  type BookingRequest,
  type SlotsAnswer,
} from '../../../core/booking-api'
import { firmTimeZone, isTimeZone, slotTime } from '../../../core/booking-time'
import { format } from '../../../core/text'
import { getJson, postJson } from '../../client/api'
import { showToast } from '../../components/ToastRegion/toast'
import { useEarlyInput } from '../early-input'

type Field = 'name' | 'email' | 'phone' | (typeof intakeFields)[number]
const emptyValues: Record<Field, string> = { name: '', email: '', phone: '', marketplaces: '', storageCountries: '', vatIds: '' }

export interface BookingFormProps {
  texts: BookingFormText
  lang: Lang
  locale: string
  /** The zones of the picker with their names; the visitor's own is added in the browser. */
  zones: { id: string; label: string }[]
  privacyHref: string
  paths: { slots: string; book: string }
  /** What the functions' own pages (the form without JavaScript) show: the slots, the entries, an error, or the booked call. */
  initial?: {
    zone: string
    slots?: SlotsAnswer
    values?: Partial<Record<Field | 'start' | 'channel', string>>
    error?: BookingErrorText
    booked?: { start: string; email: string }
  }
}

/**
 * The booking form of the free initial call (/termin). Step one picks the time zone and asks for
 * the free times; step two picks one and books it. Without JavaScript both are plain forms: the
 * first GETs the slots page the function renders (with this component), the second posts to the
 * booking function, which answers with a page. With JavaScript both stay on the page.
 */
export function BookingForm({ texts, lang, locale, zones: givenZones, privacyHref, paths, initial }: BookingFormProps) {
  const id = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const [zones, setZones] = useState(givenZones)
  const [zone, setZone] = useState(initial?.zone ?? firmTimeZone)
  const [answer, setAnswer] = useState<SlotsAnswer | undefined>(initial?.slots)
  const [loading, setLoading] = useState(false)
  const [values, setValues] = useState<Record<Field, string>>({ ...emptyValues, ...initial?.values })
  const [start, setStart] = useState(initial?.values?.start ?? '')
  const [channel, setChannel] = useState(initial?.values?.channel ?? 'phone')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<BookingErrorText | undefined>(initial?.error)
  const [booked, setBooked] = useState(initial?.booked)
  // Once React owns the form it checks the fields itself; the functions' own pages keep the browser's check.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  useEarlyInput(rootRef, (typed) => {
    const typedZone = typed.get('tz')
    if (typedZone) setZone(typedZone)
  })

  useEffect(() => {
    // The visitor's own zone, if the picker does not list it (after hydration, so the markup matches).
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (own && isTimeZone(own) && !givenZones.some((z) => z.id === own)) setZones((list) => [{ id: own, label: own.split('/').pop()!.replace(/_/g, ' ') }, ...list])
  }, [givenZones])

  async function loadSlots(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault()
    setLoading(true)
    const result = await getJson<SlotsAnswer>(`${paths.slots}?lang=${lang}`)
    setLoading(false)
    if (result.ok) {
      setAnswer(result.data)
      setError(undefined)
      if (!result.data.channels.includes(channel as 'phone')) setChannel(result.data.channels[0] ?? 'phone')
    } else setError(bookingErrorText(result.error as BookingErrorCode))
  }

  async function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    // The site's notice in the page's language rather than the browser's bubble (as the contact form's guard does).
    const missing = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[required]')].filter((control) =>
      control.type === 'radio' ? !form.querySelector(`[name="${control.name}"]:checked`) : control.value.trim() === '' || !control.checkValidity(),
    )
    for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid')
    if (missing.length > 0) {
      for (const control of missing) if (control.type !== 'radio') control.setAttribute('aria-invalid', 'true')
      showToast({ title: texts.requiredNotice, variant: 'destructive' })
      missing[0]!.focus()
      return
    }
    const honeypot = form.querySelector<HTMLInputElement>('[name="website"]')?.value ?? ''
    setSending(true)
    const request: BookingRequest = { start, channel, lang, tz: zone, ...values, website: honeypot }
    const result = await postJson<BookedAnswer>(paths.book, request)
    setSending(false)
    if (result.ok) {
      setBooked({ start: result.data.start, email: values.email })
      setError(undefined)
      return
    }
    const text = bookingErrorText(result.error as BookingErrorCode)
    setError(text)
    if (text === 'slotTaken') {
      setStart('')
      await loadSlots()
      setError(text)
    }
  }

  const when = (instant: string) => {
    const own = slotTime(instant, zone, locale)
    const firm = slotTime(instant, firmTimeZone, locale)
    return format(zone === firmTimeZone ? texts.whenInFirmZone : texts.when, { date: own.date, time: own.time, zone: own.zoneName, firmTime: firm.time })
  }
  const inputClass = 'mt-1 block w-full rounded-md border border-border bg-bg px-3 py-2 text-fg shadow-sm aria-[invalid=true]:border-danger'
  const labelClass = 'block text-sm font-medium text-fg'

  if (booked) {
    const own = slotTime(booked.start, zone, locale)
    return (
      <div ref={rootRef} role="status" className="rounded-xl border border-border bg-muted p-6">
        <h2 className="text-xl font-semibold text-fg">{texts.success.title}</h2>
        <p className="mt-3 text-fg">{format(texts.success.text, { date: own.date, time: own.time, zone: own.zoneName })}</p>
        <p className="mt-1 text-sm text-fg-muted">{when(booked.start)}</p>
        <p className="mt-3 text-fg-muted">{format(texts.success.mailHint, { email: booked.email })}</p>
      </div>
    )
  }

  const days = slotDays(answer?.slots ?? [], zone, locale)
  const [before, after] = texts.privacyNote.split('{link}')
  const field = (name: Field, label: string, input: { type?: string; autoComplete?: string; required?: boolean; max: number; multiline?: boolean; describedBy?: string }) => {
    const fieldId = `${id}-${name}`
    const common = {
      id: fieldId,
      name,
      value: values[name],
      required: input.required,
      maxLength: input.max,
      'aria-describedby': input.describedBy,
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
      className: inputClass,
    }
    return (
      <div key={name}>
        <label htmlFor={fieldId} className={labelClass}>{label}</label>
        {input.multiline ? <textarea {...common} rows={2} /> : <input {...common} type={input.type ?? 'text'} autoComplete={input.autoComplete} />}
      </div>
    )
  }

  return (
    <div ref={rootRef} className="space-y-8">
      <form action={paths.slots} method="get" onSubmit={loadSlots} className="flex flex-wrap items-end gap-4">
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="view" value="page" />
        <div className="min-w-64 flex-1">
          <label htmlFor={`${id}-tz`} className={labelClass}>{texts.zoneLabel}</label>
          <select id={`${id}-tz`} name="tz" value={zone} onChange={(e) => setZone(e.target.value)} aria-describedby={`${id}-tz-hint`} className={inputClass} data-zone-picker="">
            {zones.map((z) => (
              <option key={z.id} value={z.id}>{z.label}</option>
            ))}
          </select>
          <p id={`${id}-tz-hint`} className="mt-1 text-sm text-fg-muted">{texts.zoneHint}</p>
        </div>
        <button type="submit" className="btn btn-primary btn-lg" aria-busy={loading}>
          {loading && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
          {loading ? texts.loadingSlots : texts.showSlots}
        </button>
      </form>

      {error && (
        <div role="alert" className="rounded-md border border-danger bg-bg p-4">
          <p className="font-semibold text-fg">{texts.errorTitle}</p>
          <p className="mt-1 text-fg">{texts.errors[error]}</p>
        </div>
      )}

      {answer && (
        <form action={paths.book} method="post" onSubmit={book} noValidate={hydrated} data-required-notice={texts.requiredNotice} aria-busy={sending} className="space-y-6">
          <input type="hidden" name="lang" value={lang} />
          <input type="hidden" name="tz" value={zone} />
          <div className="honeypot" aria-hidden="true">
            <label>
              {texts.honeypotLabel}
              <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-fg">{texts.slotsLegend}</legend>
            {days.size === 0 && <p className="text-fg-muted">{format(texts.noSlots, { days: answer.horizonDays })}</p>}
            <SlotDays days={[...days.values()]} selected={start} onSelect={setStart} firmTimeLabel={zone === firmTimeZone ? undefined : texts.firmTime} />
          </fieldset>

          {days.size > 0 && (
            <>
              <fieldset className="space-y-2">
                <legend className="font-semibold text-fg">{texts.channelLegend}</legend>
                {answer.channels.map((c) => (
                  <label key={c} className="flex items-center gap-2 text-fg">
                    <input type="radio" name="channel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
                    {texts.channels[c]}
                  </label>
                ))}
              </fieldset>
              <div className="grid gap-5 sm:grid-cols-2">
                {field('name', texts.nameLabel, { autoComplete: 'name', required: true, max: bookingLimits.name })}
                {field('email', texts.emailLabel, { type: 'email', autoComplete: 'email', required: true, max: bookingLimits.email })}
                <div className="sm:col-span-2">
                  {field('phone', texts.phoneLabel, { type: 'tel', autoComplete: 'tel', required: channel === 'phone', max: bookingLimits.phone, describedBy: `${id}-phone-hint` })}
                  <p id={`${id}-phone-hint`} className="mt-1 text-sm text-fg-muted">{texts.phoneHint}</p>
                </div>
              </div>
              <fieldset className="space-y-4">
                <legend className="font-semibold text-fg">{texts.intakeLegend}</legend>
                <p className="text-sm text-fg-muted">{texts.intakeHint}</p>
                {intakeFields.map((name) => field(name, texts.intake[name], { max: bookingLimits.intake, multiline: true }))}
              </fieldset>
              <p className="text-sm text-fg-muted">
                {before}
                <a className="link" href={privacyHref}>{texts.privacyLink}</a>
                {after}
              </p>
              <button type="submit" className="btn btn-primary btn-lg w-full sm:w-auto" disabled={sending}>
                {sending && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
                {sending ? texts.submitting : texts.submit}
              </button>
            </>
          )}
        </form>
      )}
    </div>
  )
}

export interface SlotDay {
  date: string
  slots: { start: string; time: string; firm: string }[]
}

/** The slots by day in the visitor's zone, each with its time there and in Berlin. */
export function slotDays(slots: readonly { start: string }[], zone: string, locale: string): Map<string, SlotDay> {
  const days = new Map<string, SlotDay>()
  for (const slot of slots) {
    const own = slotTime(slot.start, zone, locale)
    const entry = days.get(own.day) ?? { date: own.date, slots: [] }
    entry.slots.push({ start: slot.start, time: own.time, firm: slotTime(slot.start, firmTimeZone, locale).time })
    days.set(own.day, entry)
  }
  return days
}

/**
 * The free times as one radio group, a day per <details> (the first open, the chosen one open),
 * so four weeks of times fit on a screen; each day's times are a fieldset named by the date.
 */
export function SlotDays({ days, selected, onSelect, firmTimeLabel }: { days: SlotDay[]; selected?: string; onSelect?: (start: string) => void; firmTimeLabel?: string }) {
  const openDay = days.findIndex((day) => day.slots.some((slot) => slot.start === selected))
  return (
    <div className="space-y-2">
      {days.map((day, index) => (
        <details key={day.date} open={index === (openDay >= 0 ? openDay : 0)} className="rounded-lg border border-border">
          <summary className="flex min-h-11 cursor-pointer items-center px-4 py-2 font-medium text-fg">{day.date}</summary>
          <fieldset className="grid gap-2 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-3">
            <legend className="sr-only">{day.date}</legend>
            {day.slots.map((slot) => (
              <label key={slot.start} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-fg has-[:checked]:border-primary has-[:checked]:bg-muted">
                <input
                  type="radio"
                  name="start"
                  value={slot.start}
                  required
                  {...(onSelect ? { checked: selected === slot.start, onChange: () => onSelect(slot.start) } : { defaultChecked: selected === slot.start })}
                />
                <span>
                  <span className="font-medium">{slot.time}</span>
                  {firmTimeLabel && <span className="block text-sm text-fg-muted">{format(firmTimeLabel, { time: slot.firm })}</span>}
                </span>
              </label>
            ))}
          </fieldset>
        </details>
      ))}
    </div>
  )
}
