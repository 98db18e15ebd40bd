// Poppler's command-line tools (Debian's poppler-utils, installed by .ci/install-system-packages):
// an independent reader of the PDFs the site makes.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function run(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts' | 'pdfdetach', pdf: Uint8Array, args: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'poppler-'))
  try {
    const file = join(dir, 'document.pdf')
    writeFileSync(file, pdf)
    const result = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' })
    if (result.error) throw result.error
    // Poppler reports a damaged file on stderr even where it manages to read on.
    if (result.status !== 0 || result.stderr.trim() !== '') throw new Error(`${tool}: exit ${result.status}: ${result.stderr}`)
    return result.stdout
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The text of a PDF in reading order, as pdftotext extracts it (UTF-8). */
export const pdfText = (pdf: Uint8Array) => run('pdftotext', pdf, ['-enc', 'UTF-8'])

/** The structure tree of a tagged PDF as pdfinfo -struct prints it (one element per line, indented by depth); Poppler's warnings about it fail. */
export const pdfStructure = (pdf: Uint8Array) => run('pdfinfo', pdf, ['-struct'])

/** pdfinfo's fields ("Title", "Pages", "Tagged", …). */
export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  return Object.fromEntries(
    run('pdfinfo', pdf, ['-enc', 'UTF-8'])
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  )
}

/** pdffonts' table: each font's name, type, whether embedded, subset and with a ToUnicode map. */
export function pdfFonts(pdf: Uint8Array): { name: string; embedded: boolean; subset: boolean; unicode: boolean }[] {
  return run('pdffonts', pdf)
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const columns = line.trim().split(/\s+/)
      const [emb, sub, uni] = columns.slice(-5, -2)
      return { name: columns[0]!, embedded: emb === 'yes', subset: sub === 'yes', unicode: uni === 'yes' }
    })
}

/** The names of a PDF's embedded files, as pdfdetach -list prints them. */
export const pdfAttachments = (pdf: Uint8Array): string[] =>
  run('pdfdetach', pdf, ['-list'])
    .split('\n')
    .map((line) => /^\s*\d+:\s*(.+)$/.exec(line)?.[1]?.trim())
    .filter((name): name is string => name !== undefined)
