/**
 * A list check's run kept in this browser (IndexedDB of the site's own origin; nothing leaves the
 * device), so a reload or a closed tab resumes it without asking any row twice (issue 38 A4): the
 * rows, each row's state with its answer and signed receipt, the list's pace, and the row whose
 * request was under way. A row under way when the page went away may have reached the service:
 * on resume it is "no answer", asked again only by "ask again", no sooner than the BZSt's spacing
 * (core/qualified-batch.ts repeatJobs). The visitor discards the kept run with one button; a new
 * list replaces it. Loaded on first use (a dynamic import), so the page's first script stays small.
 */
import type { BatchPace, BatchRow, BatchRowState } from '../../../core/qualified-batch'

export interface SavedRun {
  version: 1
  requester: string
  rows: BatchRow[]
  states: BatchRowState[]
  pace: BatchPace
  /** The row whose request went out and whose answer has not been kept yet. */
  asking?: { index: number; at: number }
  savedAt: number
}

const database = 'qualified-list-check'
const store = 'runs'
const key = 'current'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(database, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(store)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'))
  })
}

async function transact<T>(mode: IDBTransactionMode, work: (runs: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(store, mode)
      const request = work(transaction.objectStore(store))
      transaction.oncomplete = () => resolve(request.result)
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
    })
  } finally {
    db.close()
  }
}

const isSavedRun = (value: unknown): value is SavedRun => typeof value === 'object' && value !== null && (value as { version?: unknown }).version === 1 && Array.isArray((value as { rows?: unknown }).rows) && Array.isArray((value as { states?: unknown }).states)

/** The kept run, its row under way turned into "no answer" (it may have reached the service). */
export async function loadRun(): Promise<SavedRun | undefined> {
  const value: unknown = await transact('readonly', (runs) => runs.get(key))
  if (!isSavedRun(value)) return undefined
  if (!value.asking) return value
  const { index, at } = value.asking
  const states = value.states.map((state, i) => (i === index && state.kind === 'waiting' ? { kind: 'noAnswer' as const, error: 'interrupted', at } : state))
  return { ...value, states, asking: undefined }
}

/** Keeps the run; writes queue one after another, the last one wins. */
let queue: Promise<unknown> = Promise.resolve()
export function saveRun(run: SavedRun): Promise<unknown> {
  queue = queue.then(() => transact('readwrite', (runs) => runs.put(run, key))).catch(() => undefined)
  return queue
}

export function discardRun(): Promise<unknown> {
  queue = queue.then(() => transact('readwrite', (runs) => runs.delete(key))).catch(() => undefined)
  return queue
}
