// Request targets built from the pieces an attacker or a careless client would combine: real
// page names, language prefixes, dot segments, encoded slashes, backslashes and controls, broken
// escapes, raw non-ASCII and lone surrogates.
import fc from 'fast-check'

const pathChars = "abcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@%".split('')

export function pathSegment(names: string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('kontakt', 'de', 'zh', 'en', 'home', 'lexikon', 'artikel', 'oss', 'index.html', '404', '404.html', 'feed.xml', 'assets', '.', '..', '', 'evil.com', '\\', ...names),
    fc.constantFrom('%2F', '%2f', '%5C', '%0d%0a', '%00', '%09', '%2e', '%2E%2E', '%25', '%61', '%6B', '%', '%zz', '%E4%B8%AD', '%ED%A0%80', '%C0%AF'),
    fc.string({ unit: fc.constantFrom(...pathChars), maxLength: 8 }),
  )
}

/** Paths as a client may send them on the wire (printable, non-space ASCII, as HTTP allows). */
export function wirePath(names: string[] = []): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom('/', '/', '/', '//', '/de/', '/zh/'), fc.array(pathSegment(names), { maxLength: 5 }), fc.constantFrom('', '', '/', '//'))
    .map(([start, parts, end]) => `${start}${parts.join('/')}${end}`)
}

/** Any string as a path, for the model alone (no wire in between). */
export function anyPath(names: string[] = []): fc.Arbitrary<string> {
  return fc.oneof(wirePath(names), fc.string({ unit: 'binary', maxLength: 20 }).map((s) => `/${s}`))
}

export function rawQuery(): fc.Arbitrary<string> {
  const part = fc.oneof(pathSegment(), fc.constantFrom('utm_source', 'x', 'a', '=', '&', '#', '?'))
  return fc.oneof(fc.constant(''), fc.array(fc.tuple(part, fc.constantFrom('=', ''), part), { maxLength: 4 }).map((pairs) => pairs.map((p) => p.join('')).join('&')))
}
