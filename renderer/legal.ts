import { firm } from '../content/firm'
import { retention } from '../content/operations'
import { datenschutzPage } from '../content/pages/datenschutz'
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
    meetingSoftware: firm.meetingService.software,
    meetingOperator: firm.meetingService.operator.name,
    meetingOperatorAddress: firm.meetingService.operator.address,
    meetingServerLocation: localize(firm.meetingService.serverLocation, lang),
    meetingTransfer: meetingTransfer(lang),
  }
}

/** The privacy policy's sentence on the video service's third-country transfers, chosen by the firm data. */
function meetingTransfer(lang: Lang): string {
  const sentences = localize(datenschutzPage.text, lang).meetingTransfer
  if (!sentences) return ''
  const transfer = firm.meetingService.thirdCountryTransfer
  return transfer === null ? sentences.none : format(sentences.transfer, { country: localize(transfer.country, lang), basis: localize(transfer.basis, lang) })
}

export function fillLegalText(text: string, lang: Lang): string {
  return format(text, legalPlaceholders(lang))
}
