// AWS Lambda entry of POST /api/qualified-vat-check and GET /api/qualified-vat-check/availability:
// one function, routed by path. It sends no mail and keeps nothing, so it needs no contact settings.
import { loadConfig } from '../config'
import type { HttpEvent } from '../http'
import { json } from '../http-response'
import { qualifiedCheckHandlersFromConfig } from './from-config'

const handlers = qualifiedCheckHandlersFromConfig(loadConfig(process.env, { needsContact: false }))

export const handler = (event: HttpEvent) => {
  const route = Object.prototype.hasOwnProperty.call(handlers, event.rawPath) ? handlers[event.rawPath] : undefined
  return route ? route(event) : Promise.resolve(json(404, { error: 'not_found' }))
}
