// The address pattern of the HTML e-mail input, plus a dot in the domain: what the browser
// accepts is what the server accepts. It excludes CR, LF, spaces, commas and angle brackets.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

/** Whether a (sanitised) value is an e-mail address the browser's e-mail input would accept. */
export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value)
}

/**
 * The e-mail field as the browser's e-mail input sanitises it (HTML: strip newlines, then leading
 * and trailing ASCII whitespace); anything else in it makes it invalid rather than being cleaned.
 */
export function emailValue(value: string): string {
  return value.replace(/[\r\n]/g, '').replace(/^[\t\f ]+|[\t\f ]+$/g, '')
}

/**
 * Who an e-mail address reaches, for checks of "one per address" only (the booking's one open
 * call per address): lower case, without a "+tag" in the local part, and for Gmail
 * (gmail.com, googlemail.com, which ignore dots and are the same mailboxes) without dots and under
 * one domain. Mail always goes to the address as typed; this key is never written to anyone.
 */
export function mailboxIdentity(address: string): string {
  const text = address.trim().toLowerCase()
  const at = text.lastIndexOf('@')
  if (at < 1) return text
  let local = text.slice(0, at).replace(/\+.*$/, '')
  let domain = text.slice(at + 1)
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    local = local.replace(/\./g, '')
    domain = 'gmail.com'
  }
  return `${local || text.slice(0, at)}@${domain}`
}
