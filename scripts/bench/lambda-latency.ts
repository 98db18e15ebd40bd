// Cold start and warm latency of the bundled Lambda handlers: each is bundled like the CDK stack
// bundles it, then imported and invoked in fresh Node 24 processes against the local fakes.
import { spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build } from 'esbuild'
import { lambdaBundling, lambdaFiles, runtimeProvidedModules } from '../../infra/lambda-bundling'
import { startSesEmulator } from '../server/ses-emulator'
import { startFakeVies, viesAnswers } from '../../tests/support/fake-vies'
import { httpEvent } from '../../tests/support/http-event'
import { median, quantile, table } from './report'

const coldStarts = 10
const warmInvocations = 200

interface ProbeResult {
  bootMs: number
  initMs: number
  firstMs: number
  warm: number[]
  statuses: number[]
  /** The cold invocation's answer. */
  first: { statusCode: number; headers?: Record<string, string>; body?: string }
}

export interface LambdaLatency {
  name: string
  bundleKb: number
  bootMs: number
  initMs: number
  firstMs: number
  warmP50Ms: number
  warmP99Ms: number
}

/** Bundles into node_modules/.cache so that the runtime-provided AWS SDK resolves as it does in Lambda. */
export async function bundleLambda(root: string, name: string): Promise<{ file: string; bytes: number }> {
  const outfile = join(root, 'node_modules/.cache/bench-lambdas', name, 'index.mjs')
  await rm(dirname(outfile), { recursive: true, force: true })
  const result = await build({
    entryPoints: [join(root, 'lambdas', name, 'lambda.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: lambdaBundling.target,
    minify: lambdaBundling.minify,
    sourcemap: lambdaBundling.sourceMap,
    mainFields: lambdaBundling.mainFields,
    define: lambdaBundling.define,
    banner: { js: lambdaBundling.banner },
    external: runtimeProvidedModules,
    metafile: true,
    logLevel: 'error',
  })
  // The files the function reads beside its bundle, copied as the CDK's afterBundling hook copies them.
  const folder = dirname(outfile)
  for (const file of lambdaFiles[name]?.() ?? []) await cp(file.from, join(folder, file.to))
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0)
  return { file: outfile, bytes }
}

export function probeLambda(probeFile: string, bundleFile: string, eventFile: string, env: Record<string, string>, warm = warmInvocations): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    // A minimal environment, like Lambda's: no inherited settings leak into the handler's config.
    const resultFile = `${eventFile}.result.json`
    const child = spawn(process.execPath, [probeFile, bundleFile, eventFile, String(warm), resultFile], {
      env: { PATH: process.env.PATH ?? '', AWS_REGION: 'eu-central-1', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`probe of ${bundleFile} exited with ${code}`))
      readFile(resultFile, 'utf8').then((text) => resolve(JSON.parse(text) as ProbeResult), reject)
    })
  })
}

export async function measureLambdas(root: string): Promise<LambdaLatency[]> {
  const work = await mkdtemp(join(tmpdir(), 'bench-lambda-'))
  const emulator = await startSesEmulator({ host: '127.0.0.1', port: 0 })
  const vies = await startFakeVies((request) => viesAnswers.valid(request))
  try {
    const sesUrl = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`
    const archiveDir = join(work, 'inquiries')
    await mkdir(archiveDir)
    const inquiry = { name: 'Cold Start', email: 'cold@example.com', message: 'Benchmark inquiry.', source: 'General Contact Form', lang: 'en' }
    const cases: { name: string; bundle?: string; event: ReturnType<typeof httpEvent>; env: Record<string, string> }[] = [
      {
        name: 'send-contact-email',
        event: httpEvent({ body: inquiry }),
        env: { CONTACT_TO: 'inbox@example.com', CONTACT_FROM: 'website@example.com', SES_ENDPOINT: sesUrl, INQUIRY_ARCHIVE_DIR: archiveDir },
      },
      {
        name: 'vies-vat-check',
        event: httpEvent({ path: '/api/vies-vat-check', body: { countryCode: 'DE', vatNumber: '123456789' } }),
        env: { VIES_API_URL: vies.url },
      },
      {
        // The form without JavaScript: the same function renders the result page (React on the server).
        name: 'vies-vat-check (form → page)',
        bundle: 'vies-vat-check',
        event: httpEvent({ path: '/api/vies-vat-check', contentType: 'application/x-www-form-urlencoded', body: 'lang=de&countryCode=DE&vatNumber=123456789' }),
        env: { VIES_API_URL: vies.url, SITE_STYLESHEET: '/assets/static/site.css' },
      },
    ]
    const probeFile = join(root, 'scripts/bench/lambda-probe.ts')
    const results: LambdaLatency[] = []
    for (const c of cases) {
      const { file, bytes } = await bundleLambda(root, c.bundle ?? c.name)
      const eventFile = join(work, `event-${results.length}.json`)
      await writeFile(eventFile, JSON.stringify(c.event))
      const runs: ProbeResult[] = []
      for (let i = 0; i < coldStarts; i++) runs.push(await probeLambda(probeFile, file, eventFile, c.env))
      const statuses = new Set(runs.flatMap((r) => r.statuses))
      if (statuses.size !== 1 || !statuses.has(200)) throw new Error(`${c.name} answered ${[...statuses].join(', ')} instead of 200`)
      const warm = runs.flatMap((r) => r.warm)
      results.push({
        name: c.name,
        bundleKb: bytes / 1024,
        bootMs: median(runs.map((r) => r.bootMs)),
        initMs: median(runs.map((r) => r.initMs)),
        firstMs: median(runs.map((r) => r.firstMs)),
        warmP50Ms: quantile(warm, 0.5),
        warmP99Ms: quantile(warm, 0.99),
      })
    }
    return results
  } finally {
    await Promise.all([new Promise((resolve) => emulator.close(resolve)), vies.close()])
    await rm(work, { recursive: true, force: true })
  }
}

export function lambdaTable(rows: LambdaLatency[]): string {
  return [
    `Median of ${coldStarts} fresh Node ${process.versions.node} processes per handler; warm percentiles over ${coldStarts} × ${warmInvocations} invocations.`,
    '',
    table(
      ['handler', 'bundle KB', 'Node start ms', 'import (init) ms', 'first invocation ms', 'warm p50 ms', 'warm p99 ms'],
      rows.map((r) => [r.name, r.bundleKb.toFixed(1), r.bootMs.toFixed(0), r.initMs.toFixed(0), r.firstMs.toFixed(1), r.warmP50Ms.toFixed(2), r.warmP99Ms.toFixed(2)]),
    ),
  ].join('\n')
}
