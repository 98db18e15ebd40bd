/**
 * The agreement report's arithmetic: per corpus and in total the verdict agreement, the rule recall
 * (official rule ids the engine also reports, over all files) and the files the engine calls valid that
 * the official validator rejects. Pure: rows in, figures and Markdown out.
 */

export interface Row {
  readonly corpus: string
  /** Path of the file inside its corpus (for a mutated KoSIT instance: `<file>#<variant id>`). */
  readonly file: string
  /** The official reference applied (`kosit:<scenario>`, `factur-x:<profile>`, `none`, …). */
  readonly reference: string
  readonly officialValid: boolean
  readonly engineValid: boolean
  /** Ids the official side reports as errors (after the scenario's levels); `XSD` for a schema error. */
  readonly officialErrors: readonly string[]
  /** Ids the engine reports as fatal (`XSD`-like schema findings included as the engine names them). */
  readonly engineErrors: readonly string[]
  /** Every id the engine reports, whatever its severity (recall counts an official error found at any level). */
  readonly engineAll: readonly string[]
}

export interface Figures {
  readonly files: number
  readonly sameVerdict: number
  /** 0–100, one decimal; 100 for no files. */
  readonly agreement: number
  readonly officialRuleHits: number
  readonly recalledRuleHits: number
  /** 0–100, one decimal; 100 when the official side reported no rule. */
  readonly recall: number
  readonly validButRejected: readonly Row[]
  readonly rejectedButValid: readonly Row[]
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.floor((1000 * part) / whole) / 10)

export function figures(rows: readonly Row[]): Figures {
  let sameVerdict = 0
  let officialRuleHits = 0
  let recalledRuleHits = 0
  const validButRejected: Row[] = []
  const rejectedButValid: Row[] = []
  for (const r of rows) {
    if (r.officialValid === r.engineValid) sameVerdict++
    else if (r.engineValid) validButRejected.push(r)
    else rejectedButValid.push(r)
    const engine = new Set(r.engineAll)
    for (const id of new Set(r.officialErrors)) {
      officialRuleHits++
      if (engine.has(id)) recalledRuleHits++
    }
  }
  return {
    files: rows.length,
    sameVerdict,
    agreement: percent(sameVerdict, rows.length),
    officialRuleHits,
    recalledRuleHits,
    recall: percent(recalledRuleHits, officialRuleHits),
    validButRejected,
    rejectedButValid,
  }
}

export function byCorpus(rows: readonly Row[]): Map<string, Figures> {
  const groups = new Map<string, Row[]>()
  for (const r of rows) groups.set(r.corpus, [...(groups.get(r.corpus) ?? []), r])
  return new Map([...groups].map(([corpus, list]) => [corpus, figures(list)]))
}

/** Official error ids the engine did not report, counted over files, most frequent first. */
export function missedRules(rows: readonly Row[]): Array<[string, number]> {
  const counts = new Map<string, number>()
  for (const r of rows) {
    const engine = new Set(r.engineAll)
    for (const id of new Set(r.officialErrors)) if (!engine.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}

/** Engine fatal ids the official side did not report as errors, counted over files. */
export function extraRules(rows: readonly Row[]): Array<[string, number]> {
  const counts = new Map<string, number>()
  for (const r of rows) {
    const official = new Set(r.officialErrors)
    for (const id of new Set(r.engineErrors)) if (!official.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}

export function markdown(rows: readonly Row[]): string {
  const lines = [
    '| Corpus | Files | Same verdict | Agreement | Rule recall | Valid here, rejected officially | Rejected here, valid officially |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ]
  const line = (name: string, f: Figures) =>
    `| ${name} | ${f.files} | ${f.sameVerdict} | ${f.agreement.toFixed(1)} % | ${f.recall.toFixed(1)} % (${f.recalledRuleHits}/${f.officialRuleHits}) | ${f.validButRejected.length} | ${f.rejectedButValid.length} |`
  for (const [corpus, f] of byCorpus(rows)) lines.push(line(corpus, f))
  const total = figures(rows)
  lines.push(line('**all**', total))
  lines.push('', `Official errors the engine did not report (files): ${missedRules(rows).map(([id, n]) => `${id} (${n})`).join(', ') || 'none'}.`)
  lines.push('', `Engine errors the official side did not report (files): ${extraRules(rows).map(([id, n]) => `${id} (${n})`).join(', ') || 'none'}.`)
  lines.push('', 'Files the engine calls valid that the official validator rejects:', '')
  if (total.validButRejected.length === 0) lines.push('- none')
  for (const r of total.validButRejected) lines.push(`- ${r.corpus}: \`${r.file}\` (${r.reference}): ${r.officialErrors.join(', ')}`)
  lines.push('', 'Files the engine rejects that the official validator accepts (the engine\'s errors):', '')
  if (total.rejectedButValid.length === 0) lines.push('- none')
  for (const r of total.rejectedButValid) lines.push(`- ${r.corpus}: \`${r.file}\` (${r.reference}): ${r.engineErrors.join(', ')}`)
  return lines.join('\n')
}
