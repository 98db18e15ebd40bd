/**
 * Errors both APIs answer before a request reaches them: it did not come through the site's CDN
 * (`forbidden`), or the check could not be made (`unavailable`). lambdas/origin-guard.ts sends them.
 */
/** The header CloudFront sends the API with the origin secret (lambdas/origin-guard.ts checks it). */
export const originVerifyHeader = 'x-origin-verify'

export const guardErrorStatus = { forbidden: 403, unavailable: 503 } as const
export type GuardErrorCode = keyof typeof guardErrorStatus
