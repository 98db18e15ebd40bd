/**
 * Operational promises the privacy policy states and the infrastructure enforces: the CDK stack
 * sets these retention periods, the legal texts quote them.
 */
export const retention = {
  /** Server and function logs (SPEC.md §9). */
  logDays: 7,
  /** The encrypted archive copy of each inquiry, kept so no inquiry is lost if e-mail fails. */
  inquiryArchiveDays: 30,
  /** A booked first assessment's data (name, e-mail, phone, answers), deleted this many days after the call. */
  bookingDaysAfterCall: 30,
  /** How far back the bookings table's point-in-time recovery reaches: a deleted booking leaves the backups after this. */
  bookingBackupDays: 7,
} as const
