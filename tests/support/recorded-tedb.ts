// Replays a recorded TEDB answer over real HTTP as the VatRetrievalService would: the recording
// (tests/fixtures/tedb) holds, per situationOn and member state, that state's answer for that
// day. A request for a day gets, for each member state asked for, the recorded records of the
// nearest recorded day on or before it, verbatim, inside the recording's own envelope; only for
// days inside the span the state was recorded in (later or earlier days: the state is left out).
// Without the service's SOAPAction it answers an empty 404, as TEDB does.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tedbSoapAction } from '../../scripts/rates/tedb'

export interface RecordedTedb {
  url: string
  /** Days asked for, in order. */
  requests: string[]
  close(): Promise<void>
}

/** The recording cut into its envelope and its records, by member state and day. */
export function splitRecording(xml: string): { head: string; tail: string; records: Map<string, Map<string, string[]>> } {
  const first = xml.indexOf('<vatRateResults>')
  const last = xml.lastIndexOf('</vatRateResults>') + '</vatRateResults>'.length
  const records = new Map<string, Map<string, string[]>>()
  for (const match of xml.slice(first, last).matchAll(/<vatRateResults>[\s\S]*?<\/vatRateResults>/g)) {
    const record = match[0]
    const state = /<memberState>([A-Z]{2})<\/memberState>/.exec(record)?.[1]
    const day = /<situationOn>(\d{4}-\d{2}-\d{2})/.exec(record)?.[1]
    if (!state || !day) throw new Error(`recorded record without memberState or situationOn: ${record.slice(0, 200)}`)
    const days = records.get(state) ?? new Map<string, string[]>()
    days.set(day, [...(days.get(day) ?? []), record])
    records.set(state, days)
  }
  return { head: xml.slice(0, first), tail: xml.slice(last), records }
}

/** The records a state's answer for `day` holds, or none outside the state's recorded span. */
export function recordedAnswer(records: Map<string, string[]> | undefined, day: string): string[] {
  const days = [...(records?.keys() ?? [])].sort()
  if (days.length === 0 || day < days[0]! || day > days[days.length - 1]!) return []
  const nearest = days.filter((recorded) => recorded <= day).pop()!
  return records!.get(nearest)!
}

export async function startRecordedTedb(xml: string): Promise<RecordedTedb> {
  const { head, tail, records } = splitRecording(xml)
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      const day = /<(?:\w+:)?situationOn>(\d{4}-\d{2}-\d{2})<\/(?:\w+:)?situationOn>/.exec(body)?.[1]
      if (request.method !== 'POST' || request.headers.soapaction !== tedbSoapAction || !day) {
        response.writeHead(404).end()
        return
      }
      requests.push(day)
      const states = [...body.matchAll(/<(?:\w+:)?isoCode>([A-Z]{2})<\/(?:\w+:)?isoCode>/g)].map((m) => m[1]!)
      const answer = states.flatMap((state) => recordedAnswer(records.get(state), day))
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(head + answer.join('\n\t\t\t') + tail)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/taxation_customs/tedb/ws/VatRetrievalService`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
