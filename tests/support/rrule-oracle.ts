// Talks to tests/support/rrule-oracle.py (Python's dateutil.rrule and zoneinfo, Debian's
// python3-dateutil; datetime for VFREEBUSY periods, ipaddress for the feed's addresses): one
// process per test file, one JSON line per request and answer.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

/** Debian's Python, where apt installs python3-dateutil (.ci/install-system-packages); another python3 only if it is missing. */
const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3'

export type OracleClock = { zone: string } | 'utc' | 'floating' | 'date'
export type OracleLength = { minutes: number } | { days: number }

export interface OracleEvent {
  uid?: string
  clock: OracleClock
  start: string
  length: OracleLength
  busy: boolean
  /** The RRULE's value as written in the feed (COUNT or UNTIL included), or null. */
  rrule: string | null
  rdates: string[]
  exdates: string[]
  exdateClock?: OracleClock
  /** An override: the occurrence it replaces, on `ridClock`, and whether it goes on (THISANDFUTURE). */
  rid?: string
  ridClock?: OracleClock
  range?: boolean
}

export interface Near {
  /** The first occurrence of the rule from the tentative start: the series' DTSTART. */
  start: string
  occurrences: { wall: string; ms: number }[]
}

/** The FREEBUSY properties of a VFREEBUSY: FBTYPE (none: BUSY) and its periods as written ("20260504T080000Z/PT2H" or ".../20260504T093000Z"). */
export interface OracleFreeBusy {
  fbtype: string | null
  periods: string[]
}

export interface Oracle {
  near(events: Pick<OracleEvent, 'clock' | 'start' | 'rrule'>[], after: string, count: number): Promise<(Near | null)[]>
  busy(events: OracleEvent[], from: number, to: number): Promise<[number, number][]>
  /** The busy spans of VFREEBUSY periods, read with Python's datetime. */
  freeBusy(entries: OracleFreeBusy[]): Promise<[number, number][]>
  /** For each IP address, whether a feed may not come from it (Python's ipaddress: not global, multicast, IPv4 inside IPv6 judged as IPv4). */
  refusedAddresses(addresses: string[]): Promise<boolean[]>
  close(): void
}

export function startOracle(): Oracle {
  const child: ChildProcessWithoutNullStreams = spawn(python, [fileURLToPath(new URL('./rrule-oracle.py', import.meta.url))], { stdio: ['pipe', 'pipe', 'pipe'] })
  const waiting: ((line: string) => void)[] = []
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(line))
  const ask = <T>(request: object): Promise<T> =>
    new Promise((resolve, reject) => {
      waiting.push((line) => {
        const answer = JSON.parse(line) as { ok?: T; error?: string }
        if (answer.error !== undefined) reject(new Error(`oracle: ${answer.error}`))
        else resolve(answer.ok as T)
      })
      child.stdin.write(`${JSON.stringify(request)}\n`, (error) => error && reject(new Error(`oracle not running: ${stderr || error.message}`)))
    })
  return {
    near: (events, after, count) => ask({ op: 'near', events, after, count }),
    busy: (events, from, to) => ask({ op: 'busy', events, from, to }),
    freeBusy: (entries) => ask({ op: 'freebusy', entries }),
    refusedAddresses: (addresses) => ask({ op: 'addresses', addresses }),
    close: () => child.stdin.end(),
  }
}
