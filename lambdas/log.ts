/**
 * Structured logs of the server functions: one JSON object per line, with the request's id, an
 * event name and only the fields given. Never pass a visitor's message text; names of fields
 * that may carry it are refused, so a careless call cannot put it into the logs. CloudWatch
 * metric filters (infra/constructs/monitoring.ts) count events by name.
 */
import type { LogEvent } from '../core/log-events'

export type LogFields = Record<string, string | number | boolean | undefined>

export interface Logger {
  info(event: LogEvent, fields?: LogFields): void
  warn(event: LogEvent, fields?: LogFields): void
  error(event: LogEvent, fields?: LogFields): void
}

/** Fields that would carry what a visitor typed. */
const forbidden = new Set(['message', 'name', 'email', 'body', 'text', 'subject'])

export type LogSink = (line: string) => void

export function createLogger(requestId: string, sink: LogSink = (line) => console.log(line)): Logger {
  const write = (level: 'info' | 'warn' | 'error', event: LogEvent, fields: LogFields = {}) => {
    const safe: LogFields = {}
    for (const [key, value] of Object.entries(fields)) {
      if (forbidden.has(key)) throw new Error(`log: the field "${key}" may carry visitor text and is never logged`)
      if (value !== undefined) safe[key] = value
    }
    sink(JSON.stringify({ time: new Date().toISOString(), level, event, requestId, ...safe }))
  }
  return {
    info: (event, fields) => write('info', event, fields),
    warn: (event, fields) => write('warn', event, fields),
    error: (event, fields) => write('error', event, fields),
  }
}

/** An error as it may be logged: its name and first line, cut short. */
export function errorSummary(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.split('\n')[0]!.slice(0, 300)
}
