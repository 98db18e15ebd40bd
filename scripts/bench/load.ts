// The local server under load with autocannon, bounded in time: a static page side by side with
// nginx serving the same dist/client, and each API against the local fakes (SES emulator, fake VIES).
import autocannon from 'autocannon'
import { cpuSeconds } from './processes'
import { table } from './report'

export interface LoadTarget {
  label: string
  url: string
  method?: 'GET' | 'POST'
  body?: string
  /** Status every response must have; anything else is counted as an error. */
  expectStatus: number
  /** The serving process, whose CPU time per request is measured. */
  serverPid: number
}

export interface LoadResult {
  label: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  /** Responses with the expected status. */
  ok: number
  failures: number
  /** CPU time of the serving process tree per answered request, in microseconds. */
  cpuUsPerRequest: number
}

export const connections = 10
const durationSeconds = 10

export async function load(target: LoadTarget, seconds = durationSeconds): Promise<LoadResult> {
  let unexpected = 0
  let expected = 0
  const options: autocannon.Options = {
    url: target.url,
    method: target.method ?? 'GET',
    connections,
    duration: seconds,
    // Identity encoding: both servers send the same bytes (nginx would compress on the fly).
    headers: target.body ? { 'content-type': 'application/json' } : {},
    ...(target.body ? { body: target.body } : {}),
  }
  const cpuBefore = await cpuSeconds(target.serverPid)
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, statusCode) => {
      if (statusCode === target.expectStatus) expected += 1
      else unexpected += 1
    })
  })
  const cpu = (await cpuSeconds(target.serverPid)) - cpuBefore
  return {
    label: target.label,
    cpuUsPerRequest: (cpu * 1e6) / Math.max(1, expected + unexpected),
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    ok: expected,
    failures: unexpected + result.errors + result.timeouts,
  }
}

/** Runs a short warm-up (file cache, JIT, keep-alive pools), then the measured run. */
export async function measure(target: LoadTarget): Promise<{ warmUp: LoadResult; measured: LoadResult }> {
  const warmUp = await load(target, 2)
  return { warmUp, measured: await load(target) }
}

export function loadTable(results: LoadResult[], ratios: string[]): string {
  return [
    `autocannon: ${connections} connections, ${durationSeconds} s per row after a 2 s warm-up, keep-alive, no compression. Server CPU: user + system time of the serving process tree (/proc) per answered request.`,
    '',
    table(
      ['target', 'requests/s', 'p50 ms', 'p99 ms', 'server CPU µs/request', 'requests', 'failed'],
      results.map((r) => [r.label, r.requestsPerSecond.toFixed(0), r.p50Ms.toFixed(0), r.p99Ms.toFixed(0), r.cpuUsPerRequest.toFixed(0), r.requests, r.failures]),
    ),
    '',
    ...ratios,
  ].join('\n')
}
