// docs/receipt-format.md lets a third party verify a receipt without the site: this test takes the
// shell commands of its section "Verifying, step by step" out of the document as written and runs
// them (pdfdetach, jq, base64, openssl) on a PDF the function made, with only the published key
// list beside it. If the document's steps stop working, this fails.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { qualifiedCheckApi, type QualifiedCheckAnswer } from '../../core/qualified-check-api'
import { localReceiptSigningKey } from '../../lambdas/config'
import { createEvatrClient } from '../../lambdas/qualified-check/evatr-client'
import { createQualifiedCheckHandlers } from '../../lambdas/qualified-check/handler'
import { localReceiptSigner } from '../../lambdas/qualified-check/receipt-signer'
import { createViesQualifiedClient } from '../../lambdas/qualified-check/vies-qualified'
import { registeredCompany, startFakeEvatr } from '../support/fake-evatr'
import { startFakeVies, viesAnswers } from '../support/fake-vies'
import { httpEvent } from '../support/http-event'

let evatr: Awaited<ReturnType<typeof startFakeEvatr>>
let vies: Awaited<ReturnType<typeof startFakeVies>>
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'receipt-doc-'))
  evatr = await startFakeEvatr()
  vies = await startFakeVies((request) => viesAnswers.qualified(request))
})
afterAll(async () => {
  await Promise.all([evatr.close(), vies.close()])
  rmSync(dir, { recursive: true, force: true })
})

/** The inline commands (`…`) of the document's step-by-step section that a shell runs, in order; the curl is replaced by the key list at hand. */
function documentedCommands(): string[] {
  const doc = readFileSync(new URL('../../docs/receipt-format.md', import.meta.url), 'utf8')
  const section = doc.slice(doc.indexOf('## Verifying, step by step'))
  return [...section.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((command) => /^(pdfdetach|sha256sum|KEY=|jq|openssl|curl)/.test(command) && !command.startsWith('jq -r .signedAt') && !command.startsWith('jq -r .keyId'))
}

describe('docs/receipt-format.md', () => {
  it('verifies the evidence PDF and its JSON with openssl by following only the documented steps', async () => {
    const h = createQualifiedCheckHandlers({ evatr: createEvatrClient({ baseUrl: evatr.url }), vies: createViesQualifiedClient({ apiUrl: vies.url }), signer: localReceiptSigner(localReceiptSigningKey) })
    const ask = { requesterVatId: 'DE811907980', countryCode: 'AT', vatNumber: 'U12345678', companyName: registeredCompany.firmenname, street: '', postcode: '', city: registeredCompany.ort, declaration: true, lang: 'en', receipt: 'pdf' }
    const answer = JSON.parse(String((await h[qualifiedCheckApi.path]!(httpEvent({ path: qualifiedCheckApi.path, body: ask }))).body)) as QualifiedCheckAnswer
    const keys = String((await h[qualifiedCheckApi.receiptKeyPath]!(httpEvent({ method: 'GET', path: qualifiedCheckApi.receiptKeyPath }))).body)
    writeFileSync(join(dir, 'evidence.pdf'), Buffer.from(answer.receiptPdf!.base64, 'base64'))
    writeFileSync(join(dir, 'keys.json'), keys)
    const commands = documentedCommands()
    expect(commands.some((c) => c.startsWith('openssl dgst'))).toBe(true)
    expect(commands.some((c) => c.startsWith('pdfdetach -save'))).toBe(true)
    const script = ['set -euo pipefail', ...commands.map((c) => (c.startsWith('curl') ? 'cp keys.json keys.json.tmp && mv keys.json.tmp keys.json' : c))].join('\n')
    const run = spawnSync('bash', ['-c', script], { cwd: dir, encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain('Verified OK')
    // The JSON out of the PDF is the receipt as downloaded; its hash is printed in the PDF (step 1).
    expect(readFileSync(join(dir, 'receipt.json'), 'utf8')).toBe(answer.receipt!.json)
    // A changed signed byte: the same documented openssl step refuses it.
    const signed = readFileSync(join(dir, 'signed.json'))
    writeFileSync(join(dir, 'signed.json'), Buffer.from(signed.toString('utf8').replace('"valid"', '"notValid"')))
    const refused = spawnSync('bash', ['-c', commands.find((c) => c.startsWith('openssl dgst'))!], { cwd: dir, encoding: 'utf8' })
    expect(refused.status).not.toBe(0)
  })
})
