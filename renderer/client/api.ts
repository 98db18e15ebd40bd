/** The one client for the site's server functions (docs/architecture.md). */
/** A failure carries the server's Retry-After (seconds) when it sent one, e.g. with a 429. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; retryAfterSeconds?: number }

/** POSTs JSON; any failure (network, timeout, non-JSON, error status) becomes `ok: false`. */
export async function postJson<T>(path: string, body: unknown, timeoutMs = 20_000): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const data = (await response.json().catch(() => null)) as (T & { error?: unknown }) | null
    if (!response.ok || data === null || typeof data.error === 'string') {
      const error = typeof data?.error === 'string' ? data.error : `http_${response.status}`
      const retryAfter = Number(response.headers.get('Retry-After'))
      return { ok: false, status: response.status, error, ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) }
    }
    return { ok: true, data }
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network_error' }
  }
}

/** GETs JSON; any failure becomes `ok: false`, as with postJson. */
export async function getJson<T>(path: string, timeoutMs = 20_000): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
    const data = (await response.json().catch(() => null)) as (T & { error?: unknown }) | null
    if (!response.ok || data === null || typeof data.error === 'string') {
      return { ok: false, status: response.status, error: typeof data?.error === 'string' ? data.error : `http_${response.status}` }
    }
    return { ok: true, data }
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network_error' }
  }
}
