import { Loader2 } from 'lucide-react'
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
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
import { firmTimeZone, slotDays, slotTime, type SlotDay } from '../../../core/booking-time'
import { isPlausiblePhone } from '../../../core/phone'
import { format } from '../../../core/text'
import { getJson, postJson, type ApiResult } from '../../client/api'
import { showToast } from '../../components/ToastRegion/toast'
import { useEarlyInput } from '../early-input'
import type { BookingField, BookingFormProps } from './props'
import { slotLook } from './slot-look'
import { takePrefetchedSlots } from './slot-preview'

const emptyValues: Record<BookingField, string> = { name: '', email: '', phone: '', company: '', opposingParty: '', marketplaces: '', storageCountries: '', vatIds: '' }

/**
 * The booking form of the free first assessment (/termin). Step one picks the time zone; step two
 * picks a free time and books it. With JavaScript the times come on arrival (island.ts fetches
 * them before React loads) and both steps stay on the page. Without JavaScript both are plain
 * forms: the first GETs the slots page the function renders (with this component), the second
 * posts to the booking function, which answers with a page.
 */
export function BookingForm({ texts, lang, locale, zones: givenZones, privacyHref, paths, initial }: BookingFormProps) {
  const id = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const [zone, setZone] = useState(initial?.zone ?? firmTimeZone)
  const [answer, setAnswer] = useState<SlotsAnswer | undefined>(initial?.slots)
  const [loading, setLoading] = useState(false)
  const [values, setValues] = useState<Record<BookingField, string>>({ ...emptyValues, ...initial?.values })
  const [start, setStart] = useState(initial?.values?.start ?? '')
  const [channel, setChannel] = useState(initial?.values?.channel ?? 'phone')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<BookingErrorText | undefined>(initial?.error)
  const [booked, setBooked] = useState(initial?.booked)
  // Once React owns the form it checks the fields itself; the functions' own pages keep the browser's check.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // A time picked in the list shown on arrival (slot-preview.ts) before React owned it: keep it, and its focus.
  const refocus = useRef<string | undefined>(undefined)
  const [openDates, setOpenDates] = useState<string[]>([])
  useEarlyInput(rootRef, (typed) => {
    const previewDays = rootRef.current?.querySelectorAll('[data-slots-preview] details[open] > summary') ?? []
    setOpenDates([...previewDays].map((summary) => summary.textContent ?? ''))
    const typedZone = typed.get('tz')
    if (typedZone) setZone(typedZone)
    const typedStart = typed.get('start')
    if (typedStart) setStart(typedStart)
    const active = document.activeElement
    if (active instanceof HTMLInputElement && active.name === 'start' && active.closest('[data-slots-preview]')) refocus.current = active.value
  })
  // A time picked in that list after the hydrating commit but before React's own list replaces it
  // (a key pressed in between on a busy device): adopted too, registered in the same commit.
  useLayoutEffect(() => {
    const root = rootRef.current
    if (!root) return
    const adoptLatePick = (event: Event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.name !== 'start' || !input.closest('[data-slots-preview]')) return
      setStart(input.value)
      const day = input.closest('details')?.querySelector(':scope > summary')?.textContent
      if (day) setOpenDates((open) => (open.includes(day) ? open : [...open, day]))
      if (document.activeElement === input) refocus.current = input.value
    }
    root.addEventListener('change', adoptLatePick)
    return () => root.removeEventListener('change', adoptLatePick)
  }, [])

  useEffect(() => {
    // The times on arrival: the answer island.ts asked for at page load, or a fresh one.
    if (initial?.slots || initial?.booked) return
    void loadSlots(undefined, takePrefetchedSlots())
  }, [])

  // In the commit that replaces the list shown on arrival, so no key can land while the focus is on nothing.
  useLayoutEffect(() => {
    const value = refocus.current
    if (!answer || value === undefined) return
    refocus.current = undefined
    rootRef.current?.querySelector<HTMLInputElement>(`input[name="start"][value="${CSS.escape(value)}"]`)?.focus()
  }, [answer])

  async function loadSlots(event?: FormEvent<HTMLFormElement>, prefetched?: Promise<ApiResult<SlotsAnswer>>) {
    event?.preventDefault()
    setLoading(true)
    const result = await (prefetched ?? getJson<SlotsAnswer>(`${paths.slots}?lang=${lang}`))
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
    // The light check of core/phone.ts (the server makes the full one): "....." is no number.
    const phoneControl = form.querySelector<HTMLInputElement>('[name="phone"]')
    if (phoneControl && values.phone.trim() !== '' && !isPlausiblePhone(values.phone)) {
      phoneControl.setAttribute('aria-invalid', 'true')
      setError('invalidPhone')
      phoneControl.focus()
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
    if (text === 'slotTaken' || text === 'slotNotOffered') {
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
  const field = (name: BookingField, label: string, input: { type?: string; autoComplete?: string; required?: boolean; max: number; multiline?: boolean; describedBy?: string }) => {
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
            {givenZones.map((z) => (
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

      {/* Filled by island.ts with the times on arrival; React leaves its content alone while hydrating. */}
      {!answer && <div data-slots-preview="" dangerouslySetInnerHTML={{ __html: '' }} />}

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
          <fieldset className={slotLook.group}>
            <legend className={slotLook.legend}>{texts.slotsLegend}</legend>
            {days.size === 0 && <p className={slotLook.empty}>{format(texts.noSlots, { days: answer.horizonDays })}</p>}
            <SlotDays days={[...days.values()]} selected={start} onSelect={setStart} openDates={openDates} firmTimeLabel={zone === firmTimeZone ? undefined : texts.firmTime} lazy={!initial?.slots} />
          </fieldset>

          {days.size > 0 && (
            <>
              <fieldset className="space-y-2" aria-describedby={`${id}-languages`}>
                <legend className="font-semibold text-fg">{texts.channelLegend}</legend>
                {answer.channels.map((c) => (
                  <label key={c} className="flex items-center gap-2 text-fg">
                    <input type="radio" name="channel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
                    {texts.channels[c]}
                  </label>
                ))}
                <p id={`${id}-languages`} className="text-sm text-fg-muted">{texts.callLanguages}</p>
              </fieldset>
              <div className="grid gap-5 sm:grid-cols-2">
                {field('name', texts.nameLabel, { autoComplete: 'name', required: true, max: bookingLimits.name })}
                {field('email', texts.emailLabel, { type: 'email', autoComplete: 'email', required: true, max: bookingLimits.email })}
                <div className="sm:col-span-2">
                  {/* Without JavaScript the channel cannot switch the browser's check, so the server checks the phone (its hint says when it is needed). */}
                  {field('phone', texts.phoneLabel, { type: 'tel', autoComplete: 'tel', required: hydrated && channel === 'phone', max: bookingLimits.phone, describedBy: `${id}-phone-hint` })}
                  <p id={`${id}-phone-hint`} className="mt-1 text-sm text-fg-muted">{texts.phoneHint}</p>
                </div>
              </div>
              <fieldset className="space-y-4" aria-describedby={`${id}-conflict-hint`}>
                <legend className="font-semibold text-fg">{texts.conflictLegend}</legend>
                <p id={`${id}-conflict-hint`} className="text-sm text-fg-muted">{texts.conflictHint}</p>
                <div className="grid gap-5 sm:grid-cols-2">
                  {field('company', texts.companyLabel, { autoComplete: 'organization', required: true, max: bookingLimits.company })}
                  {field('opposingParty', texts.opposingPartyLabel, { max: bookingLimits.opposingParty })}
                </div>
              </fieldset>
              <fieldset className="space-y-4" aria-describedby={`${id}-intake-hint`}>
                <legend className="font-semibold text-fg">{texts.intakeLegend}</legend>
                <div id={`${id}-intake-hint`} className="space-y-1 text-sm text-fg-muted">
                  <p>{texts.intakeHint}</p>
                  <p className="font-medium text-fg">{texts.confidentialHint}</p>
                </div>
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

export type { SlotDay }
export { slotDays }

/**
 * The free times as one radio group, a day per <details> (the first open, the chosen one open),
 * so four weeks of times fit on a screen; each day's times are a fieldset named by the date.
 * The list shown on arrival (slot-preview.ts) builds the same markup before React loads; the days
 * the visitor opened there (`openDates`) stay open here. With `lazy` (the times came to the browser,
 * nothing was rendered on the server) a day's times are rendered once it is open, so taking over the
 * form does not render every time of the window; a page rendered with its times (the functions'
 * pages, without JavaScript) carries every day's, for the form to post them.
 */
export function SlotDays({ days, selected, onSelect, openDates, firmTimeLabel, lazy = false }: { days: SlotDay[]; selected?: string; onSelect?: (start: string) => void; openDates?: string[]; firmTimeLabel?: string; lazy?: boolean }) {
  const openDay = days.findIndex((day) => day.slots.some((slot) => slot.start === selected))
  const isOpen = (day: SlotDay, index: number) => index === (openDay >= 0 ? openDay : 0) || Boolean(openDates?.includes(day.date))
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set())
  return (
    <div className={slotLook.days} data-slot-days="">
      {days.map((day, index) => (
        <details
          key={day.date}
          open={isOpen(day, index)}
          className={slotLook.day}
          onToggle={lazy ? (event) => event.currentTarget.open && !opened.has(day.date) && setOpened((was) => new Set(was).add(day.date)) : undefined}
        >
          <summary className={slotLook.summary}>{day.date}</summary>
          {(!lazy || isOpen(day, index) || opened.has(day.date)) && (
            <fieldset className={slotLook.times}>
              <legend className={slotLook.dayLegend}>{day.date}</legend>
              {day.slots.map((slot) => (
                <label key={slot.start} className={slotLook.slot}>
                  <input
                    type="radio"
                    name="start"
                    value={slot.start}
                    required
                    {...(onSelect ? { checked: selected === slot.start, onChange: () => onSelect(slot.start) } : { defaultChecked: selected === slot.start })}
                  />
                  <span>
                    <span className={slotLook.time}>{slot.time}</span>
                    {firmTimeLabel && <span className={slotLook.firmTime}>{format(firmTimeLabel, { time: slot.firm })}</span>}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        </details>
      ))}
    </div>
  )
}
