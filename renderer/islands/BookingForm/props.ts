import type { BookingFormText, Lang } from '../../../content/types'
import type { BookingErrorText, conflictFields, intakeFields, SlotsAnswer } from '../../../core/booking-api'

/** The fields a visitor fills in when booking. */
export type BookingField = 'name' | 'email' | 'phone' | (typeof conflictFields)[number] | (typeof intakeFields)[number]

/** The booking form's props: rendered into the page (data-props), read by the list shown on arrival and by the island. */
export interface BookingFormProps {
  texts: BookingFormText
  lang: Lang
  locale: string
  /** The zones of the picker with their names; the visitor's own is added and selected at page load (island.ts). */
  zones: { id: string; label: string }[]
  privacyHref: string
  paths: { slots: string; book: string }
  /** What the functions' own pages (the form without JavaScript) show: the slots, the entries, an error, or the booked call. */
  initial?: {
    zone: string
    slots?: SlotsAnswer
    values?: Partial<Record<BookingField | 'start' | 'channel', string>>
    error?: BookingErrorText
    booked?: { start: string; email: string }
  }
}
