import type { Logger } from '../log'
import { errorSummary } from '../log'
import { deliverChange, deliverReminder, mailStillCurrent, sendQueued, type MailDelivery } from './deliver'
import { parseMailId, type CallState } from './store'

/** How long a queued mail waits before the job sends it again (its first send is the request's own). */
const retryAfterMs = 2 * 60_000
/** Reminders go to calls that start within this time. */
const reminderAheadMs = 24 * 3_600_000
/**
 * No reminder for a call whose booking or move was confirmed less than this before its reminder
 * would go out (a day before the call): a call booked or moved up to 36 hours ahead has its
 * confirmation as its reminder, and never gets a second mail minutes after the first (issue 39 C5).
 */
const quietAfterConfirmationMs = 12 * 3_600_000

/** Whether a call gets a reminder at all: its last confirmation went out long enough before the reminder's time. */
export const reminderWanted = (call: Pick<CallState, 'start' | 'changedAt'>) => Date.parse(call.changedAt) <= Date.parse(call.start) - reminderAheadMs - quietAfterConfirmationMs

/** How far back the job looks for changes whose mails were never queued (the request ended between the change and its mails). */
const catchUpMs = 24 * 3_600_000

/**
 * The booking's scheduled work, every few minutes (EventBridge Scheduler in AWS, a timer in the
 * local server): send again what SES did not take, queue the mails of a change whose request
 * ended before it queued them, remind visitors of tomorrow's calls (with the links to move or
 * cancel them), and archive or delete what is over, cancelled or past its retention (DynamoDB's
 * TTL deletes too, but only within days).
 */
export async function runBookingJobs(deps: MailDelivery & { log: Logger }, now: Date) {
  const { store, log } = deps
  let retried = 0
  let stale = 0
  for (const mail of await store.queuedMails(new Date(now.getTime() - retryAfterMs))) {
    try {
      // Checked right before the send: a mail its call has outgrown (moved, cancelled, begun) is dropped, never sent late.
      const named = parseMailId(mail.id)
      if (!mailStillCurrent(mail.id, named && (await store.find(named.bookingId)), now)) {
        if (await store.dropMail(mail.id, now)) stale++
        continue
      }
      // Claimed first: a request or another run sending it at the same moment sends it instead, never as well.
      if ((await sendQueued(deps, mail.id, Buffer.from(mail.raw, 'base64'), now, log)) === 'sent') retried++
    } catch (error) {
      log.error('booking_mail_queued', { mailId: mail.id, error: errorSummary(error) })
    }
  }
  let recovered = 0
  // A change younger than the retry delay may still be mailing from its own request.
  for (const due of await store.unmailedChanges(new Date(now.getTime() - catchUpMs), new Date(now.getTime() - retryAfterMs))) {
    await deliverChange(deps, due.kind, due.booking, now, log)
    recovered++
  }
  let reminded = 0
  // The links' key first: a reminder is marked only when it can be written.
  await deps.linkSecret()
  for (const booking of await store.dueReminders(now, new Date(now.getTime() + reminderAheadMs), reminderWanted)) {
    // Marked first, under the call's SEQUENCE: two runs at once remind once, and never of a time the call has left.
    if (!(await store.markReminded(booking, now))) continue
    if (await deliverReminder(deps, booking, now, log)) reminded++
  }
  const sweep = await store.sweep(now)
  const swept = sweep.archived + sweep.freed + sweep.fences + sweep.orphans + sweep.expired
  if (retried) log.info('booking_mail_retried', { count: retried })
  if (stale) log.info('booking_mail_stale', { count: stale })
  if (recovered) log.error('booking_mail_recovered', { count: recovered })
  if (reminded) log.info('booking_reminded', { count: reminded })
  if (sweep.orphans) log.warn('booking_details_orphaned', { count: sweep.orphans })
  if (swept) log.info('booking_swept', { ...sweep })
  return { retried, stale, recovered, reminded, swept }
}
