import type { HttpEvent, HttpResult } from './http'

/** JSON answer of a server function; never cached, never a stack trace. */
export function json(statusCode: number, body: object, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
    body: JSON.stringify(body),
  }
}

/** A page a server function renders itself (the no-JavaScript VAT ID check); never cached. */
export function html(statusCode: number, body: string): HttpResult {
  return { statusCode, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, body }
}

/** 303 See Other: the browser follows with GET (the no-JavaScript form path). */
export function seeOther(location: string): HttpResult {
  return { statusCode: 303, headers: { Location: location, 'Cache-Control': 'no-store' }, body: '' }
}

export function header(event: HttpEvent, name: string): string {
  return event.headers?.[name.toLowerCase()] ?? event.headers?.[name] ?? ''
}

/** The request body as text (function URLs and the local server may send it base64-encoded). */
export function bodyText(event: HttpEvent): string {
  if (!event.body) return ''
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body
}

export function bodyBytes(event: HttpEvent): number {
  if (!event.body) return 0
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').length : Buffer.byteLength(event.body)
}

/** The media type of the request without parameters, lower-case. */
export function mediaType(event: HttpEvent): string {
  return header(event, 'content-type').split(';')[0]!.trim().toLowerCase()
}
