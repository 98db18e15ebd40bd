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

/** A CSV text to write with a Python codec (a byte order mark first where `bom`) and read back. */
export interface PythonCsvJob {
  text: string
  codec: string
  bom: boolean
  delimiter: string
}

/**
 * Each text written to bytes by Python's codec, then those bytes decoded by Python (utf-8-sig,
 * utf-16 by its BOM, cp1252, iso8859_15) and read by its csv module: every record in order, a blank
 * line as an empty record, as a spreadsheet has a row for each. One Python run for many files.
 */
export function pythonWriteAndReadAll(jobs: PythonCsvJob[]): { bytes: Buffer; records: string[][] }[] {
  const script = [
    'import base64,csv,io,json,sys',
    'out=[]',
    'for job in json.loads(sys.stdin.read()):',
    "  codec=job['codec']",
    "  data=(('\\ufeff' if job['bom'] and codec.startswith('utf-16') else '')+job['text']).encode(codec)",
    "  reading=('utf-16' if codec.startswith('utf-16') and job['bom'] else 'utf-8-sig' if codec.startswith('utf-8') else codec)",
    "  records=list(csv.reader(io.StringIO(data.decode(reading),newline=''),delimiter=job['delimiter']))",
    "  out.append({'bytes':base64.b64encode(data).decode(),'records':records})",
    'print(json.dumps(out))',
  ].join('\n')
  const run = spawnSync('python3', ['-c', script], { input: JSON.stringify(jobs), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  if (run.status !== 0) throw new Error(run.stderr)
  return (JSON.parse(run.stdout) as { bytes: string; records: string[][] }[]).map(({ bytes, records }) => ({ bytes: Buffer.from(bytes, 'base64'), records }))
}

/** One file: see pythonWriteAndReadAll. */
export function pythonWriteAndRead(text: string, codec: string, bom: boolean, delimiter: string): { bytes: Buffer; records: string[][] } {
  return pythonWriteAndReadAll([{ text, codec, bom, delimiter }])[0]!
}

/** Many CSV texts (UTF-8, with or without byte order mark), each with its delimiter, read in one Python run. */
export function pythonCsvAll(files: { text: string; delimiter: string }[]): string[][][] {
  const script = 'import csv,io,json,sys; print(json.dumps([list(csv.reader(io.StringIO(f["text"].lstrip("\\ufeff"), newline=""), delimiter=f["delimiter"])) for f in json.loads(sys.stdin.read())]))'
  const run = spawnSync('python3', ['-c', script], { input: JSON.stringify(files), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout) as string[][][]
}
