// Runs in a fresh `node` process (plain Node 24, no tsx: only erasable TypeScript here), like a
// Lambda execution environment: imports one bundled handler, invokes it once cold, then warm.
// Usage: node lambda-probe.ts <bundle.mjs> <event.json> <warm invocations> <result.json>
// (The result goes to a file: stdout is the handler's log, as in Lambda.)
import { readFileSync, writeFileSync } from 'node:fs'

interface Handler {
  handler: (event: unknown) => Promise<{ statusCode?: number; headers?: Record<string, string>; body?: string }>
}

const [bundle, eventFile, warmCount, resultFile] = process.argv.slice(2)
const event: unknown = JSON.parse(readFileSync(eventFile!, 'utf8'))
const bootMs = performance.now()
const module = (await import(bundle!)) as Handler
const imported = performance.now()
const first = await module.handler(event)
const firstDone = performance.now()
const warm: number[] = []
const statuses = new Set([first.statusCode])
for (let i = 0; i < Number(warmCount); i++) {
  const started = performance.now()
  statuses.add((await module.handler(event)).statusCode)
  warm.push(performance.now() - started)
}
writeFileSync(resultFile!, JSON.stringify({ bootMs, initMs: imported - bootMs, firstMs: firstDone - imported, warm, statuses: [...statuses], first }))
