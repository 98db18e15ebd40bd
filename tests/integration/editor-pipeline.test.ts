// The content editor's pipeline, as an editor meets it, in a temporary copy of the repository:
// a changed German sentence fails the check naming the translations behind it; recording the
// review passes it; a text that contradicts a fact fails; a fact past its review age warns. (A
// changed fact reaching every page after the build is one of the editor tasks, editor-tasks.test.ts,
// which builds its copy once for all of them.)
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { facts } from '../../content/facts'
import { copyRepository, runIn } from '../support/repo-copy'

let dir: string

/** Runs an npm script or a command in the copy; its exit code and all it printed. */
const run = (command: string[], env: Record<string, string> = {}) => runIn(dir, command, { env, timeout: 240_000 })
const check = (env: Record<string, string> = {}) => run(['npx', 'tsx', 'scripts/check-content.ts'], env)

const coffee = 'content/pages/kaffeesteuer.ts'
const read = (file: string) => readFileSync(join(dir, file), 'utf8')
const edit = (file: string, from: string, to: string) => {
  const text = read(file)
  expect(text, `${file} contains ${from}`).toContain(from)
  writeFileSync(join(dir, file), text.replace(from, to))
}
/** The line of the first source line that contains `text` (found here, not by the code under test). */
const lineOf = (file: string, text: string) => read(file).split('\n').findIndex((line) => line.includes(text)) + 1

beforeAll(() => {
  dir = copyRepository('editor-')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the editor’s pipeline in a copy of the repository', { timeout: 300_000 }, () => {
  it('starts green', () => {
    const result = check()
    expect(result.out).toContain('every translation reviewed against its current German text')
    expect(result.status).toBe(0)
  })

  it('fails on a changed German sentence, naming its line and the lines of the translations behind it; passes once the review is recorded', () => {
    edit(coffee, "subtitle: 'Beratung für Röstereien, Importeure und Online-Händler'", "subtitle: 'Beratung für Röstereien, Importeure, Händler und Online-Händler'")
    const german = lineOf(coffee, 'Beratung für Röstereien, Importeure, Händler')
    const english = lineOf(coffee, "subtitle: 'Advice for roasters, importers and online retailers'")
    const chinese = lineOf(coffee, "subtitle: '为咖啡烘焙商、进口商和电商卖家提供咨询'")
    const failed = check({ GITHUB_ACTIONS: 'true' })
    expect(failed.status).toBe(1)
    expect(failed.out).toContain(`${coffee}:${german}:`)
    expect(failed.out).toContain(`behind: en (line ${english}), zh (line ${chinese})`)
    // Under GitHub Actions the same problem is an annotation on the German line.
    expect(failed.out).toMatch(new RegExp(`::error title=Content check,file=${coffee.replace(/\./g, '\\.')},line=${german},col=\\d+::text\\.hero\\.subtitle: `))

    edit(coffee, "subtitle: 'Advice for roasters, importers and online retailers'", "subtitle: 'Advice for roasters, importers, traders and online retailers'")
    expect(run(['npm', 'run', 'translations:reviewed', '--', `${coffee}:${german}`]).status).toBe(0)
    expect(check().status).toBe(0)
    expect(run(['npm', 'run', 'translations:status']).out).toMatch(/\| content\/pages\/kaffeesteuer\.ts \| ✓ \d+ \| ✓ \d+ \|/)
  })

  it('fails on a text that contradicts a fact, naming the fact and its law', () => {
    const before = read(coffee)
    const german = (value: number) => value.toLocaleString('de-DE', { minimumFractionDigits: 2 })
    const { value, unit, source } = facts.coffeeTaxRoasted
    const wrong = german(value + 0.01)
    edit(coffee, '{fact:coffeeTaxRoasted} EUR/kg Röstkaffee', `${wrong} EUR/kg Röstkaffee`)
    const result = check()
    expect(result.status).toBe(1)
    expect(result.out).toContain(`"${wrong}" beside "EUR/kg Röstkaffee" contradicts coffeeTaxRoasted = ${german(value)} ${unit} (${source}`)
    writeFileSync(join(dir, coffee), before)
  })

  it('warns about a fact past its review age, and still passes', () => {
    const before = read('content/facts.ts')
    writeFileSync(join(dir, 'content/facts.ts'), before.replace(/(coffeeTaxRoasted: \{[^}]*?reviewed: )'[\d-]+'/, "$1'2020-01-01'"))
    const result = check({ GITHUB_ACTIONS: 'true' })
    expect(result.status).toBe(0)
    expect(result.out).toMatch(/warning: content\/facts\.ts:\d+:\d+: coffeeTaxRoasted \(§ 2 Abs\. 1 KaffeeStG\) was last reviewed on 2020-01-01, more than 6 months ago/)
    expect(result.out).toMatch(/::warning title=Content check,file=content\/facts\.ts,line=\d+/)
    writeFileSync(join(dir, 'content/facts.ts'), before)
  })
})
