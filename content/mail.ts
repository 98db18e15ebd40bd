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
