/**
 * What the analysis needs besides the report: the visitor's profile (what a report cannot contain)
 * and two tables it reads through interfaces, so that the EU VAT rates and the ECB reference rates
 * (issue 40, items 1 and 2) plug in without the engine knowing where they come from.
 */
import { memberStateCodes } from '../member-states'

/** Member states and Northern Ireland (XI), which the EU's VAT rules on goods treat alike. */
export const goodsTerritories: readonly string[] = [...memberStateCodes, 'XI']

/** A country code as the engine compares it: upper case, Greece's ISO code GR as the VAT code EL. */
export const countryCode = (text: string) => {
  const code = text.trim().toUpperCase()
  return code === 'GR' ? 'EL' : code
}

/** The VAT rates of a country on a day. */
export interface RateTable {
  /**
   * Every rate (standard, reduced, super-reduced, parking) in force in the country (EL for Greece,
   * XI for Northern Ireland) on the day (YYYY-MM-DD), as percent strings without trailing zeros
   * ("19", "25.5", "5.5", "0"); undefined when the table has no data for that country or day.
   */
  ratesOn(country: string, date: string): readonly string[] | undefined
}

/** The ECB's euro reference rates, as the OSS return converts with them. */
export interface EurRates {
  /**
   * Units of the currency per euro ("4.3009" for PLN) to convert amounts of a tax period ending on
   * periodEnd (YYYY-MM-DD): the rate the ECB published for that day or, if none was published that
   * day, for the next day of publication (Art. 369h (2) VAT Directive); undefined when unknown.
   */
  ossRate(currency: string, periodEnd: string): string | undefined
}

/** The answers of the profile: `npm run vat-report -- --profile PROFILE.json`, the page's questions. */
export interface VatProfile {
  /** The member state where the business is established, or null: established nowhere in the EU. */
  established_in: string | null
  /** The member state of identification for the Union OSS, or null: not registered for it. */
  oss_registered_in: string | null
  /** The member states (and XI) where the business holds a VAT registration. */
  registered_in: string[]
  /** Cross-border B2C supplies of the preceding calendar year in euro (the Art. 59c threshold). */
  prior_year_cross_border_b2c_eur: number
}

export type ProfileError = 'profile_not_object' | 'established_in' | 'oss_registered_in' | 'registered_in' | 'prior_year_cross_border_b2c_eur' | 'unknown_field'
const profileFields = ['established_in', 'oss_registered_in', 'registered_in', 'prior_year_cross_border_b2c_eur']

/** A profile as read from JSON, or the field that is wrong. */
export function parseProfile(value: unknown): { ok: true; profile: VatProfile } | { ok: false; error: ProfileError; field?: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: 'profile_not_object' }
  const fields = value as Record<string, unknown>
  const unknown = Object.keys(fields).find((key) => !profileFields.includes(key))
  if (unknown !== undefined) return { ok: false, error: 'unknown_field', field: unknown }
  const territory = (v: unknown) => (typeof v === 'string' && goodsTerritories.includes(countryCode(v)) ? countryCode(v) : undefined)
  const established = fields.established_in === null || fields.established_in === undefined ? null : territory(fields.established_in)
  if (established === undefined) return { ok: false, error: 'established_in' }
  const oss = fields.oss_registered_in === null || fields.oss_registered_in === undefined ? null : territory(fields.oss_registered_in)
  if (oss === undefined) return { ok: false, error: 'oss_registered_in' }
  const registered = fields.registered_in === undefined ? [] : fields.registered_in
  if (!Array.isArray(registered)) return { ok: false, error: 'registered_in' }
  const codes = registered.map(territory)
  if (codes.some((code) => code === undefined)) return { ok: false, error: 'registered_in' }
  const prior = fields.prior_year_cross_border_b2c_eur === undefined ? 0 : fields.prior_year_cross_border_b2c_eur
  if (typeof prior !== 'number' || !Number.isFinite(prior) || prior < 0) return { ok: false, error: 'prior_year_cross_border_b2c_eur' }
  return { ok: true, profile: { established_in: established, oss_registered_in: oss, registered_in: [...new Set(codes as string[])], prior_year_cross_border_b2c_eur: prior } }
}
