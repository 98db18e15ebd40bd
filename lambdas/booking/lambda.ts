// AWS Lambda entry of /api/booking-slots, /api/book-call and /api/booking-manage: one function,
// routed by path. Configuration is read and validated once per cold start.
import { loadConfig } from '../config'
import type { HttpEvent } from '../http'
import { json } from '../http-response'
import { bookingHandlersFromConfig } from './from-config'

// A promise runs only while an invocation does: a request that finds the calendar's copy older
// than five minutes gives the new read up to a second before it answers from the copy (the read
// goes on in later invocations; lambdas/booking/busy-feed.ts).
const handlers = bookingHandlersFromConfig(loadConfig(process.env, { needsBooking: true }), { refreshWaitMs: 1_000 })

export const handler = (event: HttpEvent) => {
  const route = Object.prototype.hasOwnProperty.call(handlers, event.rawPath) ? handlers[event.rawPath] : undefined
  return route ? route(event) : Promise.resolve(json(404, { error: 'not_found' }))
}
