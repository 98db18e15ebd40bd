import { bookingPartsFromConfig } from '../../lambdas/booking/from-config'
import { runBookingJobs } from '../../lambdas/booking/jobs'
import type { Config } from '../../lambdas/config'
import { createLogger } from '../../lambdas/log'

/** Runs the booking's job (lambdas/booking/jobs.ts) every minute, as the schedule does in AWS; no timer without booking settings. */
export function startBookingJobs(config: Config, everyMs = 60_000): NodeJS.Timeout | undefined {
  if (!config.booking) return undefined
  const parts = bookingPartsFromConfig(config)
  const timer = setInterval(() => {
    runBookingJobs({ ...parts, log: createLogger(`job-${Date.now()}`) }, new Date()).catch((error: unknown) => console.error('booking job failed', error))
  }, everyMs)
  timer.unref()
  return timer
}
