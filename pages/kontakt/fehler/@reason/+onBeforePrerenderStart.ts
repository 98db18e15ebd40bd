import { contactFailureReasons } from '../../../../core/contact-api'

/** One result page per reason the no-JavaScript contact form can fail. */
export function onBeforePrerenderStart() {
  return contactFailureReasons.map((reason) => `/kontakt/fehler/${reason}`)
}
