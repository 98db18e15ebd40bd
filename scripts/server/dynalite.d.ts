// dynalite ships no types; this is the part of its API the local engine uses (its README).
declare module 'dynalite' {
  import type { Server } from 'node:http'
  interface DynaliteOptions {
    /** Milliseconds a CreateTable/DeleteTable/UpdateTable takes to finish (0: at once). */
    createTableMs?: number
    deleteTableMs?: number
    updateTableMs?: number
    /** A folder to keep the data in; in memory without it. */
    path?: string
  }
  export default function dynalite(options?: DynaliteOptions): Server
}
