// The everyday editor tasks of docs/editing-content.md, done as that page says, in a temporary
// copy of the repository under git: each must touch only the files the page names, and afterwards
// the build and the unit and validator tests pass unchanged. The built pages are read here to see
// the edits arrive: the new term's page, the new price net and gross everywhere, the new page in
// every language and in the sitemap, the changed figure on its page in every language.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { facts } from '../../content/facts'
import { packageById } from '../../content/packages-index'
import { copyRepository, runIn } from '../support/repo-copy'

let dir: string

const run = (command: string[], timeout = 300_000) => runIn(dir, command, { timeout })
const git = (...args: string[]) => run(['git', '-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args])
const read = (file: string) => readFileSync(join(dir, file), 'utf8')
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true })
  writeFileSync(join(dir, file), text)
}
/** The files the working tree changed since the last commit, then commits them (the next task starts clean). */
function changedFiles(): string[] {
  const files = git('status', '--porcelain', '--untracked-files=all').out.split('\n').filter(Boolean).map((line) => line.slice(3))
  git('add', '-A')
  git('commit', '-q', '-m', 'task')
  return files.sort()
}

/** Visible text of a built page, spaces normalised (Intl puts no-break spaces into amounts). */
function builtText(path: string): string {
  const file = join(dir, 'dist/client', path === '/' ? '' : path, 'index.html')
  return readFileSync(file, 'utf8')
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ')
}
function builtPages(): string[] {
  return readdirSync(join(dir, 'dist/client'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
}

// The price the task changes, as content/packages.ts states it now, and the new one the editor types.
const registration = packageById('de-vat-registration').price
if (registration.kind !== 'fixed') throw new Error('the task changes a fixed price; content/packages.ts has another kind for de-vat-registration')
const oldPrice = registration.amount
const newPrice = oldPrice + 250
/** An amount as the pages write it, with Intl here (not the renderer's helpers); the total price from the VAT rate fact. */
const written = (amount: number) => {
  const cents = { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }
  return { '': `€${amount.toLocaleString('en-GB', cents)}`, '/de': `${amount.toLocaleString('de-DE', cents)} €`, '/zh': `${amount.toLocaleString('en-GB', cents)}欧元` }
}
const total = (net: number) => Math.round(net * (100 + facts.vatStandardRate.value)) / 100
// The figure the fourth task changes, and its new value.
const coffeeRate = facts.coffeeTaxRoasted.value
const newCoffeeRate = Math.round((coffeeRate + 0.06) * 100) / 100

const newTerm = `  {
    id: 'tax-point',
    related: ['vat-return', 'tax-liability'],
    text: {
      de: {
        title: 'Entstehung der Umsatzsteuer',
        definition:
          'Die Umsatzsteuer entsteht bei der Besteuerung nach vereinbarten Entgelten mit Ablauf des Voranmeldungszeitraums, in dem die Leistung ausgeführt worden ist (§ 13 Abs. 1 Nr. 1 Buchst. a UStG). Ab diesem Zeitpunkt schuldet der Unternehmer die Steuer, auch wenn der Kunde noch nicht bezahlt hat.',
      },
      en: {
        title: 'Tax point',
        definition:
          'Under taxation on agreed consideration, VAT arises at the end of the period of the advance VAT return in which the supply was made (§ 13(1) no. 1(a) UStG). From then on the business owes the tax, even if the customer has not yet paid.',
      },
      zh: {
        title: '增值税纳税义务的产生',
        definition:
          '按约定对价计税时，增值税于提供给付所在的预申报期届满时产生（§ 13 Abs. 1 Nr. 1 Buchst. a UStG）。自此，即使客户尚未付款，企业也须缴纳该税款。',
      },
    },
  },
`

const newPageContent = `import type { ContentPage } from '../types'

export const mandatsablaufPage: ContentPage = {
  ctaHref: '/kontakt',
  text: {
    de: {
      meta: { title: 'Ablauf eines Mandats', description: 'Von der kostenlosen ersten Einschätzung bis zum Abschluss: So läuft die Zusammenarbeit mit der Kanzlei ab.' },
      hero: { title: 'Ablauf eines Mandats', subtitle: 'Von der ersten Einschätzung bis zum Abschluss' },
      cta: { title: 'Sprechen Sie mit uns', subtitle: 'In einer kostenlosen ersten Einschätzung klären wir Ihre Fragen.', button: 'Kontakt aufnehmen' },
    },
    en: {
      meta: { title: 'How an engagement works', description: 'From the free first assessment to the close of the matter: how working with the firm proceeds.' },
      hero: { title: 'How an engagement works', subtitle: 'From the first assessment to the close of the matter' },
      cta: { title: 'Talk to us', subtitle: 'We answer your questions in a free first assessment.', button: 'Get in touch' },
    },
    zh: {
      meta: { title: '委托流程', description: '从免费初步评估到案件结束：与本律所合作的流程。' },
      hero: { title: '委托流程', subtitle: '从初步评估到案件结束' },
      cta: { title: '欢迎与我们联系', subtitle: '我们将在免费初步评估中解答您的问题。', button: '联系我们' },
    },
  },
}
`

const newPageLayout = `import { mandatsablaufPage } from '../../content/pages/mandatsablauf'
import { StandardPage } from '../../renderer/components/StandardPage/StandardPage'

export default function Page() {
  return <StandardPage page={mandatsablaufPage} />
}
`

beforeAll(() => {
  dir = copyRepository('editor-tasks-')
  write('.gitignore', `${existsSync(join(dir, '.gitignore')) ? read('.gitignore') : ''}\nnode_modules\n`)
  git('init', '-q')
  changedFiles()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the editor tasks of docs/editing-content.md in a copy of the repository', { timeout: 900_000 }, () => {
  it('a 31st glossary term: its entry in the content file, then the one review command', () => {
    const file = 'content/glossary/vat.ts'
    const source = read(file)
    const end = source.lastIndexOf('\n]')
    write(file, `${source.slice(0, end + 1)}${newTerm}${source.slice(end + 1)}`)
    const reviewed = run(['npm', 'run', '-s', 'translations:reviewed', '--', file])
    expect(reviewed.status, reviewed.out).toBe(0)
    expect(changedFiles()).toEqual(['content/glossary/vat.ts', 'content/translations.lock.json'])
  })

  it('a new price for the German VAT registration: one line of content/packages.ts', () => {
    const file = 'content/packages.ts'
    const source = read(file)
    const start = source.indexOf("id: 'de-vat-registration'")
    const line = `price: { kind: 'fixed', amount: ${oldPrice} }`
    expect(source.indexOf(line, start) - start).toBeLessThan(100)
    write(file, source.slice(0, start) + source.slice(start).replace(line, `price: { kind: 'fixed', amount: ${newPrice} }`))
    expect(changedFiles()).toEqual([file])
    expect(git('show', '--numstat', '--format=', 'HEAD').out.trim()).toBe(`1\t1\t${file}`)
  })

  it('a new content page: its content, one line in the page list, its layout (and the review command)', () => {
    write('content/pages/mandatsablauf.ts', newPageContent)
    const index = read('content/pages/index.ts')
      .replace("import { luftverkehrsteuerPage } from './luftverkehrsteuer'", "import { luftverkehrsteuerPage } from './luftverkehrsteuer'\nimport { mandatsablaufPage } from './mandatsablauf'")
      .replace("  page('/kontakt', 'ContactPage', kontaktPage),", "  page('/mandatsablauf', 'ContentPage', mandatsablaufPage),\n  page('/kontakt', 'ContactPage', kontaktPage),")
    write('content/pages/index.ts', index)
    write('pages/mandatsablauf/+Page.tsx', newPageLayout)
    const reviewed = run(['npm', 'run', '-s', 'translations:reviewed', '--', 'content/pages/mandatsablauf.ts'])
    expect(reviewed.status, reviewed.out).toBe(0)
    expect(changedFiles()).toEqual(['content/pages/index.ts', 'content/pages/mandatsablauf.ts', 'content/translations.lock.json', 'pages/mandatsablauf/+Page.tsx'])
  })

  it('a changed figure: its value in content/facts.ts, nothing else', () => {
    const file = 'content/facts.ts'
    const source = read(file)
    const start = source.indexOf('coffeeTaxRoasted: {')
    const line = `value: ${coffeeRate},`
    expect(source.indexOf(line, start) - start).toBeLessThan(60)
    write(file, source.slice(0, start) + source.slice(start).replace(line, `value: ${newCoffeeRate},`))
    expect(changedFiles()).toEqual([file])
  })

  it('after all four the types and the build pass, and of the unit and validator tests, none edited, only the law pinned for the changed figure fails', () => {
    expect(git('diff', '--stat', 'HEAD~4', '--', 'tests').out.trim()).toBe('')
    const types = run(['npx', 'tsc', '--noEmit'])
    expect(types.status, types.out).toBe(0)
    const build = run(['npm', 'run', 'build'], 600_000)
    expect(build.status, build.out.slice(-3000)).toBe(0)
    const report = join(dir, 'vitest-report.json')
    // The e-invoice engine's tests are left out: neither they nor the engine read the site's content
    // (checked here), so an editor's change cannot reach them, and they are the slowest unit tests.
    const readsContent = (folder: string) => readdirSync(join(dir, folder), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && /from '(\.\.\/)+content\//.test(read(join(folder, file))))
    expect([...readsContent('tests/unit/einvoice'), ...readsContent('tests/support/einvoice'), ...readsContent('core/einvoice')]).toEqual([])
    const tests = run(['npx', 'vitest', 'run', 'tests/unit', 'tests/validators', '--exclude', 'tests/unit/einvoice/**', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], 900_000)
    const results = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[] }
    const failed = results.testResults.flatMap((file) => file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${file.name.slice(dir.length + 1)} > ${t.fullName}`))
    // A legal figure is the law: its pin (tests/unit/facts.test.ts) names the statute, and a change
    // to it is a change of the law, which the editor records there with its source. Nothing else may fail.
    expect(failed, tests.out.slice(-5000)).toEqual(['tests/unit/facts.test.ts > facts against the law states the statutory rates'])
    expect(results.numPassedTests).toBeGreaterThan(500)
  })

  it('the built site shows each edit in every language', () => {
    const paths = builtPages()
    // The term has its page in each language, and the glossary lists it.
    for (const [prefix, title] of [['', 'Tax point'], ['/de', 'Entstehung der Umsatzsteuer'], ['/zh', '增值税纳税义务的产生']] as const) {
      expect(paths).toContain(`${prefix}/lexikon/tax-point`)
      expect(builtText(`${prefix}/lexikon`)).toContain(title)
    }
    // The new price, as the total price with VAT and net, on the pricing and registration pages; the old one nowhere.
    const shown = Object.fromEntries((['', '/de', '/zh'] as const).map((prefix) => [
      prefix,
      // "€1,000 " with its space: "€1,000" also begins larger English amounts ("€1,000,000") the site may name.
      { net: written(newPrice)[prefix], gross: written(total(newPrice))[prefix], old: [`${written(oldPrice)[prefix]}${prefix === '' ? ' ' : ''}`, written(total(oldPrice))[prefix]] },
    ]))
    for (const [prefix, amounts] of Object.entries(shown)) {
      for (const page of ['/preise', '/registrierung']) {
        const text = builtText(`${prefix}${page}`)
        expect(text, `${prefix}${page}`).toContain(amounts.net)
        expect(text, `${prefix}${page}`).toContain(amounts.gross)
      }
      for (const path of paths.filter((p) => (prefix === '' ? !/^\/(de|zh)(\/|$)/.test(p) : p.startsWith(`${prefix}/`) || p === prefix))) {
        for (const old of amounts.old) expect(builtText(path), path).not.toContain(old)
      }
    }
    // The changed figure on the coffee tax page in every language, its meta description too; the old one gone.
    for (const [prefix, locale, stated] of [['', 'en-GB', (v: string) => `EUR ${v}/kg roasted coffee`], ['/de', 'de-DE', (v: string) => `${v} EUR/kg Röstkaffee`], ['/zh', 'en-GB', (v: string) => `烘焙咖啡每公斤${v}欧元`]] as const) {
      const amount = (value: number) => value.toLocaleString(locale, { minimumFractionDigits: 2 })
      const html = readFileSync(join(dir, 'dist/client', prefix, 'kaffeesteuer/index.html'), 'utf8')
      expect(builtText(`${prefix}/kaffeesteuer`)).toContain(stated(amount(newCoffeeRate)))
      expect(html).not.toContain(amount(coffeeRate))
      expect(/<meta name="description" content="([^"]*)"/.exec(html)![1]).toContain(amount(newCoffeeRate))
    }
    // The new page in every language, with its title, and in the sitemap.
    const sitemap = readFileSync(join(dir, 'dist/client/sitemap.xml'), 'utf8')
    for (const [prefix, title] of [['', 'How an engagement works'], ['/de', 'Ablauf eines Mandats'], ['/zh', '委托流程']] as const) {
      expect(builtText(`${prefix}/mandatsablauf`)).toContain(title)
      expect(sitemap).toContain(`/mandatsablauf</loc>`.replace('/mandatsablauf', `${prefix}/mandatsablauf`))
    }
  })
})
