/**
 * The events the server functions log (lambdas/log.ts), one JSON line each; CloudWatch metric
 * filters and alarms count them by name (infra/constructs/monitoring.ts).
 */
export type LogEvent =
  | 'inquiry_delivered'
  | 'inquiry_undelivered'
  | 'inquiry_archive_failed'
  | 'inquiry_status_failed'
  | 'inquiry_rejected'
  | 'vies_checked'
  | 'vies_failed'
  | 'vies_upstream'
  | 'origin_rejected'
  | 'origin_secret_unavailable'
  | 'handler_failed'
  | 'origin_secret_rotated'
