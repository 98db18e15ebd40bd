import type { HttpHandler } from './http'

/**
 * Server functions by path (DESIGN.md §4). The contact and VAT-check handlers register here;
 * the local server and the CDK stack both read this table.
 */
export const apiRoutes: Record<string, HttpHandler> = {}
