import { MailNotSent, type SendRawMail } from '../aws-clients'
import { errorSummary, type Logger } from '../log'
import { manageLinks } from './links'
import { firmMail, visitorMail, type MailKind, type MailSettings } from './mail'
import { mailId, parseMailId, type Booking, type BookingStore, type FoundBooking } from './store'

export interface MailDelivery {
  store: BookingStore
  sendRaw: SendRawMail
  mail: MailSettings
  /** The key of the signed links (read once from Secrets Manager in AWS). */
  linkSecret: () => Promise<string>
}

/**
 * Sends one queued mail if this caller can claim it (`store.claimMail`: one sender at a time, be
 * it the request or a run of the job). Sent, it is marked so; SES surely did not take it, it is
 * released for the job to send again; no answer came (SES may have it), it stays claimed and is
 * never sent again automatically, so no retry ever delivers a change's mail twice: logged for the
 * firm to check instead (`booking_mail_unconfirmed`, an alarm).
 */
export async function sendQueued(deps: MailDelivery, id: string, message: Uint8Array, now: Date, log: Logger): Promise<'sent' | 'queued' | 'unconfirmed' | 'taken'> {
  if (!(await deps.store.claimMail(id, now))) return 'taken'
  try {
    await deps.sendRaw(message)
  } catch (error) {
    if (error instanceof MailNotSent) {
      await deps.store.releaseMail(id)
      log.error('booking_mail_queued', { mailId: id, error: errorSummary(error) })
      return 'queued'
    }
    log.error('booking_mail_unconfirmed', { mailId: id, error: errorSummary(error) })
    return 'unconfirmed'
  }
  await deps.store.mailSent(id, now)
  return 'sent'
}

/**
 * Whether a queued mail still says how its call stands (issue 39 C1): it was written for the call's
 * current SEQUENCE (every change raises it: a mail of an earlier one is outdated, the newer change's
 * own mail says what holds), and a reminder or confirmation is for a call still booked and not yet
 * begun (a cancellation's mail goes out as long as it is the call's last change). A call no longer
 * found (its retention is over) gets no mail.
 */
export function mailStillCurrent(id: string, found: FoundBooking | undefined, now: Date): boolean {
  const named = parseMailId(id)
  if (!named || !found) return false
  const { call } = found
  if (call.sequence !== named.sequence) return false
  if (call.status === 'cancelled') return named.recipient !== 'reminder'
  return Date.parse(call.start) > now.getTime()
}

/**
 * Puts mails into the outbox, each under its own id, and sends those this call queued: a mail
 * whose id was queued before (by the request or the job, whichever came first) is not sent
 * again, so every change is mailed once. A mail SES did not take stays queued for the job.
 */
async function queueAndSend(deps: MailDelivery, mails: { id: string; message: Buffer }[], now: Date, log: Logger): Promise<number> {
  const mine: typeof mails = []
  for (const mail of mails) {
    if (await deps.store.queueMail({ id: mail.id, raw: mail.message.toString('base64'), queuedAt: now.toISOString(), attempts: 0 })) mine.push(mail)
  }
  for (const mail of mine) {
    try {
      await sendQueued(deps, mail.id, mail.message, now, log)
    } catch (error) {
      // The outbox could not be written around the send: the job finds the mail again, or (claimed) the log names it.
      log.error('booking_mail_queued', { mailId: mail.id, error: errorSummary(error) })
    }
  }
  return mine.length
}

/** The links of the visitor's mails, for the call's current time. */
async function linksOf(deps: MailDelivery, booking: Booking) {
  return manageLinks(await deps.linkSecret(), deps.mail.siteUrl, booking)
}

/** The pair of mails of a change (the visitor's with the links, unless cancelled; the firm's), each once. Never throws. */
export async function deliverChange(deps: MailDelivery, kind: Exclude<MailKind, 'reminder'>, booking: Booking, now: Date, log: Logger): Promise<void> {
  try {
    const [toVisitor, toFirm] = await Promise.all([visitorMail(kind, booking, kind === 'cancelled' ? undefined : await linksOf(deps, booking), deps.mail, now), firmMail(kind, booking, deps.mail, now)])
    await queueAndSend(
      deps,
      [
        { id: mailId(booking, 'visitor'), message: toVisitor },
        { id: mailId(booking, 'firm'), message: toFirm },
      ],
      now,
      log,
    )
  } catch (error) {
    log.error('booking_mail_failed', { bookingId: booking.id, kind, error: errorSummary(error) })
  }
}

/** The reminder the day before, with the links to move or cancel the call; once per call and SEQUENCE. True if this call queued it. */
export async function deliverReminder(deps: MailDelivery, booking: Booking, now: Date, log: Logger): Promise<boolean> {
  const message = await visitorMail('reminder', booking, await linksOf(deps, booking), deps.mail, now)
  return (await queueAndSend(deps, [{ id: mailId(booking, 'reminder'), message }], now, log)) > 0
}
