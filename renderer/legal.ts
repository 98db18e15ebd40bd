import { firm } from '../content/firm'
import { retention } from '../content/operations'
import type { Lang } from '../content/types'
import { localize } from '../core/i18n'
import { format } from '../core/text'

/** Values the legal texts may use as {placeholders}; all come from firm data and operations. */
export function legalPlaceholders(lang: Lang): Record<string, string | number> {
  return {
    firmName: firm.name,
    attorneyName: firm.attorney.name,
    professionalTitle: localize(firm.professionalTitle, lang),
    titleConferredIn: localize(firm.titleConferredIn, lang),
    street: firm.address.street,
    postalCode: firm.address.postalCode,
    city: firm.address.city,
    country: localize(firm.address.country, lang),
    phone: firm.phone.display,
    email: firm.email,
    vatId: firm.vatId,
    chamber: localize(firm.chamber, lang),
    chamberAddress: firm.chamberAddress,
    insurer: firm.liabilityInsurance.insurer,
    insurerAddress: firm.liabilityInsurance.address,
    insuranceScope: localize(firm.liabilityInsurance.scope, lang),
    authorityName: localize(firm.dataProtectionAuthority.name, lang),
    authorityAddress: firm.dataProtectionAuthority.address,
    siteUrl: firm.siteUrl,
    logRetentionDays: retention.logDays,
    inquiryArchiveDays: retention.inquiryArchiveDays,
    bookingDaysAfterCall: retention.bookingDaysAfterCall,
    bookingBackupDays: retention.bookingBackupDays,
  }
}

export function fillLegalText(text: string, lang: Lang): string {
  return format(text, legalPlaceholders(lang))
}
