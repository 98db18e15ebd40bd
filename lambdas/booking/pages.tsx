import { bookingAvailability } from '../../content/booking'
import { terminPage } from '../../content/pages/termin'
import type { Lang } from '../../content/types'
import { bookingApi, type BookingErrorText, type SlotsAnswer } from '../../core/booking-api'
import { firmTimeZone, pickerZones, slotDays, slotTime } from '../../core/booking-time'
import { intlLocale } from '../../core/intl-locale'
import { localize } from '../../core/i18n'
import { format } from '../../core/text'
import { localizePath } from '../../core/url-rules'
import { BookingForm, SlotDays } from '../../renderer/islands/BookingForm/BookingForm'
import type { BookingFormProps } from '../../renderer/islands/BookingForm/props'
import { functionPage } from '../function-page'
import type { Booking } from './store'

const inputClass = 'btn btn-primary btn-lg'

/** The booking form as the function's own page (no JavaScript): the slots, the entries, an error, or the booked call. */
export function bookingFormPage(lang: Lang, initial: NonNullable<BookingFormProps['initial']>, stylesheet: string | undefined): string {
  const text = localize(terminPage.text, lang)
  const locale = intlLocale[lang]
  // The zones named as they read on the first offered day (or today), the visitor's first if not listed.
  const labelAt = new Date(initial.slots?.slots[0]?.start ?? initial.booked?.start ?? Date.now())
  return functionPage({
    lang,
    title: text.hero.title,
    heading: text.hero.title,
    section: { href: '/termin', label: text.hero.title },
    stylesheet,
    children: (
      <>
        <div className="mt-8">
          <BookingForm
            texts={text.form}
            lang={lang}
            locale={locale}
            zones={pickerZones(terminPage.timeZones, initial.zone, locale, labelAt)}
            privacyHref={localizePath('/datenschutz', lang)}
            paths={{ slots: bookingApi.slotsPath, book: bookingApi.bookPath }}
            initial={initial}
          />
        </div>
      </>
    ),
  })
}

/** A call as the manage page shows it: its time, read in the visitor's zone. */
type CallTime = Pick<Booking, 'start' | 'end' | 'zone'>

export type ManageView =
  | { kind: 'invalid' }
  | { kind: 'cancel'; call: CallTime; token: string }
  | { kind: 'reschedule'; call: CallTime; token: string; slots: SlotsAnswer['slots']; error?: BookingErrorText }
  | { kind: 'done'; call: CallTime; message: 'cancelled' | 'rescheduled' }
  /** How a call stands when the link's action is no longer open: moved since the link's mail, cancelled, or started (`ended`: over). Read-only. */
  | { kind: 'moved'; call: CallTime }
  | { kind: 'cancelled'; call: CallTime }
  | { kind: 'over'; call: CallTime; ended: boolean }
  /** Nothing could be read or changed: the store or the calendar is down, or too many requests. */
  | { kind: 'failed'; message: 'unavailable' | 'changeUnconfirmed' | 'calendarUnavailable' | 'calendarTryAgain' | 'rateLimited' }

/**
 * The page behind a mail's link: cancel, or pick another time; then what was done, or how the call
 * stands. Plain forms, no JavaScript. A video call's page names its own room (`roomUrl`), as its
 * mails do.
 */
export function managePage(lang: Lang, view: ManageView, stylesheet: string | undefined, roomUrl?: string): string {
  const text = localize(terminPage.text, lang)
  const t = text.manage
  const locale = intlLocale[lang]
  const at = (call: CallTime, template: string) => {
    const own = slotTime(call.start, call.zone, locale)
    return format(template, { date: own.date, time: own.time, zone: own.zoneName })
  }
  const [roomBefore, roomAfter] = text.mail.videoCall.split('{url}')
  const room = roomUrl && (
    <p className="mt-2 text-fg" data-video-room="">
      {roomBefore}
      <a className="link break-all" href={roomUrl}>{roomUrl}</a>
      {roomAfter}
    </p>
  )
  const bookAgain = (
    <p className="mt-8">
      <a className="link text-fg" href={localizePath('/termin', lang)}>{t.bookAgain}</a>
    </p>
  )
  let content
  if (view.kind === 'invalid') {
    content = (
      <>
        <p role="alert" className="text-fg">{t.invalidLink}</p>
        {bookAgain}
      </>
    )
  } else if (view.kind === 'failed') {
    content = <p role="alert" className="text-fg">{view.message === 'unavailable' || view.message === 'changeUnconfirmed' ? t[view.message] : text.form.errors[view.message]}</p>
  } else if (view.kind === 'done') {
    content = (
      <>
        <p role="status" className="text-fg">{view.message === 'cancelled' ? t.cancelled : t.rescheduled}</p>
        {view.message === 'rescheduled' ? (
          <>
            <p className="mt-2 text-fg-muted">{at(view.call, t.current)}</p>
            {room}
          </>
        ) : (
          bookAgain
        )}
      </>
    )
  } else if (view.kind === 'moved') {
    content = <p role="status" className="text-fg">{at(view.call, t.moved)}</p>
  } else if (view.kind === 'cancelled') {
    content = (
      <>
        <p role="status" className="text-fg">{at(view.call, t.alreadyCancelled)}</p>
        {bookAgain}
      </>
    )
  } else if (view.kind === 'over') {
    content = (
      <>
        <p role="status" className="text-fg">{at(view.call, view.ended ? t.tookPlace : t.started)}</p>
        {bookAgain}
      </>
    )
  } else if (view.kind === 'cancel') {
    content = (
      <>
        <p className="text-fg">{at(view.call, t.current)}</p>
        {room}
        <h2 className="mt-8 text-xl font-semibold text-fg">{t.cancelTitle}</h2>
        <p className="mt-2 text-fg-muted">{t.cancelText}</p>
        <form method="post" action={bookingApi.managePath} className="mt-4">
          <input type="hidden" name="t" value={view.token} />
          <input type="hidden" name="lang" value={lang} />
          <button type="submit" className={inputClass}>{t.cancelButton}</button>
        </form>
      </>
    )
  } else {
    const days = [...slotDays(view.slots, view.call.zone, locale).values()]
    content = (
      <>
        <p className="text-fg">{at(view.call, t.current)}</p>
        {room}
        {view.error && <p role="alert" className="mt-4 rounded-md border border-danger p-4 text-fg">{text.form.errors[view.error]}</p>}
        <form method="post" action={bookingApi.managePath} className="mt-8 space-y-4">
          <input type="hidden" name="t" value={view.token} />
          <input type="hidden" name="lang" value={lang} />
          <fieldset className="space-y-4">
            <legend className="text-xl font-semibold text-fg">{t.rescheduleTitle}</legend>
            {days.length === 0 && <p className="text-fg-muted">{format(text.form.noSlots, { days: bookingAvailability.horizonDays })}</p>}
            <SlotDays days={days} firmTimeLabel={view.call.zone === firmTimeZone ? undefined : text.form.firmTime} />
          </fieldset>
          {days.length > 0 && <button type="submit" className={inputClass}>{t.rescheduleButton}</button>}
        </form>
      </>
    )
  }
  return functionPage({
    lang,
    title: t.title,
    heading: t.title,
    section: { href: '/termin', label: text.hero.title },
    stylesheet,
    children: (
      <>
        <div className="mt-6">{content}</div>
      </>
    ),
  })
}
