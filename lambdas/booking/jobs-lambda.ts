// AWS Lambda entry of the booking's scheduled job (EventBridge Scheduler, every five minutes).
import { loadConfig } from '../config'
import { createLogger } from '../log'
import { bookingPartsFromConfig } from './from-config'
import { runBookingJobs } from './jobs'

const { store, mail, sendRaw, linkSecret } = bookingPartsFromConfig(loadConfig(process.env, { needsBooking: true }))

export const handler = async () => runBookingJobs({ store, mail, sendRaw, linkSecret, log: createLogger(`job-${Date.now()}`) }, new Date())
