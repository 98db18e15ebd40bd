// A local server that answers like the BZSt's eVatR REST interface (POST /v1/abfrage, GET
// /v1/info/eu_mitgliedstaaten), field names and status codes as its OpenAPI description (v1.2.3:
// Bestaetigungsantwort with the required anfrageZeitpunkt and status, every other field an optional
// string, erg… only "im Fall der Gültigkeit") and its status list give them (core/evatr-api.ts).
// The requested number chooses the answer: its last four digits name a status code ("…2006" →
// evatr-2006), anything else is valid; a qualified request is compared with the one registered
// company below. A test can hand in `answer` to send any body it likes (what the schema allows and
// what it does not: letters other than A–D, no letters, dates in any format or none, no time).
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evatrStatuses } from '../../core/evatr-api'

/** The company every valid number belongs to. The member state withholds postcodes of numbers ending in 7777 (D). */
export const registeredCompany = { firmenname: 'Muster Handels GmbH', strasse: 'Hauptstraße 1', plz: '1010', ort: 'Wien' }

/** The fake's clock: the real one, unless a test pins the site's clock and hands the same to the fake. */
let clock: () => number = Date.now

/** The BZSt writes its time with nanoseconds and Berlin's offset: 2026-11-26T10:15:30.123456789+01:00 (winter; +02:00 in summer). */
export function berlinStamp(at: number = clock()): string {
  const offsetHours = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' }).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')!.value.replace('GMT', '') || 0)
  return `${new Date(at + offsetHours * 3_600_000).toISOString().slice(0, 23)}456789+0${offsetHours}:00`
}

/**
 * Answers a test can make the fake send instead of its own (setAnswer / `answer`), each as the
 * issue found them: about another number, a name given twice, an HTTP status its code never comes
 * with, a 5xx without a body, an old service time, an unknown status code.
 */
export const evatrFaults = {
  /** The fake's own answer to the request, with some fields replaced (e.g. another angefragteUstid). */
  altered: (request: Record<string, unknown>, fields: Record<string, unknown>, http?: number): EvatrOverride => {
    const own = evatrAnswer(request)
    return { status: http ?? own.status, text: JSON.stringify({ ...own.body, ...fields }) }
  },
  /** A valid answer whose ergFirmenname is given twice: "B" first, then "A" (JSON.parse keeps the last). */
  duplicateKeys: (): EvatrOverride => ({ status: 200, text: `{"id":"0f1e2d3c4b5a6978","anfrageZeitpunkt":"${berlinStamp()}","status":"evatr-0000","ergFirmenname":"B","ergStrasse":"A","ergPlz":"A","ergOrt":"A","ergFirmenname":"A"}` }),
  /** evatr-0000 ("valid") with HTTP 400, which the BZSt's list gives it never. */
  validWithHttp400: (): EvatrOverride => ({ status: 400, text: JSON.stringify({ id: '0f1e2d3c4b5a6978', anfrageZeitpunkt: berlinStamp(), status: 'evatr-0000', ergFirmenname: 'A', ergStrasse: 'A', ergPlz: 'A', ergOrt: 'A' }) }),
  /** A 5xx with nothing in it (a gateway's error). */
  emptyServerError: (status = 502): EvatrOverride => ({ status, text: '', contentType: 'text/plain' }),
}

function compare(sent: unknown, registered: string, withheld: boolean): 'A' | 'B' | 'C' | 'D' {
  if (typeof sent !== 'string' || sent.trim() === '') return 'C'
  if (withheld) return 'D'
  return sent.trim().toLowerCase() === registered.toLowerCase() ? 'A' : 'B'
}

/**
 * The fake's answer, with four endings for the answers of issue 38 that a browser test can ask
 * for by number: …9901 an answer about another number, …9902 evatr-0000 with HTTP 400, …9903 an
 * unknown status code, …9904 a valid answer whose time has no offset (German local time).
 */
export function evatrAnswer(request: Record<string, unknown>): { status: number; body: Record<string, unknown> } {
  const own = ownAnswer(request)
  const asked = typeof request.angefragteUstid === 'string' ? request.angefragteUstid : ''
  switch (asked.slice(-4)) {
    case '9901':
      return { ...own, body: { ...own.body, angefragteUstid: 'FR99999999999' } }
    case '9902':
      return { status: 400, body: own.body }
    case '9903':
      return { status: 200, body: { ...own.body, status: 'evatr-9903' } }
    case '9904':
      return { ...own, body: { ...own.body, anfrageZeitpunkt: berlinStamp().slice(0, 19) } }
    default:
      return own
  }
}

function ownAnswer(request: Record<string, unknown>): { status: number; body: Record<string, unknown> } {
  const stamp = berlinStamp()
  // 0001 has no HTTP code in the BZSt's list since March 2026; a "Hinweis" about the request comes with 400.
  const reply = (status: string, extra: Record<string, unknown> = {}) => ({ status: evatrStatuses[status]!.http ?? 400, body: { id: randomBytes(8).toString('hex'), anfrageZeitpunkt: stamp, status, ...extra } })
  const own = typeof request.anfragendeUstid === 'string' ? request.anfragendeUstid : ''
  const asked = typeof request.angefragteUstid === 'string' ? request.angefragteUstid : ''
  if (!own || !asked) return reply('evatr-0002')
  if (!/^DE\d{9}$/.test(own)) return reply('evatr-0004')
  if (asked.startsWith('DE')) return reply('evatr-0006')
  if (!/^[A-Z]{2}[A-Z0-9+*]{2,12}$/.test(asked)) return reply('evatr-0005')
  const chosen = `evatr-${asked.slice(-4)}`
  if (evatrStatuses[chosen] && chosen !== 'evatr-0000') {
    if (chosen === 'evatr-2002') return reply(chosen, { gueltigAb: '01.01.2027' })
    if (chosen === 'evatr-2006') return reply(chosen, { gueltigAb: '01.01.2020', gueltigBis: '31.12.2025' })
    if (chosen !== 'evatr-0003' && chosen !== 'evatr-2008') return reply(chosen)
  }
  const qualified = typeof request.firmenname === 'string' && request.firmenname.trim() !== '' && typeof request.ort === 'string' && request.ort.trim() !== ''
  if (!qualified && (request.firmenname || request.ort)) return reply('evatr-0003')
  const status = chosen === 'evatr-2008' ? 'evatr-2008' : 'evatr-0000'
  if (!qualified) return reply(status)
  const withheld = asked.endsWith('7777')
  return reply(status, {
    ergFirmenname: compare(request.firmenname, registeredCompany.firmenname, false),
    ergStrasse: compare(request.strasse, registeredCompany.strasse, false),
    ergPlz: compare(request.plz, registeredCompany.plz, withheld),
    ergOrt: compare(request.ort, registeredCompany.ort, false),
  })
}

/** Starts the fake; `unavailable` lists member states reported as not answering. */
/** A body the fake sends instead of its own answer: HTTP status and the raw text (any bytes a test wants). */
export type EvatrOverride = { status: number; text: string; contentType?: string }

export async function startFakeEvatr(
  options: { unavailable?: string[]; delayMs?: number; answer?: (request: Record<string, unknown>) => EvatrOverride | undefined; now?: () => number } = {},
  port = 0,
): Promise<{ url: string; requests: Record<string, unknown>[]; close(): Promise<void>; setAnswer(answer: ((request: Record<string, unknown>) => EvatrOverride | undefined) | undefined): void }> {
  let override = options.answer
  if (options.now) clock = options.now
  const requests: Record<string, unknown>[] = []
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
      res.end(JSON.stringify(body))
    }
    if (req.method === 'GET' && req.url === '/v1/info/eu_mitgliedstaaten') {
      const codes = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI']
      return send(200, codes.map((alpha2) => ({ alpha2, name: alpha2, verfuegbar: !(options.unavailable ?? []).includes(alpha2) })))
    }
    if (req.method !== 'POST' || req.url !== '/v1/abfrage') return send(404, { status: 'evatr-0007' })
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      let request: Record<string, unknown>
      try {
        request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
      } catch {
        return send(400, { status: 'evatr-0007', anfrageZeitpunkt: berlinStamp() })
      }
      requests.push(request)
      const given = override?.(request)
      if (given) {
        res.writeHead(given.status, { 'content-type': given.contentType ?? 'application/json; charset=UTF-8' })
        return void res.end(given.text)
      }
      const answer = evatrAnswer(request)
      setTimeout(() => send(answer.status, answer.body), options.delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    setAnswer: (answer) => {
      override = answer
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}
