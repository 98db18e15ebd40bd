import type { Server } from 'node:http'
import sesLocal from 'aws-ses-v2-local'

type Start = (config?: { host?: string; port?: number }) => Promise<Server>

/** Starts aws-ses-v2-local (a CommonJS module whose default export arrives wrapped under ESM). */
export const startSesEmulator: Start = (sesLocal as unknown as { default?: Start }).default ?? (sesLocal as unknown as Start)
