// Small helpers for the benchmark report: Markdown tables and order statistics.

export function table(headers: string[], rows: (string | number)[][], align: ('l' | 'r')[] = []): string {
  const rule = headers.map((_, i) => ((align[i] ?? (i === 0 ? 'l' : 'r')) === 'r' ? '---:' : '---'))
  return [headers, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

/** The q-quantile (0–1) by nearest rank. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

export const median = (values: number[]) => quantile(values, 0.5)

export const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`

export function section(title: string, command: string): string {
  return `\n## ${title}\n\nCommand: \`${command}\`\n`
}
