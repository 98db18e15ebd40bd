// Fails the build, naming file and key, when content breaks a rule (see scripts/content/check.ts).
import { checkContent, formatProblems } from './content/check'
import { contentFiles, knownTargets } from './content/registry'
import { readContentSchema } from './content/schemas'

const problems = checkContent(contentFiles(), readContentSchema(), knownTargets())
if (problems.length > 0) {
  console.error(`Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${formatProblems(problems)}`)
  process.exit(1)
}
console.log(`content: ${contentFiles().length} files OK`)
