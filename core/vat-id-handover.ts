/**
 * Handing buyer VAT IDs from the Amazon VAT report analyser (/amazon-ust-bericht) to the list check
 * (/ust-id-bestaetigung): the analyser keeps them in this tab's sessionStorage as a one-column CSV
 * (the form of list the list check reads) and opens the list check, which takes them once. Nothing
 * goes into the URL, so nothing reaches a server or its logs; sessionStorage is this tab's and this
 * origin's only and ends with the tab.
 */
const key = 'vat-id-handover'

/** The heading of the handed-over list's one column: a heading the list check reads as the VAT ID column (core/list-columns.ts). */
export const handoverHeading = 'VAT ID'

/** The IDs as the list check's CSV: the heading, then one ID per line, each once. */
export function handoverCsv(ids: readonly string[]): string {
  return [handoverHeading, ...new Set(ids)].join('\r\n') + '\r\n'
}

/** Keeps the IDs for the list check; false where the browser keeps nothing (storage disabled or full). */
export function handOver(ids: readonly string[], storage: Pick<Storage, 'setItem'> = sessionStorage): boolean {
  try {
    storage.setItem(key, handoverCsv(ids))
    return true
  } catch {
    return false
  }
}

/** Whether IDs wait to be taken (the list check then hydrates at once). */
export function handoverWaiting(storage: Pick<Storage, 'getItem'> = sessionStorage): boolean {
  try {
    return storage.getItem(key) !== null
  } catch {
    return false
  }
}

/** The handed-over list's CSV, removed as it is taken; undefined when none waits. */
export function takeHandover(storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): string | undefined {
  try {
    const csv = storage.getItem(key)
    storage.removeItem(key)
    return csv ?? undefined
  } catch {
    return undefined
  }
}
