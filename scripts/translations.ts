// `npm run translations:status [-- --out report.md]`: per file and language, which translations
// are done, outdated (the German changed since their review) or missing, as Markdown.
// `npm run translations:reviewed -- <file>[:<line>] … [--lang en|zh]` or `-- --all`: records that the
// translations there were reviewed against the current German (content/translations.lock.json).
import { writeFileSync } from 'node:fs'
import { allLocatedStrings, textPlaces } from './content/located-strings'
import { lockFile, markReviewed, readLock, statusReport, translations, writeLock, type Translation } from './content/translations'

const root = new URL('../', import.meta.url).pathname
const [command, ...args] = process.argv.slice(2)
const places = textPlaces(allLocatedStrings(root))

function usage(): never {
  console.error('usage: npm run translations:status [-- --out <file.md>]')
  console.error('       npm run translations:reviewed -- <content/…ts>[:<line>] … [--lang en|zh]')
  console.error('       npm run translations:reviewed -- --all [--lang en|zh]')
  process.exit(2)
}

if (command === 'status') {
  const report = statusReport(places, readLock(root))
  const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined
  if (out) writeFileSync(out, report)
  else process.stdout.write(report)
} else if (command === 'reviewed') {
  const langArg = args.includes('--lang') ? args[args.indexOf('--lang') + 1] : undefined
  if (langArg !== undefined && !translations.includes(langArg as Translation)) usage()
  const targets = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--lang')
  const all = args.includes('--all')
  if (!all && targets.length === 0) usage()
  const known = new Set(places.map((p) => p.file))
  const unknown = targets.filter((t) => !known.has(t.split(':')[0]!))
  if (unknown.length > 0) {
    console.error(`not a content file with translations: ${unknown.join(', ')}`)
    process.exit(2)
  }
  const lock = readLock(root)
  const recorded = markReviewed(lock, places, { targets, all, languages: langArg ? [langArg as Translation] : translations })
  if (recorded === 0) {
    console.error(`no translation at ${targets.join(', ')}: name a file, or the line of a German text or of its translation`)
    process.exit(1)
  }
  writeLock(root, lock)
  console.log(`${lockFile}: ${recorded} translation${recorded === 1 ? '' : 's'} recorded as reviewed against the current German`)
} else usage()
