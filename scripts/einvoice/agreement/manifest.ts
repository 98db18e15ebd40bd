/**
 * The corpus manifest (`corpora.json`): which public repositories at which ref the measurement reads
 * (`sources`: the official artefacts and the test files), and which folders of them are a corpus
 * (`corpora`: `documents`, each XML file an invoice or not; `xmute`, KoSIT test instances whose
 * XML-Mutate instructions are applied). A source is extracted to `<checkouts>/<owner>+<name>`.
 * Pure: text in, checked data out.
 */

export type CorpusKind = 'documents' | 'xmute'

export interface Source {
  readonly repo: string
  readonly ref: string
}

export interface Corpus {
  readonly name: string
  readonly source: string
  readonly dirs: readonly string[]
  readonly kind: CorpusKind
  /** FeRD's ZUGFeRD release whose XSD and Schematron judge this corpus's Factur-X/ZUGFeRD files (default 2.4). */
  readonly ferdVersion: string
}

export interface Manifest {
  readonly sources: ReadonlyMap<string, Source>
  readonly corpora: readonly Corpus[]
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0

export function readManifest(json: string): Manifest {
  const data: unknown = JSON.parse(json)
  if (!isRecord(data) || !isRecord(data.sources) || !Array.isArray(data.corpora)) throw new Error('manifest: needs "sources" (object) and "corpora" (array)')
  const sources = new Map<string, Source>()
  for (const [key, value] of Object.entries(data.sources)) {
    if (!isRecord(value) || !isString(value.repo) || !/^[\w.-]+\/[\w.-]+$/.test(value.repo) || !isString(value.ref))
      throw new Error(`manifest: source "${key}" needs "repo" (owner/name) and "ref"`)
    sources.set(key, { repo: value.repo, ref: value.ref })
  }
  const names = new Set<string>()
  const corpora = data.corpora.map((c: unknown, i: number): Corpus => {
    if (!isRecord(c) || !isString(c.name) || !isString(c.source) || !Array.isArray(c.dirs) || !c.dirs.every(isString))
      throw new Error(`manifest: corpus ${i + 1} needs "name", "source" and "dirs"`)
    if (!sources.has(c.source)) throw new Error(`manifest: corpus "${c.name}" names an unknown source "${c.source}"`)
    if (c.kind !== 'documents' && c.kind !== 'xmute') throw new Error(`manifest: corpus "${c.name}" has kind "${String(c.kind)}" (documents | xmute)`)
    if (c.ferdVersion !== undefined && !(isString(c.ferdVersion) && /^\d+(\.\d+)+$/.test(c.ferdVersion))) throw new Error(`manifest: corpus "${c.name}": ferdVersion like "2.4"`)
    if (names.has(c.name)) throw new Error(`manifest: corpus "${c.name}" twice`)
    if (c.dirs.some((d) => d.startsWith('/') || d.split('/').includes('..'))) throw new Error(`manifest: corpus "${c.name}": dirs must stay inside the checkout`)
    names.add(c.name)
    return { name: c.name, source: c.source, dirs: c.dirs, kind: c.kind, ferdVersion: typeof c.ferdVersion === 'string' ? c.ferdVersion : '2.4' }
  })
  return { sources, corpora }
}

/** The folder a source is extracted to under the checkouts' root. */
export function checkoutDir(root: string, source: Source): string {
  return `${root}/${source.repo.replace('/', '+')}`
}
