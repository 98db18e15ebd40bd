/**
 * A fixed-window count per client (its IP) inside one function instance: a second line behind
 * the WAF's rate rule (infra/waf-stack.ts), so one client cannot flood the booking functions even
 * where no WAF stands in front (the local server).
 */
export function createRateLimit(limit: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>()
  /** Whole seconds until the client's window ends (what a 429's Retry-After says); at least 1. */
  const retryAfterSeconds = (client: string): number => {
    const current = windows.get(client)
    return Math.max(1, Math.ceil(((current?.start ?? now()) + windowMs - now()) / 1000))
  }
  return Object.assign(function allow(client: string): boolean {
    const at = now()
    if (windows.size > 10_000) for (const [key, w] of windows) if (at - w.start >= windowMs) windows.delete(key)
    const current = windows.get(client)
    if (!current || at - current.start >= windowMs) {
      windows.set(client, { start: at, count: 1 })
      return true
    }
    current.count++
    return current.count <= limit
  }, { retryAfterSeconds })
}
