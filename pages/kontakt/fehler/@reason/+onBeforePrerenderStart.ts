import { pathsBelow } from '../../../../core/site'

/** One result page per reason the no-JavaScript contact form can fail. */
export function onBeforePrerenderStart() {
  return pathsBelow('/kontakt/fehler/')
}
