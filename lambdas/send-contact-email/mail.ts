import type { SendEmailCommandInput } from '@aws-sdk/client-ses'
import { inquiryMail } from '../../content/mail'
import { format } from '../../renderer/i18n'
import type { Inquiry } from './inquiry'

/** Removes every control character (CR and LF among them) so nothing can reach a header. */
export function headerSafe(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim()
}

/** The SES SendEmail request for an inquiry: to the firm, Reply-To the visitor, plain text. */
export function buildInquiryEmail(
  inquiry: Inquiry,
  meta: { id: string; receivedAt: Date },
  addresses: { from: string; to: string },
): SendEmailCommandInput {
  const l = inquiryMail.labels
  const receivedAt = `${new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeStyle: 'long', timeZone: 'Europe/Berlin' }).format(meta.receivedAt)} (${meta.receivedAt.toISOString()})`
  const body = [
    inquiryMail.intro,
    '',
    `${l.name}: ${inquiry.name}`,
    `${l.email}: ${inquiry.email}`,
    `${l.source}: ${inquiry.source}`,
    `${l.lang}: ${inquiryMail.languages[inquiry.lang]}`,
    `${l.receivedAt}: ${receivedAt}`,
    `${l.id}: ${meta.id}`,
    '',
    `${l.message}:`,
    inquiry.message,
    '',
    '--',
    inquiryMail.replyHint,
  ].join('\n')
  // SES caps subjects; a long name or source is shortened, never allowed to break the header.
  const subject = headerSafe(format(inquiryMail.subject, { source: headerSafe(inquiry.source), name: headerSafe(inquiry.name) })).slice(0, 200)
  return {
    Source: addresses.from,
    Destination: { ToAddresses: [addresses.to] },
    ReplyToAddresses: [inquiry.email],
    Message: {
      Subject: { Data: subject, Charset: 'UTF-8' },
      Body: { Text: { Data: body, Charset: 'UTF-8' } },
    },
  }
}
