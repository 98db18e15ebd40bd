// The list check's parts without a server: each row checked before it is sent, the runner's pace,
// holds and repeats on a fake clock (what the BZSt asks of repeated requests, the function's limit
// and its Retry-After), what a row's result means, and the result CSV read back by Python's csv
// module (an independent reader) over generated values.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { languages } from '../../content/languages'
import { ustIdBestaetigungPage } from '../../content/pages/ust-id-bestaetigung'
import { listEncodings } from '../../core/csv-encoding'
import { listFields } from '../../core/list-columns'
import { listTexts } from '../../core/list-texts'
import { format } from '../../core/text'
import { qualifiedFields, type QualifiedField } from '../../core/evatr-api'
import { batchLimits, csvDelimiter, firstJobs, isRefusalOfTheRow, newPace, prepareRow, repeatJobs, resultCsv, rowVerdict, runBatch, type BatchHold, type BatchRow, type BatchRowState, type BatchWait, type CheckAnswer } from '../../core/qualified-batch'
import { notSentReasons, type NotSentReason } from '../../core/qualified-batch-reasons'
import { attentionOf, qualifiedCheckApi, type FieldMatch, type QualifiedCheckAnswer, type QualifiedCheckRequest, type QualifiedOutcome } from '../../core/qualified-check-api'
import { pythonCsvAll } from '../support/python-csv'

const requester = 'DE811907980'

const letters: Record<FieldMatch, string | undefined> = { match: 'A', noMatch: 'B', notRequested: 'C', notSupplied: 'D', notReceived: undefined }

/** An answer as the function gives it, its attention worked out by the contract (core/qualified-check-api.ts). */
function answer(request: QualifiedCheckRequest, outcome: QualifiedOutcome = 'valid', changes: Partial<Record<QualifiedField, FieldMatch>> = {}): QualifiedCheckAnswer {
  const matches: Record<QualifiedField, FieldMatch> = { companyName: 'match', street: 'notRequested', postcode: 'notRequested', city: 'match', ...changes }
  const codes = Object.fromEntries(qualifiedFields.flatMap((f) => (letters[matches[f]] ? [[f, letters[matches[f]]]] : []))) as Partial<Record<QualifiedField, string>>
  const base = {
    route: 'evatr' as const,
    outcome,
    status: outcome === 'valid' ? 'evatr-0000' : outcome === 'unavailable' ? 'evatr-0011' : outcome === 'validSpecialCase' ? 'evatr-2008' : 'evatr-2001',
    requestedAt: '2026-11-26T10:15:30.123456789+01:00',
    receivedAt: '2026-11-26T09:15:30.512Z',
    reference: '0f1e2d3c4b5a6978',
    matches,
    codes,
    validFrom: undefined,
    validUntil: undefined,
    request: { requesterVatId: request.requesterVatId, vatId: `${request.countryCode}${request.vatNumber}`, companyName: request.companyName, city: request.city, street: request.street ?? '', postcode: request.postcode ?? '' },
    record: { status: 'evatr-0000' },
    answer: { httpStatus: 200, contentType: 'application/json', base64: '', sha256: '' },
  }
  return { ...base, attention: attentionOf(base) }
}

const rows = (n: number): BatchRow[] => Array.from({ length: n }, (_, i) => ({ row: i + 2, vatId: `ATU${10_000_000 + i}`, companyName: 'Muster Handels GmbH', street: '', postcode: '', city: 'Wien' }))

/** A runner on a fake clock: sleeping moves the clock; every request is logged with its time; pausing holds until `resume`. */
function fakeRunner(reply: (request: QualifiedCheckRequest, call: number) => CheckAnswer) {
  let clock = 1_000_000
  let inFlight = 0
  let maxInFlight = 0
  let paused: { promise: Promise<void>; resume: () => void } | undefined
  const calls: { at: number; vatNumber: string }[] = []
  const states: BatchRowState[] = []
  const waits: (BatchWait | undefined)[] = []
  const holds: BatchHold[] = []
  const pause = () => {
    let resume = () => {}
    const promise = new Promise<void>((resolve) => (resume = resolve))
    paused = { promise, resume }
  }
  return {
    calls,
    states,
    waits,
    holds,
    maxInFlight: () => maxInFlight,
    clock: () => clock,
    advance: (ms: number) => void (clock += ms),
    pause,
    resume: () => {
      paused?.resume()
      paused = undefined
    },
    isPaused: () => paused !== undefined,
    runner: {
      check: async (request: QualifiedCheckRequest) => {
        inFlight++
        maxInFlight = Math.max(maxInFlight, inFlight)
        calls.push({ at: clock, vatNumber: request.vatNumber })
        await Promise.resolve()
        clock += 300
        inFlight--
        return reply(request, calls.length)
      },
      sleep: async (ms: number) => void (clock += ms),
      now: () => clock,
      waitWhilePaused: () => paused?.promise ?? Promise.resolve(),
      stopped: () => false,
      onState: (index: number, state: BatchRowState) => void (states[index] = state),
      onWait: (wait: BatchWait | undefined) => void waits.push(wait),
      onHold: (hold: BatchHold) => {
        holds.push(hold)
        if (hold === 'noAnswer') pause()
      },
    },
  }
}

describe('prepareRow: what is never sent', () => {
  const base: BatchRow = { row: 7, vatId: 'ATU12345678', companyName: 'Muster Handels GmbH', street: 'Hauptstraße 1', postcode: '1010', city: 'Wien' }
  it('sends a row by the contract, with the VAT ID split into its member state and number', () => {
    // The declaration the visitor made for the list's requesting VAT ID goes with every row.
    expect(prepareRow(base, requester, 'de')).toEqual({ ok: true, request: { requesterVatId: requester, countryCode: 'AT', vatNumber: 'U12345678', companyName: 'Muster Handels GmbH', street: 'Hauptstraße 1', postcode: '1010', city: 'Wien', lang: 'de', declaration: true, receipt: 'none' } })
    expect(prepareRow({ ...base, vatId: 'EL 123 456 789' }, requester, 'en')).toMatchObject({ ok: true, request: { countryCode: 'EL', vatNumber: '123456789' } })
  })
  it('refuses each row that must not go out, and says why', () => {
    const cases: [Partial<BatchRow>, NotSentReason][] = [
      [{ vatId: '' }, 'noVatId'],
      [{ vatId: 'AT-X' }, 'notVatId'],
      [{ vatId: 'K-001' }, 'notVatId'],
      [{ vatId: 'XX123456789' }, 'notVatId'],
      [{ companyName: '' }, 'noName'],
      // The case: a customer number sent to the BZSt as firmenname.
      [{ companyName: 'K-001' }, 'nameIsNumber'],
      [{ companyName: '100234' }, 'nameIsNumber'],
      [{ city: '' }, 'noCity'],
      [{ companyName: 'x'.repeat(201) + ' GmbH' }, 'tooLong'],
      // The case: "M\uFFFDller GmbH" from an ANSI file read as UTF-8.
      [{ companyName: 'M\uFFFDller GmbH' }, 'unreadable'],
      [{ street: 'Haupt\u0081straße 1' }, 'unreadable'],
      [{ vatId: 'DE123456789' }, 'germanForGerman'],
    ]
    for (const [change, reason] of cases) expect(prepareRow({ ...base, ...change }, requester, 'de'), JSON.stringify(change)).toEqual({ ok: false, reason })
    expect(prepareRow(base, 'AT U12345678', 'de')).toEqual({ ok: false, reason: 'ownNumber' })
    // A German number asked with another member state's VAT ID goes to VIES: sent.
    expect(prepareRow({ ...base, vatId: 'DE123456789' }, 'ATU12345678', 'de').ok).toBe(true)
  })
})

describe('runBatch: pace, the function’s limit and the BZSt’s request not to repeat at once', () => {
  it('asks one row at a time, each start a full pace after the one before, never more than the function’s limit in a minute', async () => {
    const fake = fakeRunner((request) => ({ ok: true, data: answer(request) }))
    await runBatch(fake.runner, firstJobs(rows(80)), requester, 'de')
    expect(fake.maxInFlight()).toBe(1)
    expect(fake.calls).toHaveLength(80)
    for (let i = 1; i < fake.calls.length; i++) expect(fake.calls[i]!.at - fake.calls[i - 1]!.at).toBeGreaterThanOrEqual(batchLimits.paceMs)
    for (const call of fake.calls) expect(fake.calls.filter((other) => other.at > call.at - 60_000 && other.at <= call.at).length).toBeLessThanOrEqual(qualifiedCheckApi.perClientPerMinute)
  })

  it('a 429 holds the whole list for its Retry-After: the same row after it, the next row a full pace after that (the issue: 0.1 s)', async () => {
    const fake = fakeRunner((request, call) => (call === 2 ? { ok: false, status: 429, error: 'rate_limited', retryAfterSeconds: 17 } : { ok: true, data: answer(request) }))
    await runBatch(fake.runner, firstJobs(rows(4)), requester, 'en')
    const [first, limited, again, next] = fake.calls
    expect([first, limited, again, next].map((c) => c!.vatNumber)).toEqual(['U10000000', 'U10000001', 'U10000001', 'U10000002'])
    expect(again!.at - limited!.at).toBeGreaterThanOrEqual(17_000)
    expect(next!.at - again!.at).toBeGreaterThanOrEqual(batchLimits.paceMs)
    expect(fake.waits.filter(Boolean)).toEqual([{ reason: 'rateLimit', until: limited!.at + 300 + 17_000, row: 3 }])
    expect(fake.states.map((s) => s.kind)).toEqual(['done', 'done', 'done', 'done'])
  })

  it('the hold outlasts the run: asking again later starts no sooner than the Retry-After', async () => {
    const pace = newPace()
    const fake = fakeRunner((request, call) => (call === 1 ? { ok: false, status: 429, error: 'rate_limited', retryAfterSeconds: 40 } : { ok: true, data: answer(request) }))
    // The visitor stops the run during the hold (a new list): the next run still waits.
    let stop = false
    await runBatch({ ...fake.runner, sleep: async (ms) => ((stop = true), fake.advance(ms / 4)), stopped: () => stop }, firstJobs(rows(1)), requester, 'en', pace)
    await runBatch(fake.runner, firstJobs(rows(1)), requester, 'en', pace)
    expect(fake.calls[1]!.at - fake.calls[0]!.at).toBeGreaterThanOrEqual(40_000)
  })

  it('never repeats a row at once after a network error, a 5xx or "cannot answer now": the list goes on, the row waits for a later run, spaced by repeatAfterMs', async () => {
    const fake = fakeRunner((request) => {
      if (request.vatNumber === 'U10000001') return { ok: false, status: 502, error: 'http_502' }
      if (request.vatNumber === 'U10000002') return { ok: false, status: 0, error: 'timeout' }
      if (request.vatNumber === 'U10000004') return { ok: true, data: answer(request, 'unavailable') }
      return { ok: true, data: answer(request) }
    })
    const list = rows(6)
    await runBatch(fake.runner, firstJobs(list), requester, 'de')
    // Each row asked once: the old runner asked a 5xx row again after 2 s and 4 s.
    expect(fake.calls.map((c) => c.vatNumber)).toEqual(list.map((r) => r.vatId.slice(2)))
    expect(fake.states.map(rowVerdict)).toEqual(['valid', 'tryLater', 'tryLater', 'valid', 'tryLater', 'valid'])
    const failedAt = new Map(fake.calls.map((c) => [c.vatNumber, c.at]))

    // Asked again at once by the visitor: each waits until repeatAfterMs after its own last request.
    const again = repeatJobs(list, fake.states)
    expect(again.map((job) => job.index)).toEqual([1, 2, 4])
    const before = fake.calls.length
    await runBatch(fake.runner, again, requester, 'de')
    for (const call of fake.calls.slice(before)) expect(call.at - failedAt.get(call.vatNumber)!, call.vatNumber).toBeGreaterThanOrEqual(batchLimits.repeatAfterMs)
    expect(fake.waits.filter(Boolean)[0]).toMatchObject({ reason: 'repeat', row: 3 })
  })

  it('holds the list after rows the service left unanswered in a row, until the visitor resumes', async () => {
    const fake = fakeRunner((request) => ({ ok: true, data: answer(request, 'unavailable') }))
    const run = runBatch(fake.runner, firstJobs(rows(5)), requester, 'de')
    for (let i = 0; i < 20 && !fake.isPaused(); i++) await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fake.holds).toEqual(['noAnswer'])
    expect(fake.calls).toHaveLength(batchLimits.failuresBeforeHold)
    fake.resume()
    await run
    expect(fake.calls).toHaveLength(5)
  })

  it('ends the run when the service refuses the requester’s own VAT ID: every other row would meet the same', async () => {
    const fake = fakeRunner((request) => ({ ok: true, data: answer(request, 'requesterRefused') }))
    expect(await runBatch(fake.runner, firstJobs(rows(5)), requester, 'de')).toBe('requesterRefused')
    expect(fake.calls).toHaveLength(1)
    expect(fake.holds).toEqual(['requesterRefused'])
  })

  it('refused rows cost no request; a 4xx of the function marks the row as not sent', async () => {
    const list = rows(3)
    list[0]!.companyName = 'K-001'
    const fake = fakeRunner((request) => (request.vatNumber === 'U10000002' ? { ok: false, status: 400, error: 'invalid_json' } : { ok: true, data: answer(request) }))
    await runBatch(fake.runner, firstJobs(list), requester, 'de')
    expect(fake.calls.map((c) => c.vatNumber)).toEqual(['U10000001', 'U10000002'])
    expect(fake.states).toEqual([{ kind: 'notSent', reason: 'nameIsNumber' }, expect.objectContaining({ kind: 'done' }), { kind: 'notSent', reason: 'refused', error: 'invalid_json' }])
  })

  it('a 403 of the CDN or WAF (no API error code) leaves the row unanswered and open to "ask again", never "not sent" for good (issue 38 A5)', async () => {
    const list = rows(4)
    let blocked = true
    const fake = fakeRunner((request) =>
      blocked && request.vatNumber !== 'U10000000' ? { ok: false, status: 403, error: request.vatNumber === 'U10000001' ? 'http_403' : 'forbidden' } : { ok: true, data: answer(request) },
    )
    await runBatch({ ...fake.runner, failuresBeforeHold: 10 }, firstJobs(list), requester, 'de')
    expect(fake.states.map(rowVerdict)).toEqual(['valid', 'tryLater', 'tryLater', 'tryLater'])
    expect(fake.states[1]).toMatchObject({ kind: 'noAnswer', error: 'http_403' })
    blocked = false
    const again = repeatJobs(list, fake.states)
    expect(again.map((job) => job.index)).toEqual([1, 2, 3])
    await runBatch(fake.runner, again, requester, 'de')
    expect(fake.states.map(rowVerdict)).toEqual(['valid', 'valid', 'valid', 'valid'])
    // The function's own refusal of a row stays "not sent": asking again would meet the same.
    expect(isRefusalOfTheRow({ status: 400, error: 'invalid_vat_number' })).toBe(true)
    expect(isRefusalOfTheRow({ status: 403, error: 'http_403' })).toBe(false)
  })

  it('over generated answers: one at a time, the pace, no request inside a hold, no row repeated within a run, every row ends', async () => {
    const reply = fc.constantFrom<'ok' | 'unavailable' | '429' | '5xx' | '4xx' | 'network'>('ok', 'ok', 'ok', 'unavailable', '429', '5xx', '4xx', 'network')
    await fc.assert(
      fc.asyncProperty(fc.array(reply, { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 120 }), async (replies, retryAfter) => {
        // A 429 never twice in a row here (a limit that never lifts would hold the list for ever, as it should).
        const kindOf = (i: number) => (replies[i % replies.length] === '429' && i > 0 && replies[(i - 1) % replies.length] === '429' ? 'ok' : replies[i % replies.length]!)
        const fake = fakeRunner((request, call) => {
          const kind = kindOf(call - 1)
          if (kind === '429') return { ok: false, status: 429, error: 'rate_limited', retryAfterSeconds: retryAfter }
          if (kind === '5xx') return { ok: false, status: 503, error: 'http_503' }
          if (kind === '4xx') return { ok: false, status: 400, error: 'invalid_json' }
          if (kind === 'network') return { ok: false, status: 0, error: 'network_error' }
          return { ok: true, data: answer(request, kind === 'unavailable' ? 'unavailable' : 'valid') }
        })
        // The visitor resumes at once whenever the list holds itself.
        const runner = { ...fake.runner, onHold: () => {} }
        const list = rows(25)
        await runBatch(runner, firstJobs(list), requester, 'de')
        expect(fake.maxInFlight()).toBe(1)
        let holdUntil = Number.NEGATIVE_INFINITY
        const answered = new Set<string>()
        fake.calls.forEach((call, i) => {
          if (i > 0) expect(call.at - fake.calls[i - 1]!.at).toBeGreaterThanOrEqual(batchLimits.paceMs)
          expect(call.at).toBeGreaterThanOrEqual(holdUntil)
          const kind = kindOf(i)
          if (kind === '429') holdUntil = call.at + 300 + retryAfter * 1000
          else {
            expect(answered.has(call.vatNumber), `row ${call.vatNumber} asked again within the run`).toBe(false)
            answered.add(call.vatNumber)
          }
        })
        expect(fake.states.filter(Boolean)).toHaveLength(list.length)
        expect(fake.states.some((s) => s.kind === 'waiting')).toBe(false)
      }),
      { numRuns: 150 },
    )
  })
})

describe('rowVerdict: what a row’s result means', () => {
  const request: QualifiedCheckRequest = { requesterVatId: requester, countryCode: 'AT', vatNumber: 'U12345678', companyName: 'X GmbH', city: 'Wien', declaration: true }
  const done = (outcome: QualifiedOutcome, matches: Partial<Record<QualifiedField, FieldMatch>> = {}): BatchRowState => ({ kind: 'done', result: answer(request, outcome, matches), at: 0 })
  it('valid only when the contract finds the result plainly valid and the number is valid; 2008, a differing detail, no comparison received need attention; "cannot answer" is try later', () => {
    expect(rowVerdict(done('valid'))).toBe('valid')
    expect(rowVerdict(done('valid', { street: 'notSupplied' }))).toBe('valid')
    // The issue: 2008 ("valid, with a special case: contact the BZSt") was counted as plainly valid.
    expect(rowVerdict(done('validSpecialCase'))).toBe('attention')
    expect(rowVerdict(done('valid', { postcode: 'noMatch' }))).toBe('attention')
    // The issue, point 1: a comparison not received must not count as valid.
    expect(rowVerdict(done('valid', { city: 'notReceived' }))).toBe('attention')
    expect(rowVerdict(done('validNotQualified', { companyName: 'notRequested', city: 'notRequested' }))).toBe('attention')
    expect(rowVerdict(done('notAssigned'))).toBe('attention')
    expect(rowVerdict(done('unavailable'))).toBe('tryLater')
    expect(rowVerdict({ kind: 'noAnswer', error: 'timeout', at: 0 })).toBe('tryLater')
    // The issue: refused rows were counted as "not valid or with differing details".
    expect(rowVerdict({ kind: 'notSent', reason: 'nameIsNumber' })).toBe('notSent')
  })
})

describe('resultCsv', () => {
  it('says per row what was sent, to whom, what came back with its reference and what it means; a row not sent says so and why; read back by Python’s csv module', () => {
    const cell = fc.string({ unit: fc.constantFrom(...'ab ;,"\n\r=+-@ÄßΩ增\t'), maxLength: 12 })
    const kind = fc.constantFrom('valid', 'specialCase', 'noMatch', 'notReceived', 'unavailable', 'notSent', 'noAnswer', 'waiting')
    fc.assert(
      // 40 lists to a Python run.
      fc.property(fc.array(fc.tuple(fc.array(fc.record({ vatId: cell, companyName: cell, street: cell, postcode: cell, city: cell, kind }), { minLength: 1, maxLength: 10 }), fc.constantFrom(...languages)), { minLength: 40, maxLength: 40 }), (cases) => {
        const written = cases.map(([values, lang]) => {
          const list: BatchRow[] = values.map(({ kind: _, ...v }, i) => ({ row: i * 2 + 2, ...v }))
          const request = (row: BatchRow): QualifiedCheckRequest => ({ requesterVatId: requester, countryCode: 'AT', vatNumber: row.vatId, companyName: row.companyName, city: row.city, street: row.street, postcode: row.postcode, declaration: true })
          const states: BatchRowState[] = values.map(({ kind }, i): BatchRowState => {
            const row = list[i]!
            if (kind === 'notSent') return { kind: 'notSent', reason: 'nameIsNumber' }
            if (kind === 'noAnswer') return { kind: 'noAnswer', error: 'timeout', at: 0 }
            if (kind === 'waiting') return { kind: 'waiting' }
            const outcome = kind === 'specialCase' ? 'validSpecialCase' : kind === 'unavailable' ? 'unavailable' : 'valid'
            return { kind: 'done', result: answer(request(row), outcome, kind === 'noMatch' ? { street: 'noMatch' } : kind === 'notReceived' ? { city: 'notReceived' } : {}), at: 0 }
          })
          const t = listTexts(ustIdBestaetigungPage.text[lang])
          return { values, list, t, csv: resultCsv(list, states, requester, t, lang), delimiter: csvDelimiter[lang] }
        })
        const read = pythonCsvAll(written.map(({ csv, delimiter }) => ({ text: csv, delimiter })))
        written.forEach(({ values, list, t, csv }, c) => {
          expect(csv.startsWith('\uFEFF')).toBe(true)
          const [header, ...body] = read[c]!
          const { csv: h, reasons, verdicts, states } = t.batch
          const detail = (template: string) => qualifiedFields.map((f) => format(template, { field: t.fields[f] }))
          const [sentHeaders, matchHeaders, codeHeaders] = [detail(h.sentDetail), detail(h.match), detail(h.code)]
          expect(header).toEqual([h.row, t.labels.requester, t.labels.vatId, ...sentHeaders, t.labels.service, h.sent, h.reason, t.labels.status, h.outcome, h.verdict, ...matchHeaders.flatMap((m, i) => [m, codeHeaders[i]]), h.validFrom, h.validUntil, h.reference, t.labels.requestedAt, t.labels.receivedAt])
          expect(body).toHaveLength(list.length)
          // A cell a spreadsheet would run as a formula keeps its text behind a leading apostrophe.
          const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)
          body.forEach((cells, i) => {
            const row = list[i]!
            const { kind } = values[i]!
            const at = (name: string) => cells[header!.indexOf(name)]
            const compared = (field: number) => [at(matchHeaders[field]!), at(codeHeaders[field]!)]
            expect(cells).toHaveLength(header!.length)
            expect(cells.slice(0, 3)).toEqual([String(row.row), requester, ['valid', 'specialCase', 'noMatch', 'notReceived', 'unavailable'].includes(kind) ? `AT${row.vatId}` : row.vatId].map(asText))
            expect(sentHeaders.map(at)).toEqual([row.companyName, row.street, row.postcode, row.city].map(asText))
            const sent = [at(t.labels.service), at(h.sent), at(h.reason), at(t.labels.status), at(h.outcome), at(h.verdict)]
            if (kind === 'notSent') expect(sent).toEqual(['', h.no, reasons.nameIsNumber, '', '', verdicts.notSent])
            else if (kind === 'waiting') expect(sent).toEqual(['', h.no, '', '', states.waiting, ''])
            else if (kind === 'noAnswer') expect([...sent, at(h.reference)]).toEqual([h.services.evatr, h.yes, '', 'timeout', states.noAnswer, verdicts.tryLater, ''])
            else {
              expect([at(t.labels.service), at(h.sent), at(h.reason), at(h.reference), at(t.labels.requestedAt), at(t.labels.receivedAt)]).toEqual([h.services.evatr, h.yes, '', '0f1e2d3c4b5a6978', '2026-11-26T10:15:30.123456789+01:00', '2026-11-26T09:15:30.512Z'])
              const verdict = ({ valid: 'valid', specialCase: 'attention', noMatch: 'attention', notReceived: 'attention', unavailable: 'tryLater' } as const)[kind as 'valid']
              expect(at(h.verdict)).toBe(verdicts[verdict])
              if (kind === 'valid') expect([at(t.labels.status), at(h.outcome), ...compared(0), compared(1)[1]]).toEqual(['evatr-0000', t.outcomes.valid, t.matches.match, 'A', 'C'])
              if (kind === 'noMatch') expect(compared(1)).toEqual([t.matches.noMatch, 'B'])
              // No comparison received: said in words, and no letter the BZSt did not send.
              if (kind === 'notReceived') expect(compared(3)).toEqual([t.matches.notReceived, ''])
              if (kind === 'unavailable') expect(compared(0)).toEqual(['', ''])
            }
          })
        })
      }),
      { numRuns: 3 },
    )
  })
})

describe('the list check’s texts against its code', () => {
  it('name every encoding, column, reason a row is not sent and verdict, in every language', () => {
    for (const lang of languages) {
      const t = ustIdBestaetigungPage.text[lang].batch
      for (const encoding of listEncodings) expect(t.encoding.names[encoding], `${lang} ${encoding}`).toMatch(/\S/)
      for (const field of listFields) expect(t.columns[field], `${lang} ${field}`).toMatch(/\S/)
      for (const reason of notSentReasons) expect(t.reasons[reason], `${lang} ${reason}`).toMatch(/\S/)
      for (const verdict of ['valid', 'attention', 'tryLater', 'notSent'] as const) expect(t.verdicts[verdict], `${lang} ${verdict}`).toMatch(/\S/)
      expect(new Set(Object.values(t.verdicts)).size, lang).toBe(4)
    }
  })
})
