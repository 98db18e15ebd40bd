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
 * The mails the firm receives for each booked, moved or cancelled free first assessment (German,
 * like the inquiry mail); each carries the calendar invitation. The conflict check comes first.
 * Filled by lambdas/booking/mail.ts.
 */
export const bookingFirmMail = {
  subjects: {
    booked: 'Erste Einschätzung gebucht: {date} {time} – {name}, {company}',
    moved: 'Erste Einschätzung verschoben: {date} {time} – {name}, {company}',
    cancelled: 'Erste Einschätzung abgesagt: {date} {time} – {name}, {company}',
  },
  intro: {
    booked: 'Über die Website wurde eine kostenlose erste Einschätzung gebucht.',
    moved: 'Eine kostenlose erste Einschätzung wurde verschoben.',
    cancelled: 'Eine kostenlose erste Einschätzung wurde abgesagt.',
  },
  conflictCheck: 'Vor dem Gespräch: Kollisionsprüfung (§ 43a Abs. 4 BRAO)',
  intakeTitle: 'Antworten zur Vorbereitung (Angaben der Person, jede Zeile mit „>“ zitiert):',
  labels: {
    company: 'Unternehmen',
    opposingParty: 'Gegenseite bei einem Streitfall',
    when: 'Termin',
    visitorTime: 'Ortszeit der Person',
    channel: 'Gesprächsart',
    videoRoom: 'Videoraum dieses Termins',
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
  /** The organizer's name in the firm's calendar invitation (sent from the website's address). */
  calendarOrganizer: 'Website der Kanzlei (Terminbuchung)',
} as const
