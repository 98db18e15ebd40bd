// Python's csv module (Debian's python3, installed by .ci/install-system-packages): an independent
// reader of the CSV files the site writes.
import { spawnSync } from 'node:child_process'

/** The rows of a CSV text (UTF-8, with or without byte order mark) as Python's csv.reader reads them. */
export function pythonCsv(text: string, delimiter: string): string[][] {
  const script = 'import csv,io,json,sys; data=sys.stdin.buffer.read().decode("utf-8-sig"); print(json.dumps(list(csv.reader(io.StringIO(data, newline=""), delimiter=sys.argv[1]))))'
  const run = spawnSync('python3', ['-c', script, delimiter], { input: text, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout) as string[][]
}
