// The request limits' parts (docs/limits.md): the client key (IPv4 per address, IPv6 per /64, in
// every spelling) against node:net's BlockList as the oracle; the sliding log against a brute-force
// reading of "at most N in any window of W"; the German requester's check digit against an
// independently written ISO 7064 oracle and published numbers; the mailbox an address reaches.
import { BlockList, isIP } from 'node:net'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { datenschutzPage } from '../../content/pages/datenschutz'
import { languages } from '../../content/languages'
import { mailboxIdentity } from '../../core/email'
import { hasGermanCheckDigit } from '../../core/evatr-api'
import { clientKey } from '../../core/viewer-address'
import { memoryRateCounter, slideLog, type RateRule } from '../../lambdas/shared-rate-limit'
import { isValidGermanNumber } from '../support/german-vat-ids'

/** An address as structure: four octets, or eight 16-bit groups (not ::/64, where IPv4-mapped addresses live). */
type Address = { v: 4; octets: number[] } | { v: 6; groups: number[] }

const v4 = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 }).map((octets): Address => ({ v: 4, octets }))
const group = fc.integer({ min: 0, max: 0xffff })
const v6 = fc
  .tuple(fc.array(group, { minLength: 4, maxLength: 4 }), fc.array(group, { minLength: 4, maxLength: 4 }))
  .filter(([prefix]) => prefix.some((g) => g !== 0))
  .map(([prefix, host]): Address => ({ v: 6, groups: [...prefix, ...host] }))

/** The longest run of zero groups (length ≥ 2), as RFC 5952 compresses it. */
function zeroRun(groups: number[]): [number, number] | undefined {
  let best: [number, number] | undefined
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== 0) {
      i++
      continue
    }
    let j = i
    while (j < groups.length && groups[j] === 0) j++
    if (j - i >= 2 && (!best || j - i > best[1] - best[0])) best = [i, j]
    i = j
  }
  return best
}

/** Spellings of an address: how a socket, a header or a person may write it. */
const spelling = fc.record({ compress: fc.boolean(), pad: fc.boolean(), upper: fc.boolean(), zone: fc.option(fc.constantFrom('eth0', '25', 'lo'), { nil: undefined }), mappedHex: fc.boolean(), mapped: fc.boolean() })
type Spelling = typeof spelling extends fc.Arbitrary<infer T> ? T : never

function write(address: Address, how: Spelling): string {
  if (address.v === 4) {
    const dotted = address.octets.join('.')
    if (!how.mapped) return dotted
    const [a, b, c, d] = address.octets as [number, number, number, number]
    const text = how.mappedHex ? `::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}` : `::ffff:${dotted}`
    return how.upper ? text.toUpperCase() : text
  }
  const parts = address.groups.map((g) => (how.pad ? g.toString(16).padStart(4, '0') : g.toString(16)))
  const run = how.compress ? zeroRun(address.groups) : undefined
  let text = run ? `${parts.slice(0, run[0]).join(':')}::${parts.slice(run[1]).join(':')}` : parts.join(':')
  if (how.upper) text = text.toUpperCase()
  return how.zone ? `${text}%${how.zone}` : text
}

/** The oracle: node:net's BlockList with the first address's /64 (an IPv6 address) or the address itself (IPv4). */
function sameClientByBlockList(first: Address, second: string): boolean {
  const list = new BlockList()
  if (first.v === 4) list.addAddress(first.octets.join('.'), 'ipv4')
  else list.addSubnet(first.groups.map((g) => g.toString(16)).join(':'), 64, 'ipv6')
  return list.check(second, isIP(second.replace(/%.*$/, '')) === 6 ? 'ipv6' : 'ipv4')
}

describe('the client key', () => {
  /** A second address near the first: the same one, one in its /64 (or /24), or any. */
  const pair = fc.oneof(v4, v6).chain((first) =>
    fc.tuple(
      fc.constant(first),
      fc.oneof(
        fc.constant(first),
        first.v === 6 ? fc.array(group, { minLength: 4, maxLength: 4 }).map((host): Address => ({ v: 6, groups: [...first.groups.slice(0, 4), ...host] })) : fc.integer({ min: 0, max: 255 }).map((last): Address => ({ v: 4, octets: [...first.octets.slice(0, 3), last] })),
        first.v === 6 ? fc.integer({ min: 0, max: 3 }).chain((i) => group.map((g): Address => ({ v: 6, groups: first.groups.map((x, j) => (j === i ? g : x)) }))) : v4,
        v4,
        v6,
      ),
      spelling,
      spelling,
    ),
  )

  it('gives two spellings the same key exactly when BlockList puts them in one IPv4 address or IPv6 /64 (fast-check)', () => {
    fc.assert(
      fc.property(pair, ([first, second, howFirst, howSecond]) => {
        const a = write(first, howFirst)
        const b = write(second, howSecond)
        expect(clientKey(a) === clientKey(b), `${a} / ${b}`).toBe(sameClientByBlockList(first, b))
      }),
      { numRuns: 3000 },
    )
  })

  it('keys an IPv4-mapped address as the IPv4 address, in dotted and hex form, and a header’s brackets and zone as nothing', () => {
    expect(clientKey('::ffff:198.51.100.7')).toBe(clientKey('198.51.100.7'))
    expect(clientKey('::FFFF:C633:6407')).toBe(clientKey('198.51.100.7'))
    expect(clientKey('[2001:DB8::1%eth0]')).toBe(clientKey('2001:db8:0:0:ffff::'))
    expect(clientKey('2001:db8:0:1::1')).not.toBe(clientKey('2001:db8::1'))
    expect(clientKey('not an address')).toBe('other:not an address')
  })
})

describe('the sliding window', () => {
  const rule = fc.record({ limit: fc.integer({ min: 1, max: 8 }), windowMs: fc.integer({ min: 1, max: 5_000 }) })
  /** Request times in order, bunched so that windows fill (gaps of 0 to 2 windows). */
  const times = (windowMs: number) => fc.array(fc.integer({ min: 0, max: 2 * windowMs }), { maxLength: 80 }).map((gaps) => gaps.reduce<number[]>((acc, gap) => [...acc, (acc.at(-1) ?? 1_000_000) + (gap % 3 === 0 ? 0 : gap)], []))

  it('allows exactly what "at most N in any window of W" allows: equal to a brute-force count over every earlier request (fast-check)', () => {
    fc.assert(
      fc.property(rule.chain((r) => fc.tuple(fc.constant(r), times(r.windowMs))), ([r, ts]: [RateRule, number[]]) => {
        let log: number[] = []
        const allowed: number[] = []
        for (const t of ts) {
          // The oracle: the requests allowed so far in (t − W, t], counted one by one.
          const before = allowed.filter((a) => a > t - r.windowMs && a <= t).length
          const decision = slideLog(log, t, r)
          expect(decision.allowed).toBe(before < r.limit)
          if (decision.allowed) {
            log = decision.log
            allowed.push(t)
            expect(log.length).toBeLessThanOrEqual(r.limit)
          } else {
            // Refused only when N were allowed in the window; and not a millisecond longer than needed.
            expect(decision.retryAfterMs).toBeGreaterThan(0)
            const at = t + decision.retryAfterMs
            expect(allowed.filter((a) => a > at - r.windowMs && a <= at).length).toBeLessThan(r.limit)
            expect(allowed.filter((a) => a > at - 1 - r.windowMs && a <= at - 1).length).toBe(r.limit)
          }
        }
        // Every window of length W (each starting at an allowed request) holds at most N.
        for (const start of allowed) expect(allowed.filter((a) => a >= start && a < start + r.windowMs).length).toBeLessThanOrEqual(r.limit)
      }),
      { numRuns: 1000 },
    )
  })

  it('lets 10 of 19 requests within 0.7 s across the turn of a minute pass with a limit of 10 a minute, not 19', async () => {
    const minute = 60_000
    const start = 29_000_000 * minute - 350
    let clock = start
    const counter = memoryRateCounter({ now: () => clock })
    let passed = 0
    for (let i = 0; i < 19; i++) {
      clock = start + Math.round((i * 700) / 18)
      if ((await counter.hit('test', 'client', { limit: 10, windowMs: minute })).allowed) passed++
    }
    expect(passed).toBe(10)
    // The next one fits a minute after the first.
    clock = start + minute - 1
    expect((await counter.hit('test', 'client', { limit: 10, windowMs: minute })).allowed).toBe(false)
    clock = start + minute
    expect((await counter.hit('test', 'client', { limit: 10, windowMs: minute })).allowed).toBe(true)
  })
})

describe('the German requester’s check digit', () => {
  it('agrees with the ISO 7064 MOD 11,10 oracle on any nine digits, and with published numbers (fast-check)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (nine) => {
        expect(hasGermanCheckDigit(nine)).toBe(isValidGermanNumber(nine))
        expect(hasGermanCheckDigit(`DE${nine}`)).toBe(isValidGermanNumber(nine))
      }),
      { numRuns: 5000 },
    )
    // stdnum-js de/vat.spec.ts: DE136695976 valid, 136695978 a wrong check digit; rechtlogisch/ust-id: DE123456788.
    expect(['136695976', '123456788', '811907980'].map(hasGermanCheckDigit)).toEqual([true, true, true])
    expect(['136695978', '123456789', 'DE12345678'].map(hasGermanCheckDigit)).toEqual([false, false, false])
  })
})

describe('the mailbox an address reaches', () => {
  const word = fc.stringMatching(/^[a-z0-9]{1,8}$/)
  it('is one for every spelling of a Gmail address (case, dots, +tags, googlemail.com), and keeps dots elsewhere (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), fc.option(word, { nil: undefined }), fc.boolean(), fc.constantFrom('gmail.com', 'googlemail.com', 'GMail.com'), (parts, tag, upper, domain) => {
        const plain = `${parts.join('')}@gmail.com`
        let typed = `${parts.join('.')}${tag === undefined ? '' : `+${tag}`}@${domain}`
        if (upper) typed = typed.toUpperCase()
        expect(mailboxIdentity(typed)).toBe(mailboxIdentity(plain))
      }),
    )
    expect(mailboxIdentity('Anna.Berg+termin@Example.de')).toBe('anna.berg@example.de')
    expect(mailboxIdentity('anna.berg@example.de')).not.toBe(mailboxIdentity('annaberg@example.de'))
  })
})

describe('the privacy policy on the counters (review F1)', () => {
  it('calls the stored keys pseudonymised, formed with a secret key (HMAC-SHA-256), for the booking and the qualified check, in de, en and zh', () => {
    const words = { de: /pseudonymisierte[nr]? Hashwert.*geheimen Schlüssel|geheimen Schlüssel.*pseudonymisierte[nr]? Hashwert/, en: /pseudonymised hash value.*secret key/, zh: /以密钥生成的、经假名化处理的/ }
    for (const lang of languages) {
      const sections = datenschutzPage.text[lang].sections.filter((section) => section.includes('HMAC-SHA-256'))
      expect(sections, lang).toHaveLength(2)
      for (const section of sections) expect(section, lang).toMatch(words[lang])
      expect(datenschutzPage.text[lang].sections.join('\n')).not.toMatch(/\(SHA-256\)/)
    }
  })
})
