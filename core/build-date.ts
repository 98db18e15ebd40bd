/**
 * The day the site is built: what "current" means on a pre-rendered page (the copyright year, the
 * calendar year a visitor lands on). SOURCE_DATE_EPOCH (seconds, the reproducible-builds
 * convention) pins it, so two builds of one commit can be identical.
 */
const epoch = process.env.SOURCE_DATE_EPOCH
export const buildDate = epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date()

/** The build's year in the firm's time zone. */
export const buildYear = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(buildDate))
