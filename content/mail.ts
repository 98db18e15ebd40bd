/**
 * The e-mail the firm receives for each inquiry. It goes to the firm, so it is in German; the
 * visitor's language is stated in the body. {placeholders} are filled by
 * lambdas/send-contact-email/mail.ts.
 */
export const inquiryMail = {
  subject: 'Website-Anfrage: {source} – {name}',
  intro: 'Neue Anfrage über das Kontaktformular der Website.',
  labels: {
    name: 'Name',
    email: 'E-Mail',
    source: 'Formular',
    lang: 'Sprache der Seite',
    receivedAt: 'Eingegangen',
    id: 'Vorgangsnummer',
    message: 'Nachricht',
  },
  replyHint: 'Antworten Sie direkt auf diese E-Mail, um der anfragenden Person zu schreiben.',
  languages: { de: 'Deutsch', en: 'Englisch', zh: 'Chinesisch' },
} as const

/**
 * The mails the firm receives for each booked, moved or cancelled initial call (German, like the
 * inquiry mail); each carries the calendar invitation. Filled by lambdas/booking/mail.ts.
 */
export const bookingFirmMail = {
  subjects: {
    booked: 'Erstgespräch gebucht: {date} {time} – {name}',
    moved: 'Erstgespräch verschoben: {date} {time} – {name}',
    cancelled: 'Erstgespräch abgesagt: {date} {time} – {name}',
  },
  intro: { booked: 'Über die Website wurde ein Erstgespräch gebucht.', moved: 'Ein Erstgespräch wurde verschoben.', cancelled: 'Ein Erstgespräch wurde abgesagt.' },
  labels: {
    when: 'Termin',
    visitorTime: 'Ortszeit der Person',
    channel: 'Gesprächsart',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    lang: 'Sprache',
    marketplaces: 'Marktplätze',
    storageCountries: 'Lagerländer',
    vatIds: 'USt-IdNrn./Steuernummern',
    id: 'Buchungsnummer',
  },
  channels: { phone: 'Telefon', video: 'Video' },
  none: '–',
  replyHint: 'Antworten Sie direkt auf diese E-Mail, um der Person zu schreiben.',
} as const
