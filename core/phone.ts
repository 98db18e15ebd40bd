/**
 * Phone numbers as visitors type them: the one reading and the light check, shared by the browser
 * (before a form is sent) and the server, whose full check (core/phone-number.ts, libphonenumber's
 * rules) starts with this one, so the browser never refuses a number the server would take.
 * Dependency-free: it runs in browsers, in Node and in Lambda.
 */

/**
 * The words that introduce an extension, besides the ones libphonenumber reads itself ("ext.",
 * "x", "#", ";ext="): Chinese 转 and 分机 ("+86 755 1234 5678 转 123"), German "Durchwahl" and "Dw.".
 * Each is read as " ext. ".
 */
const extensionWords = /\s*(?:转|轉|分机|分機|durchwahl|dw\.?)\s*(?=\d)/giu

/**
 * One reading of a typed number: well-formed, NFKC (full-width digits, plus, brackets and spaces, as
 * a Chinese input method types them, become ASCII: "＋８６　７５５" is "+86 755"), control and invisible
 * characters gone, whitespace collapsed, the extension words above written "ext.".
 */
export function phoneReading(typed: string): string {
  return typed
    .replace(/[\ud800-\udfff]/gu, '')
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(extensionWords, ' ext. ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The most digits a number can have with its international prefix (E.164's 15 after "00"), and the fewest. */
export const phoneDigits = { min: 5, max: 17 } as const
const extensionDigits = 7

// A leading "+" (or none; "(+86)" too), then digits with the separators people write; optionally one extension.
const shape = new RegExp(`^(\\(?\\+?[0-9 ()./-]+?)(?:\\s*(?:ext\\.?|x|#|;ext=)\\s*([0-9]{1,${extensionDigits}}))?$`, 'i')

/**
 * The light check the browser makes: a number's shape (digits and separators, one leading "+", at
 * most one extension) and its count of digits. No dots-only or brackets-only string passes:
 * "....." and "(((((-----" hold no digit.
 */
export function isPlausiblePhone(typed: string): boolean {
  const match = shape.exec(phoneReading(typed))
  if (!match) return false
  const digits = match[1]!.replace(/\D/g, '').length
  return digits >= phoneDigits.min && digits <= phoneDigits.max
}
