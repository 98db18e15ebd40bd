import * as core from '@actions/core'
import type { Problem } from './check'
import { keyLocations, locateKey, type KeyLocations } from './located-strings'
import type { LocatedProblem } from './termbase-check'

/** The structural problems (named by file and key) at their line and column in the source. */
export function locateProblems(root: string, problems: Problem[]): LocatedProblem[] {
  const files = new Map<string, KeyLocations>()
  return problems.map((p) => {
    let locations = files.get(p.file)
    if (!locations) {
      try {
        locations = keyLocations(root, p.file)
      } catch {
        locations = new Map()
      }
      files.set(p.file, locations)
    }
    return { file: p.file, ...locateKey(locations, p.key), message: `${p.key}: ${p.message}` }
  })
}

export function byPlace(a: LocatedProblem, b: LocatedProblem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column
}

/** "content/pages/home.ts:12:9: message", the form editors and terminals link to. */
export function terminalLine(p: LocatedProblem): string {
  return `${p.file}:${p.line}:${p.column}: ${p.message}`
}

/**
 * Reports a problem as a GitHub Actions annotation through @actions/core, which writes the
 * workflow command (escaped as GitHub reads it); GitHub shows it on the line in the pull
 * request's "Files changed".
 */
export function annotate(p: LocatedProblem, level: 'error' | 'warning'): void {
  const properties = { title: 'Content check', file: p.file, startLine: p.line, startColumn: p.column }
  if (level === 'error') core.error(p.message, properties)
  else core.warning(p.message, properties)
}
