/**
 * Text hygiene for everything a visitor types, shared by the forms in the browser and the server
 * functions, so both judge a value the same way. Dependency-free: it runs in browsers, in Node and
 * in Lambda.
 */

// A surrogate pair, or a lone surrogate half (ill-formed UTF-16, e.g. JSON "\ud800").
const surrogates = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g

/** Replaces every lone surrogate with U+FFFD, as String.prototype.toWellFormed does. */
export function wellFormed(text: string): string {
  return text.replace(surrogates, (match) => (match.length === 2 ? match : '\ufffd'))
}

// Bidirectional embeddings, overrides, isolates and marks: they reorder how text is displayed
// ("Trojan Source") and have no place in a name, a subject or an inquiry.
const bidiControls = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069'
// C1 controls (NEL U+0085 among them), DEL, line and paragraph separators, byte order mark.
const otherControls = '\\u007f-\\u009f\\u2028\\u2029\\ufeff'
// Characters no reader sees, removed outright: the zero width space, the word joiner and the
// invisible operators, the Mongolian vowel separator ("Ma\u200bx" reads as "Max" but compares
// unequal to it). Zero width (non-)joiners stay: scripts and emoji sequences need them.
const invisibles = /[\u180e\u200b\u2060-\u2064]/g
const lineBreaks = /\r\n|[\n\r\u0085\u2028\u2029\u000b\u000c]/g
// In one line every C0 control goes; in multi-line text the tab and the line feed stay.
const singleLineJunk = new RegExp(`[\\u0000-\\u001f${otherControls}${bidiControls}]+`, 'g')
const multiLineJunk = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f${otherControls}${bidiControls}]+`, 'g')

/**
 * One line of text (a name, an e-mail address, a form title, a mail subject): well-formed, NFC,
 * no control, separator or bidi character, whitespace collapsed to single spaces, trimmed.
 */
export function singleLine(text: string): string {
  return wellFormed(text).normalize('NFC').replace(invisibles, '').replace(singleLineJunk, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * A multi-line text (the message): well-formed, NFC, every line break as "\n", no control or bidi
 * character but tab and line feed, no trailing spaces on a line, trimmed.
 */
export function multiLine(text: string): string {
  return wellFormed(text)
    .normalize('NFC')
    .replace(invisibles, '')
    .replace(lineBreaks, '\n')
    .replace(multiLineJunk, '')
    .replace(/[^\S\n]+$/gm, '')
    .trim()
}

/** True when a text holds nothing a reader could see: no letter, mark, digit, punctuation or symbol. */
export function isBlank(text: string): boolean {
  return !/[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(singleLine(text))
}

/** Replaces {name} placeholders; unknown placeholders stay visible so they are noticed. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

/** The first `max` UTF-16 code units of a text, never ending in half a surrogate pair. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max
  return text.slice(0, end)
}
