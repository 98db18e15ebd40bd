/**
 * A fixed-window count per client (its IP) inside one function instance: a second line behind
 * the WAF's rate rule (infra/waf-stack.ts), so one client cannot flood the booking functions even
 * where no WAF stands in front (the local server).
 */
export function createRateLimit(limit: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>()
  return function allow(client: string): boolean {
    const at = now()
    if (windows.size > 10_000) for (const [key, w] of windows) if (at - w.start >= windowMs) windows.delete(key)
    const current = windows.get(client)
    if (!current || at - current.start >= windowMs) {
      windows.set(client, { start: at, count: 1 })
      return true
    }
    current.count++
    return current.count <= limit
  }
}
