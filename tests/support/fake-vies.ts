import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ViesRequest {
  countryCode: string
  vatNumber: string
  requesterMemberStateCode?: string
  requesterNumber?: string
  traderName?: string
  traderStreet?: string
  traderPostalCode?: string
  traderCity?: string
}

/** The trader every valid number belongs to, for the qualified comparison. */
export const viesRegisteredTrader = { traderName: 'Muster Handels GmbH', traderStreet: 'Musterstraße 1', traderPostalCode: '65232', traderCity: 'Taunusstein' }

function viesMatch(sent: string | undefined, registered: string): 'VALID' | 'INVALID' | 'NOT_PROCESSED' {
  if (!sent || sent.trim() === '') return 'NOT_PROCESSED'
  return sent.trim().toLowerCase() === registered.toLowerCase() ? 'VALID' : 'INVALID'
}

/** What the fake does for one request: answer with a status and body, stall, or reset. */
export type FakeViesReply =
  | { status: number; body: string; contentType?: string }
  | { stallMs: number }
  | { reset: true }

export const viesAnswers = {
  valid: (r: ViesRequest, extra: object = {}) => ({
    status: 200,
    body: JSON.stringify({
      countryCode: r.countryCode,
      vatNumber: r.vatNumber,
      requestDate: '2026-11-20T09:15:42.512Z',
      valid: true,
      requestIdentifier: r.requesterNumber ? 'WAPIAAAAZE5qMXl8' : '',
      name: 'Muster Handels GmbH',
      address: 'Musterstraße 1\n65232 Taunusstein',
      traderName: '',
      traderStreet: '',
      traderPostalCode: '',
      traderCity: '',
      traderCompanyType: '',
      traderNameMatch: 'NOT_PROCESSED',
      ...extra,
    }),
  }),
  /** A valid number compared with the trader details sent, as VIES does for a qualified request. */
  qualified: (r: ViesRequest) =>
    viesAnswers.valid(r, {
      traderName: r.traderName ?? '',
      traderNameMatch: viesMatch(r.traderName, viesRegisteredTrader.traderName),
      traderStreetMatch: viesMatch(r.traderStreet, viesRegisteredTrader.traderStreet),
      traderPostalCodeMatch: viesMatch(r.traderPostalCode, viesRegisteredTrader.traderPostalCode),
      traderCityMatch: viesMatch(r.traderCity, viesRegisteredTrader.traderCity),
    }),
  withheld: (r: ViesRequest) => viesAnswers.valid(r, { name: '---', address: '---' }),
  invalid: (r: ViesRequest) => viesAnswers.valid(r, { valid: false, name: '---', address: '---' }),
  error: (code: string, status = 200) => ({
    status,
    body: JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: code, message: `${code} message` }] }),
  }),
}

/**
 * A local server that answers like the VIES REST API (POST /check-vat-number). `reply` decides
 * each answer (and may take its time); every request body is recorded, and the most requests in
 * flight at once are counted.
 */
export async function startFakeVies(reply: (request: ViesRequest, index: number) => FakeViesReply | Promise<FakeViesReply>, port = 0, options: { unavailable?: string[]; serviceUnavailable?: boolean } = {}) {
  const requests: ViesRequest[] = []
  const stats = { inFlight: 0, maxInFlight: 0 }
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    stats.inFlight++
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight)
    res.on('close', () => stats.inFlight--)
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/check-status') {
        // As GET /check-status answers: every member state with its availability.
        const countries = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI']
        // In a global outage VIES reports itself (vow) and every member state unavailable.
        const down = options.serviceUnavailable === true
        const body = { vow: { available: !down }, countries: countries.map((countryCode) => ({ countryCode, availability: down || (options.unavailable ?? []).includes(countryCode) ? 'Unavailable' : 'Available' })) }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
        return
      }
      if (req.method !== 'POST' || req.url !== '/check-vat-number') {
        res.writeHead(404, { 'Content-Type': 'text/html' }).end('<html><body>Not Found</body></html>')
        return
      }
      let request: ViesRequest
      try {
        request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ViesRequest
      } catch {
        res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] }))
        return
      }
      requests.push(request)
      void Promise.resolve(reply(request, requests.length - 1)).then((answer) => {
        if ('reset' in answer) return req.socket.destroy()
        if ('stallMs' in answer) {
          const timer = setTimeout(() => res.headersSent || res.destroy(), answer.stallMs)
          return void res.on('close', () => clearTimeout(timer))
        }
        if (!res.destroyed) res.writeHead(answer.status, { 'Content-Type': answer.contentType ?? 'application/json' }).end(answer.body)
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
