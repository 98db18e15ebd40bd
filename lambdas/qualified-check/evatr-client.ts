import { readEvatrAnswer, type EvatrRequest, type EvatrResult } from '../../core/evatr-api'
import { parseStrictJson } from '../../core/strict-json'
import { readCappedBytes } from '../read-capped'

export interface EvatrClientOptions {
  /** The interface's base, e.g. https://api.evatr.vies.bzst.de/app (its paths begin with /v1). */
  baseUrl: string
  /** One request's time, well inside the function's: the BZSt says answers are slow at times. */
  timeoutMs?: number
  /** Far above any real answer (a few hundred bytes). */
  maxBytes?: number
}

/** The BZSt's answer as received: HTTP status, content type, bytes. */
export interface EvatrReceived {
  httpStatus: number
  contentType: string | null
  bytes: Buffer
}

export type EvatrCheck =
  | { ok: true; result: EvatrResult; raw: unknown; received: EvatrReceived }
  | { ok: false; error: 'evatr_timeout' | 'evatr_unreachable' | 'evatr_invalid_response' }

/** A member state as the BZSt reports its availability (GET /v1/info/eu_mitgliedstaaten). */
export interface EvatrMemberState {
  code: string
  available: boolean
}

/**
 * The BZSt's eVatR over HTTP. No automatic second attempt: the BZSt asks callers not to repeat a
 * request at once (its notice on timeouts); the visitor is told to try later instead.
 */
export function createEvatrClient({ baseUrl, timeoutMs = 15_000, maxBytes = 64 * 1024 }: EvatrClientOptions) {
  const base = baseUrl.replace(/\/+$/, '')

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown; duplicateKeys: boolean; received: EvatrReceived } | { error: 'evatr_timeout' | 'evatr_unreachable' | 'evatr_invalid_response' }> {
    let response: Response
    try {
      response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) } })
    } catch (error) {
      return { error: (error as Error).name === 'TimeoutError' ? 'evatr_timeout' : 'evatr_unreachable' }
    }
    let bytes: Buffer | null
    try {
      bytes = await readCappedBytes(response, maxBytes)
    } catch (error) {
      return { error: (error as Error).name === 'TimeoutError' ? 'evatr_timeout' : 'evatr_unreachable' }
    }
    if (bytes === null) return { error: 'evatr_invalid_response' }
    const received = { httpStatus: response.status, contentType: response.headers.get('content-type'), bytes }
    // Read from exactly the bytes the receipt keeps; a name given twice is found, not silently
    // read as its last value (core/strict-json.ts).
    const parsed = parseStrictJson(bytes.toString('utf8'))
    return parsed.ok ? { status: response.status, body: parsed.value, duplicateKeys: parsed.duplicateKeys, received } : { status: response.status, body: null, duplicateKeys: false, received }
  }

  return {
    async check(request: EvatrRequest): Promise<EvatrCheck> {
      const answer = await call('/v1/abfrage', { method: 'POST', body: JSON.stringify(request) })
      if ('error' in answer) return { ok: false, error: answer.error }
      const reading = readEvatrAnswer(answer.status, answer.body, { asked: { anfragendeUstid: request.anfragendeUstid, angefragteUstid: request.angefragteUstid }, duplicateKeys: answer.duplicateKeys })
      return reading.ok ? { ok: true, result: reading.result, raw: answer.body, received: answer.received } : { ok: false, error: 'evatr_invalid_response' }
    },

    /** Which member states answer now; undefined when the BZSt cannot say. */
    async memberStates(): Promise<EvatrMemberState[] | undefined> {
      const answer = await call('/v1/info/eu_mitgliedstaaten', { method: 'GET' })
      if ('error' in answer || answer.status !== 200 || !Array.isArray(answer.body)) return undefined
      const states: EvatrMemberState[] = []
      for (const entry of answer.body) {
        if (typeof entry !== 'object' || entry === null) continue
        const { alpha2, verfuegbar } = entry as { alpha2?: unknown; verfuegbar?: unknown }
        if (typeof alpha2 === 'string' && /^[A-Z]{2}$/.test(alpha2) && typeof verfuegbar === 'boolean') states.push({ code: alpha2, available: verfuegbar })
      }
      return states
    },
  }
}
