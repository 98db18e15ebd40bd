import { randomUUID } from 'node:crypto'
import { bookingAvailability } from '../../content/booking'
import type { BookingAvailability, Lang } from '../../content/types'
import {
  bookingApi,
  bookingErrorStatus,
  bookingErrorText,
  parseBookingRequest,
  type BookedAnswer,
  type BookingErrorCode,
  type BookingInput,
  type SlotsAnswer,
} from '../../core/booking-api'
import { offeredSlots, type Slot, type TimeSpan } from '../../core/booking-slots'
import { firmTimeZone, isTimeZone } from '../../core/booking-time'
import { requestLang } from '../../core/contact-api'
import type { SendRawMail } from '../aws-clients'
import type { HttpEvent, HttpHandler, HttpResult } from '../http'
import { bodyBytes, bodyText, header, html, json, mediaType } from '../http-response'
import { createLogger, errorSummary, type LogSink } from '../log'
import { memoryRateCounter, perMinute, type RateCounter, type RateDecision } from '../shared-rate-limit'
import { clientKey, viewerAddressHeader, viewerIp } from '../../core/viewer-address'
import { BusyFeedNotFresh, BusyFeedUnavailable, type BusyPurpose } from './busy-feed'
import { deliverChange } from './deliver'
import { verifyBookingLink, type BookingLink } from './links'
import type { MailSettings } from './mail'
import { bookingRoomUrl, newVideoRoom } from './video-room'
import { bookingFormPage, managePage, type ManageView } from './pages'
import { OutcomeUnknown, type Booking, type BookingStore, type CallState, type ChangeResult } from './store'

export interface BookingDependencies {
  store: BookingStore
  /** The firm's busy times from its calendar (lambdas/booking/busy-feed.ts): for a booking or a move ('decide') only from a fresh read. */
  busy: (from: Date, to: Date, purpose?: BusyPurpose) => Promise<TimeSpan[]>
  sendRaw: SendRawMail
  /** The key of the signed links (read once from Secrets Manager in AWS). */
  linkSecret: () => Promise<string>
  mail: MailSettings
  availability?: BookingAvailability
  now?: () => Date
  logSink?: LogSink
  stylesheet?: string | undefined
  /** Requests per client (IPv4 address, IPv6 /64) in any minute: bookings and link actions, slot lists and manage pages. */
  limits?: { writesPerMinute: number; readsPerMinute: number }
  /** Where the limits are counted: DynamoDB for the functions (lambdas/shared-rate-limit.ts); one process's memory by default. */
  counter?: RateCounter
}

const query = (event: HttpEvent) => new URLSearchParams(event.rawQueryString ?? '')

/** A call that has started cannot be moved or cancelled any more: the cutoff is its start, in the handler and in the store's condition. */
const hasStarted = (call: CallState, now: Date) => Date.parse(call.start) <= now.getTime()

/** How a call stands after a refused change: cancelled, started, or moved (its SEQUENCE rose since the page was shown). */
function changedStanding(call: CallState, now: Date): ManageView {
  if (call.status === 'cancelled') return { kind: 'cancelled', call }
  if (hasStarted(call, now)) return { kind: 'over', call, ended: Date.parse(call.end) <= now.getTime() }
  return { kind: 'moved', call }
}

/**
 * The read-only view for a link whose call is cancelled, started, or changed since the link's mail
 * (another time, or the same time under a higher SEQUENCE: moved away and back, so a newer mail
 * exists); undefined if the link's action is open.
 */
function linkStanding(call: CallState, link: BookingLink, now: Date): ManageView | undefined {
  if (call.status === 'cancelled' || hasStarted(call, now) || call.start !== link.start || (link.sequence !== undefined && call.sequence !== link.sequence)) return changedStanding(call, now)
  return undefined
}

/**
 * The booking functions (docs/architecture.md, "Booking"): the free slots (GET, JSON or the
 * form's page without JavaScript), the booking (POST, JSON or form-encoded), and the page behind
 * the mails' signed links (GET shows, POST cancels or moves: mail scanners that open links never
 * change a booking). Every booking is stored before its mails go out; a mail SES does not take
 * stays in the outbox for the scheduled job (lambdas/booking/jobs.ts).
 */
export function createBookingHandlers(deps: BookingDependencies): Record<string, HttpHandler> {
  const availability = deps.availability ?? bookingAvailability
  const now = deps.now ?? (() => new Date())
  const limits = deps.limits ?? { writesPerMinute: bookingApi.writesPerClientPerMinute, readsPerMinute: bookingApi.readsPerClientPerMinute }
  const counter = deps.counter ?? memoryRateCounter({ now: () => now().getTime() })
  const channels = availability.channels.filter((channel) => channel === 'phone' || deps.mail.videoRoomUrl)
  // Behind CloudFront the function sees CloudFront's address; the visitor's is in the header
  // CloudFront sets (infra: origin request policy). Only CloudFront reaches the API (origin check).
  // Counted per IPv4 address or IPv6 /64 (core/viewer-address.ts), however the address is written.
  const client = (event: HttpEvent) => clientKey(viewerIp(header(event, viewerAddressHeader)) || event.requestContext.http.sourceIp || 'unknown')
  /**
   * The limits (docs/limits.md): writes (bookings, link actions) and reads (slot lists, manage
   * pages) per client in any minute, counted before anything else is read. A counter that cannot
   * count refuses (fail closed): undefined means "refused for that reason".
   */
  const limit = async (event: HttpEvent, kind: 'write' | 'read', log: ReturnType<typeof createLogger>): Promise<RateDecision | undefined> => {
    try {
      return await counter.hit(`booking-${kind}`, client(event), perMinute(kind === 'write' ? limits.writesPerMinute : limits.readsPerMinute))
    } catch (error) {
      log.error('booking_rate_limit_unavailable', { error: errorSummary(error) })
      return undefined
    }
  }
  const retryAfter = (decision: RateDecision): Record<string, string> => (decision.allowed ? {} : { 'Retry-After': String(decision.retryAfterSeconds) })

  async function offered(at: Date, purpose: BusyPurpose = 'list'): Promise<Slot[]> {
    const until = new Date(at.getTime() + (availability.horizonDays + 2) * 86_400_000)
    const [busy, booked] = await Promise.all([deps.busy(at, until, purpose), deps.store.bookedSpans(at, until)])
    return offeredSlots(availability, at, [...busy, ...booked])
  }

  const slots: HttpHandler = async (event) => {
    const log = createLogger(event.requestContext.requestId, deps.logSink)
    const params = query(event)
    const lang = requestLang(params.get('lang'))
    const asPage = params.get('view') === 'page'
    const zone = isTimeZone(params.get('tz') ?? '') ? params.get('tz')! : firmTimeZone
    const fail = (error: BookingErrorCode) =>
      asPage ? html(bookingErrorStatus[error], bookingFormPage(lang, { zone, error: bookingErrorText(error) }, deps.stylesheet)) : json(bookingErrorStatus[error], { error }, error === 'method_not_allowed' ? { Allow: 'GET' } : {})
    if (event.requestContext.http.method.toUpperCase() !== 'GET') return fail('method_not_allowed')
    const decision = await limit(event, 'read', log)
    if (!decision) return fail('store_failed')
    if (!decision.allowed) return asPage ? fail('rate_limited') : json(bookingErrorStatus.rate_limited, { error: 'rate_limited' }, retryAfter(decision))
    let list: Slot[]
    try {
      list = await offered(now())
    } catch (error) {
      log.error(error instanceof BusyFeedUnavailable ? 'booking_calendar_unavailable' : 'booking_slots_failed', { error: errorSummary(error) })
      return fail(error instanceof BusyFeedUnavailable ? 'calendar_unavailable' : 'store_failed')
    }
    const answer: SlotsAnswer = { slots: list, channels, horizonDays: availability.horizonDays }
    return asPage ? html(200, bookingFormPage(lang, { zone, slots: answer }, deps.stylesheet)) : json(200, answer)
  }

  const book: HttpHandler = async (event) => {
    const log = createLogger(event.requestContext.requestId, deps.logSink)
    const method = event.requestContext.http.method.toUpperCase()
    const type = mediaType(event)
    const isForm = type === 'application/x-www-form-urlencoded'
    let fields: Record<string, unknown> = {}
    // An oversized body is never parsed (it is refused below, and only its language is lost).
    if (isForm && bodyBytes(event) <= bookingApi.maxBodyBytes) fields = Object.fromEntries(new URLSearchParams(bodyText(event)))
    const lang: Lang = requestLang(fields.lang)
    const zone = typeof fields.tz === 'string' && isTimeZone(fields.tz) ? fields.tz : firmTimeZone
    // `readCalendar: false`: refused before anything is read (over the limit, too large, no count); the form again with the entries, without the slots.
    const fail = async (error: BookingErrorCode, headers: Record<string, string> = {}, readCalendar = true): Promise<HttpResult> => {
      if (!isForm || error === 'method_not_allowed') return json(bookingErrorStatus[error], { error }, error === 'method_not_allowed' ? { Allow: 'POST' } : headers)
      const values = Object.fromEntries(Object.entries(fields).filter(([key, value]) => key !== 'website' && typeof value === 'string')) as Record<string, string>
      if (!readCalendar) return html(bookingErrorStatus[error], bookingFormPage(lang, { zone, error: bookingErrorText(error), values }, deps.stylesheet))
      // Without JavaScript the visitor gets the form again, with the error, the entries and the free slots of now.
      const list = await offered(now()).catch(() => [] as Slot[])
      // The chosen slot stays chosen while it is still offered: only a slot that is gone must be picked again.
      const start = list.some((slot) => slot.start === values.start) ? values.start : ''
      return html(bookingErrorStatus[error], bookingFormPage(lang, { zone, error: bookingErrorText(error), values: { ...values, start }, slots: { slots: list, channels, horizonDays: availability.horizonDays } }, deps.stylesheet))
    }
    if (method !== 'POST') return fail('method_not_allowed')
    // Every post counts, an oversized or malformed one too, and is refused over the limit before its body or the calendar is read.
    const decision = await limit(event, 'write', log)
    if (!decision) return fail('store_failed', {}, false)
    if (!decision.allowed) return fail('rate_limited', retryAfter(decision), false)
    if (type !== 'application/json' && !isForm) return fail('unsupported_media_type')
    if (bodyBytes(event) > bookingApi.maxBodyBytes) return fail('body_too_large', {}, false)
    if (!isForm) {
      try {
        const parsed: unknown = JSON.parse(bodyText(event))
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail('invalid_input')
        fields = parsed as Record<string, unknown>
      } catch {
        return fail('invalid_json')
      }
    }
    const parsed = parseBookingRequest(fields)
    if (!parsed.ok) {
      log.info('booking_rejected', { code: parsed.error })
      return fail(parsed.error)
    }
    const input: BookingInput = parsed.input
    const at = now()
    const ok = (made: Booking) => {
      const answer: BookedAnswer = { ok: true, start: made.start, end: made.end, channel: made.channel }
      return isForm ? html(200, bookingFormPage(lang, { zone: input.zone, booked: { start: made.start, email: made.email } }, deps.stylesheet)) : json(200, answer)
    }
    // A start the firm does not offer at all (off the grid, a closed day, too soon, beyond the
    // horizon) is not offered; one on the grid that a booking or the firm's calendar holds is taken.
    if (!offeredSlots(availability, at, []).some((candidate) => candidate.start === input.start)) return fail('slot_not_offered')
    let slot: Slot | undefined
    try {
      slot = (await offered(at, 'decide')).find((candidate) => candidate.start === input.start)
    } catch (error) {
      // No fresh read in time: "try again", never a decision on an older copy (logged by the feed as booking_calendar_not_fresh).
      if (error instanceof BusyFeedNotFresh) return fail('calendar_try_again')
      log.error('booking_calendar_unavailable', { error: errorSummary(error) })
      return fail(error instanceof BusyFeedUnavailable ? 'calendar_unavailable' : 'store_failed')
    }
    // The same request sent again (a double click, a retry after a lost answer) is answered with the booking it made, not "just taken".
    const replayOrTaken = async (reason: 'slot_taken' | 'open_booking_exists') => {
      const replay = await deps.store.findReplay(input, at).catch(() => undefined)
      return replay ? ok(replay) : fail(reason)
    }
    if (!slot) return parsed.isBot ? fail('slot_taken') : replayOrTaken('slot_taken')
    if (input.channel === 'video' && !channels.includes('video')) return fail('invalid_input')
    const booking: Booking = {
      id: randomUUID(),
      start: slot.start,
      end: slot.end,
      lang: input.lang,
      zone: input.zone,
      name: input.name,
      email: input.email,
      phone: input.phone,
      channel: input.channel,
      company: input.company,
      opposingParty: input.opposingParty,
      ...(input.channel === 'video' ? { videoRoom: newVideoRoom() } : {}),
      intake: input.intake,
      sequence: 0,
      createdAt: at.toISOString(),
    }
    // A filled honeypot is a bot: it is told "booked", and nothing is stored or sent.
    if (parsed.isBot) return ok(booking)
    let result
    try {
      result = await deps.store.book(booking, now())
    } catch (error) {
      log.error('booking_store_failed', { bookingId: booking.id, unknown: error instanceof OutcomeUnknown, error: errorSummary(error) })
      // Fenced, nothing is stored; unknown, it may be (and is then mailed by the job): the visitor is told which.
      return fail(error instanceof OutcomeUnknown ? 'store_unconfirmed' : 'store_failed')
    }
    if (!result.ok) {
      log.info('booking_refused', { code: result.reason })
      return result.reason === 'calendar_full' ? fail(result.reason) : replayOrTaken(result.reason)
    }
    log.info('booking_made', { bookingId: booking.id, start: booking.start })
    await deliverChange(deps, 'booked', booking, now(), log)
    return ok(booking)
  }

  const manage: HttpHandler = async (event) => {
    const log = createLogger(event.requestContext.requestId, deps.logSink)
    const method = event.requestContext.http.method.toUpperCase()
    const fields = method === 'POST' ? new URLSearchParams(bodyBytes(event) <= bookingApi.maxBodyBytes ? bodyText(event) : '') : query(event)
    // Until the booking is read, the page speaks the language the link carries.
    let lang = requestLang(fields.get('lang'))
    // A video call's room is shown on the pages of the booking itself (its details), never on a read-only one.
    const page = (status: number, view: ManageView, booking?: Booking) => html(status, managePage(lang, view, deps.stylesheet, booking && bookingRoomUrl(booking, deps.mail.videoRoomUrl)))
    if (method !== 'GET' && method !== 'POST') {
      const refused = page(bookingErrorStatus.method_not_allowed, { kind: 'failed', message: 'unavailable' })
      return { ...refused, headers: { ...refused.headers, Allow: 'GET, POST' } }
    }
    // Showing the page reads the calendar too: a GET counts as a read, a POST as a write.
    const decision = await limit(event, method === 'POST' ? 'write' : 'read', log)
    if (!decision) return page(503, { kind: 'failed', message: 'unavailable' })
    if (!decision.allowed) {
      const refused = page(bookingErrorStatus.rate_limited, { kind: 'failed', message: 'rateLimited' })
      return { ...refused, headers: { ...refused.headers, ...retryAfter(decision) } }
    }
    const token = fields.get('t') ?? ''
    try {
      const link = verifyBookingLink(await deps.linkSecret(), token)
      const found = link && (await deps.store.find(link.id))
      if (!link || !found) return page(404, { kind: 'invalid' })
      lang = found.call.lang
      // Cancelled, started or moved since this link's mail: the page shows how the call stands, and changes nothing.
      const standing = linkStanding(found.call, link, now())
      if (standing) return page(method === 'GET' ? 200 : 409, standing)
      const booking = found.booking
      if (!booking) throw new Error(`the booked call ${found.call.id} has no details`)
      const freeSlots = async (purpose?: BusyPurpose) => (await offered(now(), purpose)).filter((slot) => slot.start !== booking.start)
      const reschedulePage = async (status: number, error?: 'slotTaken') => page(status, { kind: 'reschedule', call: booking, token, slots: await freeSlots(), ...(error ? { error } : {}) }, booking)
      if (method === 'GET') return link.action === 'cancel' ? page(200, { kind: 'cancel', call: booking, token }, booking) : reschedulePage(200)
      let result: ChangeResult
      if (link.action === 'cancel') {
        result = await deps.store.cancel(booking, now())
      } else {
        const target = (await freeSlots('decide')).find((slot) => slot.start === fields.get('start'))
        if (!target) return reschedulePage(409, 'slotTaken')
        result = await deps.store.reschedule(booking, target, now())
      }
      if (!result.ok) {
        log.info('booking_refused', { bookingId: booking.id, code: result.reason })
        if (result.reason === 'not_found') return page(404, { kind: 'invalid' })
        if (result.reason === 'slot_taken') return reschedulePage(409, 'slotTaken')
        return page(409, changedStanding(result.call, now()))
      }
      const changed = result.booking
      log.info(link.action === 'cancel' ? 'booking_cancelled' : 'booking_moved', { bookingId: changed.id, start: changed.start, sequence: changed.sequence })
      await deliverChange(deps, link.action === 'cancel' ? 'cancelled' : 'moved', changed, now(), log)
      if (link.action === 'cancel') {
        // The personal details go with the cancellation (the privacy policy says so); if this fails, the job's sweep deletes them.
        await deps.store.archive(changed.id, now()).catch((error: unknown) => log.error('booking_manage_failed', { bookingId: changed.id, step: 'archive', error: errorSummary(error) }))
      }
      return page(200, { kind: 'done', call: changed, message: link.action === 'cancel' ? 'cancelled' : 'rescheduled' }, changed)
    } catch (error) {
      if (error instanceof BusyFeedNotFresh) return page(503, { kind: 'failed', message: 'calendarTryAgain' })
      log.error(error instanceof BusyFeedUnavailable ? 'booking_calendar_unavailable' : 'booking_manage_failed', { unknown: error instanceof OutcomeUnknown, error: errorSummary(error) })
      return page(503, { kind: 'failed', message: error instanceof BusyFeedUnavailable ? 'calendarUnavailable' : error instanceof OutcomeUnknown ? 'changeUnconfirmed' : 'unavailable' })
    }
  }

  return { [bookingApi.slotsPath]: slots, [bookingApi.bookPath]: book, [bookingApi.managePath]: manage }
}
