import type { SendEmailCommandInput } from '@aws-sdk/client-ses'
import type { Inquiry } from '../../core/contact-api'
import { format, singleLine, truncate } from '../../core/text'
import { inquiryMail } from '../../content/mail'

/** SES accepts long subjects, mail clients show about this much. */
const subjectLength = 200

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
  // The inquiry's texts are clean single lines already (core/contact-api.ts); the subject is made
  // one line again in case a template ever holds a break, and cut without splitting a character.
  const subject = truncate(singleLine(format(inquiryMail.subject, { source: inquiry.source, name: inquiry.name })), subjectLength)
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
