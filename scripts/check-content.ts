// Fails the build when content breaks a rule, naming file:line:column: the structural rules of
// scripts/content/check.ts, the termbase and title rules, the facts, and translations behind their
// German text (content/translations.lock.json). Warns about facts due for review. Under GitHub
// Actions every message is also an annotation on its line.
import { facts } from '../content/facts'
import { termbase } from '../content/termbase'
import { checkContent } from './content/check'
import { amountProblems, factProblems, factWarnings, figureProblems, priceProblems } from './content/facts-check'
import { namedPrice } from '../content/packages-index'
import { allLocatedStrings, keyLocations, locateKey, textPlaces } from './content/located-strings'
import { contentFiles, knownTargets } from './content/registry'
import { annotate, byPlace, locateProblems, terminalLine } from './content/report'
import { readContentSchema } from './content/schemas'
import { capitalisationProblems, termbaseProblems, type LocatedProblem } from './content/termbase-check'
import { outdatedTranslationProblems, readLock } from './content/translations'

const root = new URL('../', import.meta.url).pathname
const onGitHub = process.env.GITHUB_ACTIONS === 'true'
const strings = allLocatedStrings(root)
const problems = [
  ...locateProblems(root, checkContent(contentFiles(), readContentSchema(), knownTargets())),
  ...termbaseProblems(strings, termbase),
  ...capitalisationProblems(strings, termbase.properNouns),
  ...factProblems(strings, facts),
  ...figureProblems(strings, facts),
  ...priceProblems(strings, (name) => namedPrice(name) !== undefined),
  ...amountProblems(strings),
  ...outdatedTranslationProblems(textPlaces(strings), readLock(root)),
].sort(byPlace)

const factLocations = keyLocations(root, 'content/facts.ts')
const warnings: LocatedProblem[] = factWarnings(facts, new Date(), Number(process.env.FACT_REVIEW_MONTHS ?? 6)).map((w) => ({
  file: 'content/facts.ts',
  ...locateKey(factLocations, `${w.fact}.${w.field}`),
  message: w.message,
}))
for (const warning of warnings) {
  console.warn(`warning: ${terminalLine(warning)}`)
  if (onGitHub) annotate(warning, 'warning')
}

if (problems.length > 0) {
  console.error(`Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map(terminalLine).join('\n')}`)
  if (onGitHub) for (const problem of problems) annotate(problem, 'error')
  process.exit(1)
}
console.log(
  `content: ${contentFiles().length} files OK; ${strings.length} texts checked against ${termbase.terms.length} terms and ${Object.keys(facts).length} facts; every translation reviewed against its current German text`,
)
