import type { SendRawMail } from '../aws-clients'
import type { Logger } from '../log'
import { errorSummary } from '../log'
import { visitorMail, type MailSettings } from './mail'
import type { BookingStore } from './store'

/** How long a queued mail waits before the job sends it again (its first send is the request's own). */
const retryAfterMs = 2 * 60_000
/** Reminders go to calls that start within this time. */
const reminderAheadMs = 24 * 3_600_000

/**
 * The booking's scheduled work, every few minutes (EventBridge Scheduler in AWS, a timer in the
 * local server): send again what SES did not take, remind visitors of tomorrow's calls, and delete
 * what has passed its retention (DynamoDB's TTL deletes too, but only within days).
 */
export async function runBookingJobs(deps: { store: BookingStore; sendRaw: SendRawMail; mail: MailSettings; log: Logger }, now: Date) {
  const { store, sendRaw, log } = deps
  let retried = 0
  for (const mail of await store.queuedMails(new Date(now.getTime() - retryAfterMs))) {
    try {
      await sendRaw(Buffer.from(mail.raw, 'base64'))
      await store.mailSent(mail.id)
      retried++
    } catch (error) {
      log.error('booking_mail_queued', { mailId: mail.id, error: errorSummary(error) })
    }
  }
  let reminded = 0
  for (const booking of await store.dueReminders(now, new Date(now.getTime() + reminderAheadMs))) {
    // Marked first: two runs at once remind once.
    if (!(await store.markReminded(booking))) continue
    const message = await visitorMail('reminder', booking, undefined, deps.mail, now)
    const mail = { id: `reminder-${booking.id}-${booking.sequence}`, raw: message.toString('base64'), queuedAt: now.toISOString(), attempts: 1 }
    await store.queueMail(mail)
    try {
      await sendRaw(message)
      await store.mailSent(mail.id)
    } catch (error) {
      log.error('booking_mail_queued', { mailId: mail.id, error: errorSummary(error) })
    }
    reminded++
  }
  const swept = await store.sweepExpired(now)
  if (retried) log.info('booking_mail_retried', { count: retried })
  if (reminded) log.info('booking_reminded', { count: reminded })
  if (swept) log.info('booking_swept', { count: swept })
  return { retried, reminded, swept }
}
