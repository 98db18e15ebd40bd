/**
 * `npm run einvoice -- [--json] FILE…` as a business would run it in CI: one JSON object per line with
 * {file, syntax, profile, valid, findings}, exit status 1 when a file is not a valid e-invoice.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { serialize } from '../../support/einvoice/serialize'
import { baseSpec } from '../../support/einvoice/spec'

const dir = mkdtempSync(join(tmpdir(), 'einvoice-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const file = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}
const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/einvoice.ts', ...args], { encoding: 'utf8', timeout: 60_000 })

describe('npm run einvoice', () => {
  const valid = file('valid.xml', serialize(baseSpec('UBL')))
  const invalid = file('invalid.xml', serialize({ ...baseSpec('CII'), number: '' }))
  const other = file('other.xml', '<order/>')

  it('prints one JSON object per file and line and exits 1 when any is invalid', () => {
    const run = cli('--json', valid, invalid, other)
    expect(run.status).toBe(1)
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l))
    expect(lines.map((l) => [l.file, l.syntax, l.profile, l.valid])).toEqual([
      [valid, 'UBL', 'xrechnung-3.0', true],
      [invalid, 'CII', 'xrechnung-3.0', false],
      [other, null, null, false],
    ])
    expect(lines[1].findings).toContainEqual({ rule: 'BR-02', severity: 'fatal', message: 'An Invoice shall have an Invoice number (BT-1).', bt: ['BT-1'], path: '/rsm:CrossIndustryInvoice' })
    expect(lines[2].error).toEqual({ code: 'other-xml', root: 'order' })
  })

  it('calls a file that is not well-formed XML not checked, with line and column (xmldom, read before, called it valid)', () => {
    const text = serialize(baseSpec('UBL'))
    const lines = text.replace('currencyID="EUR"', 'currencyID=EUR').split('\n')
    const line = lines.findIndex((l) => l.includes('currencyID=EUR')) + 1
    const broken = file('broken.xml', lines.join('\n'))
    const run = cli('--json', broken)
    expect(run.status).toBe(1)
    const result = JSON.parse(run.stdout.trim())
    expect(result).toMatchObject({ valid: false, error: { code: 'not-well-formed', line, column: expect.any(Number) } })
    expect(cli(broken).stdout).toContain(`not checked (not-well-formed at line ${line}, column ${result.error.column}`)
  })

  it('exits 0 when every file is valid, 2 without files, and prints a readable report without --json', () => {
    const ok = cli(valid)
    expect(ok.status).toBe(0)
    expect(ok.stdout).toContain('valid (UBL, xrechnung-3.0)')
    expect(cli().status).toBe(2)
    expect(cli(invalid).stdout).toMatch(/INVALID[\s\S]*BR-02: An Invoice shall have an Invoice number \(BT-1\)\.\n\s+at \/rsm:CrossIndustryInvoice/)
  })
})
