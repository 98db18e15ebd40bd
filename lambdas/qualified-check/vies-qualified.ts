import type { ViesMatches } from '../../core/vies-api'
import type { Logger } from '../log'
import { readCapped } from '../read-capped'
import { createViesCaller, type ViesOutcome } from '../vies-vat-check/vies-call'

/** A qualified check with VIES: the visitor's own VAT ID as requester, the trader's details to compare. */
export interface ViesQualifiedRequest {
  countryCode: string
  vatNumber: string
  requester: { countryCode: string; number: string }
  trader: { name: string; city: string; street?: string; postcode?: string }
}

/** A member state's availability as VIES reports it (GET /check-status). */
export interface ViesMemberState {
  code: string
  available: boolean
}

export type { ViesMatches, ViesOutcome }

/**
 * VIES for a requester outside Germany: the same call as the VAT check (one retry on VIES's
 * limit of parallel requests), with the requester, which makes VIES return a consultation number,
 * and the trader's details, which it compares field by field.
 */
export function createViesQualifiedClient({ apiUrl, timeoutMs, retryPauseMs }: { apiUrl: string; timeoutMs?: number; retryPauseMs?: number }) {
  const call = createViesCaller({ apiUrl, timeoutMs, retryPauseMs })
  return {
    check(log: Logger, request: ViesQualifiedRequest): Promise<ViesOutcome> {
      return call(log, {
        countryCode: request.countryCode,
        vatNumber: request.vatNumber,
        requesterMemberStateCode: request.requester.countryCode,
        requesterNumber: request.requester.number,
        traderName: request.trader.name,
        traderCity: request.trader.city,
        ...(request.trader.street ? { traderStreet: request.trader.street } : {}),
        ...(request.trader.postcode ? { traderPostalCode: request.trader.postcode } : {}),
      })
    },

    /** Which member states answer now; undefined when VIES cannot say. */
    async memberStates(): Promise<ViesMemberState[] | undefined> {
      return (await this.status())?.states
    },

    /**
     * VIES's own report (GET /check-status): each member state, and whether VIES itself answers
     * (`vow.available`: false in a global outage, when no member state can be asked); undefined
     * when VIES cannot say.
     */
    async status(): Promise<{ states: ViesMemberState[]; serviceAvailable: boolean | undefined } | undefined> {
      try {
        const response = await fetch(`${apiUrl}/check-status`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs ?? 8_000) })
        const text = response.ok ? await readCapped(response, 64 * 1024) : null
        const data = text ? (JSON.parse(text) as { countries?: unknown; vow?: unknown }) : undefined
        if (!data || !Array.isArray(data.countries)) return undefined
        const vow = typeof data.vow === 'object' && data.vow !== null ? (data.vow as { available?: unknown }).available : undefined
        const states = data.countries.flatMap((entry: unknown) => {
          const { countryCode, availability } = (entry ?? {}) as { countryCode?: unknown; availability?: unknown }
          // "Monitoring Disabled" says VIES does not know: only "Unavailable" warns the visitor.
          return typeof countryCode === 'string' && /^[A-Z]{2}$/.test(countryCode) && typeof availability === 'string' ? [{ code: countryCode, available: availability !== 'Unavailable' }] : []
        })
        return { states, serviceAvailable: typeof vow === 'boolean' ? vow : undefined }
      } catch {
        return undefined
      }
    },
  }
}
