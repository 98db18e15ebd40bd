// AWS Lambda entry of /api/booking-slots, /api/book-call and /api/booking-manage: one function,
// routed by path. Configuration is read and validated once per cold start.
import { loadConfig } from '../config'
import type { HttpEvent } from '../http'
import { json } from '../http-response'
import { bookingHandlersFromConfig } from './from-config'

const handlers = bookingHandlersFromConfig(loadConfig(process.env, { needsBooking: true }))

export const handler = (event: HttpEvent) => {
  const route = Object.prototype.hasOwnProperty.call(handlers, event.rawPath) ? handlers[event.rawPath] : undefined
  return route ? route(event) : Promise.resolve(json(404, { error: 'not_found' }))
}
