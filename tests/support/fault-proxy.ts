import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the proxy does with one request. */
export type ProxyAction =
  /** Pass the request on (optionally after a pause) and relay the answer. */
  | { kind: 'forward'; delayMs?: number }
  /** Never answer. With `forwardAfterMs`, pass the request on that much later and drop the answer: SES did the work, the caller never heard. */
  | { kind: 'stall'; forwardAfterMs?: number }
  /** Answer with an SES Query-API error (XML). */
  | { kind: 'error'; status: number; code: string; type?: 'Sender' | 'Receiver'; message?: string }
  /**
   * Reset the connection (TCP RST) without answering. With `forwardWhen`, the request still reaches
   * the target once that promise settles: it was sent, the caller never heard back, and the test
   * (not a timer) decides when it lands.
   */
  | { kind: 'reset'; forwardWhen?: Promise<unknown> }
  /** Pass the request on, wait for the answer, and reset the caller's connection instead of relaying it: the work is done, the answer lost. */
  | { kind: 'lose-answer' }

export const forward: ProxyAction = { kind: 'forward' }

export const sesErrors = {
  messageRejected: { kind: 'error', status: 400, code: 'MessageRejected', message: 'Email address is not verified. The following identities failed the check in region EU-CENTRAL-1: website@example.com' },
  throttling: { kind: 'error', status: 400, code: 'Throttling', message: 'Maximum sending rate exceeded.' },
  internalFailure: { kind: 'error', status: 500, type: 'Receiver', code: 'InternalFailure', message: 'The request processing has failed because of an unknown error, exception or failure.' },
  serviceUnavailable: { kind: 'error', status: 503, type: 'Receiver', code: 'ServiceUnavailable', message: 'Service is unable to handle request.' },
} as const satisfies Record<string, ProxyAction>

/** The error document SES's Query API (v1, what SESClient speaks) answers with. */
export function sesErrorXml(code: string, message: string, type: 'Sender' | 'Receiver' = 'Sender'): string {
  return (
    '<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/">' +
    `<Error><Type>${type}</Type><Code>${code}</Code><Message>${message}</Message></Error>` +
    `<RequestId>${crypto.randomUUID()}</RequestId>` +
    '</ErrorResponse>'
  )
}

/**
 * A local HTTP server in front of `target` (the SES emulator, the local DynamoDB engine) whose
 * behaviour per request the test chooses: `plan` gets the request's index (0, 1, …) and the request
 * itself, and may wait before deciding. Counts requests and the most it had in flight at once.
 */
export async function startFaultProxy(target: string, plan: (index: number, request: IncomingMessage) => ProxyAction | Promise<ProxyAction>) {
  const upstream = new URL(target)
  const stats = { requests: 0, inFlight: 0, maxInFlight: 0 }
  const late = new Set<Promise<void>>()
  const timers = new Set<NodeJS.Timeout>()

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        resolve()
      }, ms)
      timers.add(timer)
    })

  function pass(req: IncomingMessage, body: Buffer, res: ServerResponse | null): Promise<void> {
    return new Promise((resolve) => {
      const out = httpRequest(
        // A connection of its own per request: a pooled one the target closed meanwhile would fail a request the test meant to pass.
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent: false },
        (answer) => {
          if (!res || res.destroyed) {
            answer.resume().on('end', resolve)
            return
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res).on('finish', resolve)
        },
      )
      out.on('error', () => {
        res?.destroy()
        resolve()
      })
      out.end(body)
    })
  }

  const server = createServer((req, res) => {
    const index = stats.requests++
    stats.inFlight++
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight)
    res.on('close', () => stats.inFlight--)
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      void (async () => {
        const action = await plan(index, req)
        switch (action.kind) {
          case 'forward':
            if (action.delayMs) await sleep(action.delayMs)
            if (!res.destroyed) await pass(req, body, res)
            return
          case 'stall':
            if (action.forwardAfterMs !== undefined) {
              const done = sleep(action.forwardAfterMs).then(() => pass(req, body, null))
              late.add(done)
              void done.then(() => late.delete(done))
            }
            return
          case 'error':
            res.writeHead(action.status, { 'Content-Type': 'text/xml', 'x-amzn-RequestId': crypto.randomUUID() })
            res.end(sesErrorXml(action.code, action.message ?? action.code, action.type))
            return
          case 'reset':
            req.socket.resetAndDestroy()
            if (action.forwardWhen) {
              const done = action.forwardWhen.then(() => pass(req, body, null))
              late.add(done)
              void done.then(() => late.delete(done))
            }
            return
          case 'lose-answer':
            await pass(req, body, null)
            req.socket.resetAndDestroy()
            return
        }
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stats,
    /** Resolves when every request passed on late (`stall` with `forwardAfterMs`, `reset` with `forwardWhen`) has reached the target and been answered. */
    settled: () => Promise.all([...late]).then(() => undefined),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>
