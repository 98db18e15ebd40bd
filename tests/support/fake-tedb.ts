// A fake of the Commission's TEDB VatRetrievalService, answering over real HTTP as the service's
// WSDL describes (retrieveVatRatesRespMsg in the service's namespace, its parts in the :types
// namespace): one vatRateResults per rate, STANDARD/DEFAULT for the standard rate and
// REDUCED/REDUCED_RATE, SUPER_REDUCED_RATE or PARKING_RATE for the others, situationOn the first
// day of the record with an offset, as TEDB writes it. Like TEDB it answers a request without the
// service's SOAPAction with an empty 404, and a malformed one with a SOAP fault. The rates it
// gives come from `truth`, a history per member state the test controls; `extras` adds rates the
// real service reports beside the mainland's (regional rates, exemptions with cnCodes).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface TruthPeriod {
  from: string
  standard: number
  /** Rate → how TEDB files it. */
  others: [number, 'REDUCED_RATE' | 'SUPER_REDUCED_RATE' | 'PARKING_RATE'][]
}

export type TedbTruth = Record<string, TruthPeriod[]>

export interface FakeTedb {
  url: string
  /** Days asked for, in order. */
  requests: string[]
  close(): Promise<void>
}

const soapAction = 'urn:ec.europa.eu:taxud:tedb:services:v1:VatRetrievalService/RetrieveVatRates'

function result(state: string, type: 'STANDARD' | 'REDUCED', rateType: string, value: number | null, situationOn: string, extra = ''): string {
  const rate = value === null ? `<rate><type>${rateType}</type></rate>` : `<rate><type>${rateType}</type><value>${value.toFixed(1)}</value></rate>`
  return `<vatRateResults><memberState>${state}</memberState><type>${type}</type>${rate}<situationOn>${situationOn}+01:00</situationOn>${extra}</vatRateResults>`
}

export function tedbAnswer(truth: TedbTruth, states: string[], day: string, extras: (state: string, period: TruthPeriod) => string = () => ''): string {
  const results: string[] = []
  for (const state of states) {
    const period = [...(truth[state] ?? [])].reverse().find((p) => p.from <= day)
    if (!period) continue
    results.push(result(state, 'STANDARD', 'DEFAULT', period.standard, period.from, '<comment>VAT - Standard rate</comment>'))
    for (const [value, kind] of period.others) {
      results.push(result(state, 'REDUCED', kind, value, period.from, '<cnCodes><code><value>04</value><description>CHAPTER 4 - DAIRY PRODUCE</description></code></cnCodes>'))
    }
    results.push(result(state, 'REDUCED', 'EXEMPTED', null, period.from, '<category><identifier>POSTAL</identifier><description>Postal services</description></category>'))
    results.push(extras(state, period))
  }
  return (
    '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body>' +
    '<ns0:retrieveVatRatesRespMsg xmlns="urn:ec.europa.eu:taxud:tedb:services:v1:IVatRetrievalService:types" xmlns:ns0="urn:ec.europa.eu:taxud:tedb:services:v1:IVatRetrievalService">' +
    `<additionalInformation/>${results.join('')}</ns0:retrieveVatRatesRespMsg></env:Body></env:Envelope>`
  )
}

const fault = (reason: string) =>
  `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>${reason}</faultstring></env:Fault></env:Body></env:Envelope>`

export async function startFakeTedb(truth: TedbTruth, extras?: (state: string, period: TruthPeriod) => string): Promise<FakeTedb> {
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      if (request.method !== 'POST' || request.headers.soapaction !== soapAction) {
        response.writeHead(404).end()
        return
      }
      const day = /<(?:\w+:)?situationOn>(\d{4}-\d{2}-\d{2})<\/(?:\w+:)?situationOn>/.exec(body)?.[1]
      const states = [...body.matchAll(/<(?:\w+:)?isoCode>([A-Z]{2})<\/(?:\w+:)?isoCode>/g)].map((m) => m[1]!)
      response.setHeader('content-type', 'text/xml; charset=utf-8')
      if (!day || states.length === 0) {
        response.writeHead(500).end(fault('situationOn or memberStates missing'))
        return
      }
      requests.push(day)
      response.writeHead(200).end(tedbAnswer(truth, states, day, extras))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/taxation_customs/tedb/ws/VatRetrievalService`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** A file server for the ECB's history zip. */
export async function startFileServer(body: Uint8Array): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_, response) => response.writeHead(200, { 'content-type': 'application/zip' }).end(body))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-hist.zip`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
