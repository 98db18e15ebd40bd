/**
 * The European Commission's Taxes in Europe Database (TEDB), its SOAP service VatRetrievalService:
 * the request for the rates of member states on a day, and the reading of its answer
 * (retrieveVatRatesRespMsg: one vatRateResults per rate, with memberState, type STANDARD or
 * REDUCED, rate {type, value}, situationOn, optional cnCodes/cpaCodes/category/comment).
 */
import { SaxesParser } from 'saxes'
import type { IsoDate } from '../../content/types'

export const tedbEndpoint = 'https://ec.europa.eu/taxation_customs/tedb/ws/VatRetrievalService'
export const tedbSoapAction = 'urn:ec.europa.eu:taxud:tedb:services:v1:VatRetrievalService/RetrieveVatRates'
const messageNs = 'urn:ec.europa.eu:taxud:tedb:services:v1:IVatRetrievalService'
const typesNs = `${messageNs}:types`

/** The 27 member states as TEDB names them (Greece: EL). */
export const tedbMemberStates = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'] as const

/** The SOAP envelope asking for the rates of `memberStates` in force on `situationOn`. */
export function tedbRequest(memberStates: readonly string[], situationOn: IsoDate): string {
  const codes = memberStates.map((code) => `<types:isoCode>${code}</types:isoCode>`).join('')
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:v1="${messageNs}" xmlns:types="${typesNs}">` +
    `<soapenv:Header/><soapenv:Body><v1:retrieveVatRatesReqMsg><types:memberStates>${codes}</types:memberStates>` +
    `<types:situationOn>${situationOn}</types:situationOn></v1:retrieveVatRatesReqMsg></soapenv:Body></soapenv:Envelope>`
  )
}

/** One vatRateResults of an answer. */
export interface TedbResult {
  memberState: string
  /** STANDARD or REDUCED. */
  type: string
  /** DEFAULT, REDUCED_RATE, SUPER_REDUCED_RATE, PARKING_RATE, EXEMPTED, OUT_OF_SCOPE, NOT_APPLICABLE … */
  rateType: string
  /** The rate in per cent; null where the answer gives none (an exemption). */
  value: number | null
  /** The first day of the record as TEDB writes it (YYYY-MM-DD, without its offset); '' where absent. */
  situationOn: string
  comment: string
}

/** Reads an answer; a SOAP fault or an answer without retrieveVatRatesRespMsg fails with its reason. */
export function parseTedbResponse(xml: string): TedbResult[] {
  const parser = new SaxesParser({ xmlns: true })
  const path: string[] = []
  const results: TedbResult[] = []
  let current: TedbResult | null = null
  let text = ''
  let fault: string | null = null
  let sawMessage = false
  parser.on('opentag', (tag) => {
    path.push(tag.local)
    text = ''
    if (tag.local === 'retrieveVatRatesRespMsg') sawMessage = true
    if (tag.local === 'Fault') fault = ''
    if (tag.local === 'vatRateResults') current = { memberState: '', type: '', rateType: '', value: null, situationOn: '', comment: '' }
  })
  parser.on('text', (chunk) => {
    text += chunk
  })
  parser.on('closetag', (tag) => {
    const parent = path[path.length - 2]
    const value = text.trim()
    if (fault !== null && (tag.local === 'faultstring' || tag.local === 'Text')) fault = value
    if (current) {
      if (parent === 'vatRateResults' && tag.local === 'memberState') current.memberState = value
      else if (parent === 'vatRateResults' && tag.local === 'type') current.type = value
      else if (parent === 'vatRateResults' && tag.local === 'comment') current.comment = value
      else if (parent === 'vatRateResults' && tag.local === 'situationOn') current.situationOn = value.slice(0, 10)
      else if (parent === 'rate' && tag.local === 'type') current.rateType = value
      else if (parent === 'rate' && tag.local === 'value') {
        const number = Number(value)
        if (value === '' || !Number.isFinite(number)) throw new Error(`TEDB: rate value "${value}" is not a number`)
        current.value = number
      } else if (tag.local === 'vatRateResults') {
        results.push(current)
        current = null
      }
    }
    path.pop()
    text = ''
  })
  parser.write(xml).close()
  if (fault !== null) throw new Error(`TEDB answered with a SOAP fault: ${fault || 'no reason given'}`)
  if (!sawMessage) throw new Error('TEDB: the answer holds no retrieveVatRatesRespMsg')
  return results
}

const notARate = new Set(['EXEMPTED', 'OUT_OF_SCOPE', 'NOT_APPLICABLE'])

/** A member state's rates on a day as TEDB gives them, regional rates left out. */
export interface TedbRates {
  standard: number
  /** Every other rate (not zero), with the kind TEDB gives it. */
  others: Map<number, 'reduced' | 'superReduced' | 'parking'>
}

/**
 * The rates per member state of an answer (TEDB reports the Canary Islands, Azores, Corsica …
 * beside the mainland): the standard rate is the highest STANDARD rate (every regional one is
 * lower); of the other rates, those `regionalRates` names are left out.
 */
export function tedbRates(results: TedbResult[], regionalRates: (memberState: string) => readonly number[]): Map<string, TedbRates> {
  const byState = new Map<string, TedbRates>()
  const standards = new Map<string, number[]>()
  for (const result of results) {
    if (result.value === null || result.value <= 0 || notARate.has(result.rateType)) continue
    // Regional standard rates are all below the mainland's; the highest is the mainland's.
    if (result.type === 'STANDARD') standards.set(result.memberState, [...(standards.get(result.memberState) ?? []), result.value])
  }
  for (const [state, values] of standards) byState.set(state, { standard: Math.max(...values), others: new Map() })
  for (const result of results) {
    const rates = byState.get(result.memberState)
    if (!rates || result.type !== 'REDUCED' || result.value === null || result.value <= 0 || notARate.has(result.rateType)) continue
    if (regionalRates(result.memberState).includes(result.value) || result.value === rates.standard) continue
    const kind = result.rateType === 'SUPER_REDUCED_RATE' ? 'superReduced' : result.rateType === 'PARKING_RATE' ? 'parking' : 'reduced'
    if (!rates.others.has(result.value) || kind === 'reduced') rates.others.set(result.value, kind)
  }
  return byState
}

/** Asks TEDB (or a server answering as it does) for the rates on a day. */
export async function fetchTedb(endpoint: string, memberStates: readonly string[], situationOn: IsoDate): Promise<TedbResult[]> {
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', SOAPAction: tedbSoapAction },
        body: tedbRequest(memberStates, situationOn),
        signal: AbortSignal.timeout(120_000),
      })
      const body = await response.text()
      if (!response.ok && !body.includes('Fault')) throw new Error(`TEDB answered HTTP ${response.status} for ${situationOn}`)
      return parseTedbResponse(body)
    } catch (error) {
      lastError = error
      if (error instanceof Error && error.message.startsWith('TEDB answered with a SOAP fault')) throw error
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError))
}
