/** Carries a tool's result into the contact form on the next page (kept in this tab only). */
const key = 'contactPrefill'

export interface ContactPrefill {
  source: string
  message: string
}

export function storeContactPrefill(prefill: ContactPrefill): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(prefill))
  } catch {
    // Without storage the visitor simply writes the message themselves.
  }
}

/** Whether a prefill waits, without taking it. */
export function hasContactPrefill(): boolean {
  try {
    return sessionStorage.getItem(key) !== null
  } catch {
    return false
  }
}

/** Reads and forgets the prefill, so it is used once. */
export function takeContactPrefill(): ContactPrefill | null {
  try {
    const raw = sessionStorage.getItem(key)
    sessionStorage.removeItem(key)
    const value = raw ? (JSON.parse(raw) as Partial<ContactPrefill>) : null
    return value && typeof value.source === 'string' && typeof value.message === 'string' ? { source: value.source, message: value.message } : null
  } catch {
    return null
  }
}
