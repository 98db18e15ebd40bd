import MailComposer from 'nodemailer/lib/mail-composer'
import { bookingFirmMail, inquiryMail } from '../../content/mail'
import { firm } from '../../content/firm'
import { terminPage } from '../../content/pages/termin'
import { firmTimeZone, slotTime } from '../../core/booking-time'
import { intlLocale } from '../../core/intl-locale'
import { localize } from '../../core/i18n'
import { format, singleLine, truncate } from '../../core/text'
import { intakeFields } from '../../core/booking-api'
import { invitation } from './invitation'
import { bookingRoomUrl } from './video-room'
import type { Booking } from './store'

export type MailKind = 'booked' | 'moved' | 'cancelled' | 'reminder'

export interface MailSettings {
  /** The sender (SES-verified). */
  from: string
  /** The firm's inbox: the ORGANIZER of the visitor's invitation, invited in the firm's own copy, whose ORGANIZER is `from`. */
  firmInbox: string
  /** The meeting service's room template with {room} (core/video-room.ts); unset, no video calls. */
  videoRoomUrl: string | undefined
  /** The site's address; the links are `${siteUrl}/api/booking-manage?t=…`. */
  siteUrl: string
  /** The UID's domain. */
  domain: string
}

export interface MailLinks {
  reschedule: string
  cancel: string
}

const subjectLength = 200

/** One RFC 2047 encoded-word ("=?charset?B|Q?text?="; the charset may carry an RFC 2231 language). */
const encodedWord = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g
/** The white space between two adjacent encoded-words, which RFC 2047 §6.2 says to drop. */
const betweenWords = /(=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)\s+(?==\?[^?\s]+\?[BbQq]\?[^?\s]*\?=)/g

/** A decoder for a charset's label; UTF-8 for a label the platform does not know (as mail clients and mailparser read it). */
function decoderFor(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset.split('*')[0]!)
  } catch {
    return new TextDecoder('utf-8')
  }
}

/** The text of one encoded-word (bytes a charset cannot read become U+FFFD): none is left for a mail client to decode into something else. */
function decodeWord(_word: string, charset: string, encoding: string, data: string): string {
  const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
  return decoderFor(charset).decode(bytes)
}

/**
 * A visitor's name or company as the mails show it (issue 39 C5): RFC 2047 encoded-words decoded
 * (again while the result still holds some, a few times at most), then made one clean line
 * (core/text.ts singleLine). Mail clients decode an encoded-word even inside a quoted display name
 * and in a subject, so a name typed as "=?UTF-8?Q?x=0D=0ABcc:…?=" would otherwise reach the
 * reader as a line break and a second header; decoded here, the break is a space before nodemailer
 * encodes the header, and the reader sees exactly what the firm's mail shows in its body.
 */
export function mailText(value: string): string {
  let text = value
  for (let round = 0; round < 5; round++) {
    const decoded = text.replace(betweenWords, '$1').replace(encodedWord, decodeWord)
    if (decoded === text) break
    text = decoded
  }
  return singleLine(text)
}

/**
 * The calendar invitation of a call: REQUEST for a booked or moved call, CANCEL for a cancelled one.
 * The visitor's comes from the firm; the firm's from the website's sender with the firm invited, so
 * the firm's calendar places it as any invitation (docs/booking-invitations.md).
 */
function calendarPart(kind: MailKind, booking: Booking, settings: MailSettings, now: Date, copy: 'visitor' | 'firm') {
  const text = localize(terminPage.text, booking.lang).mail
  const room = bookingRoomUrl(booking, settings.videoRoomUrl)
  const visitor = { name: mailText(booking.name), email: booking.email }
  const firmParty = { name: firm.name, email: settings.firmInbox }
  return invitation({
    method: kind === 'cancelled' ? 'cancel' : 'request',
    booking,
    sequence: booking.sequence,
    copy,
    ...(copy === 'visitor'
      ? { organizer: firmParty, attendees: [{ ...visitor, rsvp: true }] }
      : { organizer: { name: bookingFirmMail.calendarOrganizer, email: settings.from }, attendees: [{ ...firmParty, rsvp: false }, { ...visitor, rsvp: false }] }),
    text: { summary: format(text.summary, { firm: firm.shortName }), description: format(text.summary, { firm: firm.shortName }), location: room ?? booking.phone, ...(room ? { url: room } : {}) },
    domain: settings.domain,
    stamp: now,
  })
}

async function compose(options: ConstructorParameters<typeof MailComposer>[0]): Promise<Buffer> {
  return new MailComposer(options).compile().build()
}

/**
 * The visitor's mail, in their language and time zone (Berlin time beside it): what, when, how,
 * the links to move or cancel the call, and the invitation (text/calendar; method=…) that
 * Outlook, Google and Apple show with their accept buttons. A reminder carries no invitation.
 */
export function visitorMail(kind: MailKind, booking: Booking, links: MailLinks | undefined, settings: MailSettings, now: Date): Promise<Buffer> {
  const text = localize(terminPage.text, booking.lang)
  const locale = intlLocale[booking.lang]
  const own = slotTime(booking.start, booking.zone, locale)
  const berlin = slotTime(booking.start, firmTimeZone, locale)
  const when = format(booking.zone === firmTimeZone ? text.form.whenInFirmZone : text.form.when, { date: own.date, time: own.time, zone: own.zoneName, firmTime: berlin.time })
  const room = bookingRoomUrl(booking, settings.videoRoomUrl)
  const how = room ? format(text.mail.videoCall, { url: room }) : format(text.mail.phoneCall, { phone: booking.phone })
  const name = mailText(booking.name)
  const lines = [format(text.mail.greeting, { name }), '', text.mail[kind], '', when, kind === 'cancelled' ? '' : how]
  if (links && kind !== 'cancelled') lines.push('', text.mail.manage, format(text.mail.rescheduleLink, { url: links.reschedule }), format(text.mail.cancelLink, { url: links.cancel }))
  lines.push('', text.mail.closing, firm.name, firm.phone.display)
  const subject = truncate(singleLine(format(text.mail.subjects[kind], { date: own.date, time: own.time })), subjectLength)
  return compose({
    from: { name: firm.shortName, address: settings.from },
    to: { name, address: booking.email },
    replyTo: settings.firmInbox,
    subject,
    text: lines.join('\n'),
    ...(kind === 'reminder' ? {} : { icalEvent: { method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST', content: calendarPart(kind, booking, settings, now, 'visitor') } }),
  })
}

/**
 * A visitor's multi-line answer as the firm's mail shows it: every line quoted ("> "), so no answer
 * can make a line that reads as a field of the mail ("E-Mail: …"). The answer is already clean
 * (core/text.ts multiLine: every line break, U+2028/2029 and NEL among them, is "\n").
 */
export function quoted(answer: string, none: string): string {
  return (answer || none)
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n')
}

/**
 * The firm's mail (German, Berlin time): first the conflict check (§ 43a (4) BRAO: the company and
 * the other side of a dispute), then when and how, who booked, the intake answers (quoted), and
 * the invitation for its calendar. Single-line values cannot break a line (core/text.ts singleLine).
 */
export function firmMail(kind: Exclude<MailKind, 'reminder'>, booking: Booking, settings: MailSettings, now: Date): Promise<Buffer> {
  const m = bookingFirmMail
  const berlin = slotTime(booking.start, firmTimeZone, intlLocale.de)
  const own = slotTime(booking.start, booking.zone, intlLocale.de)
  const l = m.labels
  const room = bookingRoomUrl(booking, settings.videoRoomUrl)
  const [name, company] = [mailText(booking.name), mailText(booking.company)]
  const body = [
    m.intro[kind],
    '',
    m.conflictCheck,
    `${l.company}: ${company || m.none}`,
    `${l.opposingParty}: ${booking.opposingParty || m.none}`,
    '',
    `${l.when}: ${berlin.date}, ${berlin.time} (${berlin.zoneName})`,
    `${l.visitorTime}: ${own.date}, ${own.time} (${booking.zone})`,
    `${l.channel}: ${m.channels[booking.channel]}`,
    ...(room ? [`${l.videoRoom}: ${room}`] : []),
    `${l.name}: ${name}`,
    `${l.email}: ${booking.email}`,
    `${l.phone}: ${booking.phone || m.none}`,
    `${l.lang}: ${inquiryMail.languages[booking.lang]}`,
    `${l.id}: ${booking.id}`,
    '',
    m.intakeTitle,
    ...intakeFields.flatMap((field) => [`${l[field]}:`, quoted(booking.intake[field], m.none)]),
    '',
    '--',
    m.replyHint,
  ].join('\n')
  return compose({
    from: { name: firm.shortName, address: settings.from },
    to: settings.firmInbox,
    replyTo: { name, address: booking.email },
    subject: truncate(singleLine(format(m.subjects[kind], { date: berlin.date, time: berlin.time, name, company })), subjectLength),
    text: body,
    icalEvent: { method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST', content: calendarPart(kind, booking, settings, now, 'firm') },
  })
}
