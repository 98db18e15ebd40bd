import { execFileSync } from 'node:child_process'

/**
 * When the site's content was last changed, for the stamps in generated files (the calendar files'
 * DTSTAMP): SOURCE_DATE_EPOCH when set (the reproducible-builds convention), else the time of the
 * commit being built, else now. Two builds of one commit so write the same bytes.
 */
export function contentDate(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000)
  try {
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    if (/^\d+$/.test(seconds)) return new Date(Number(seconds) * 1000)
  } catch {
    // Not a git checkout (e.g. a source archive): fall through.
  }
  return new Date()
}
