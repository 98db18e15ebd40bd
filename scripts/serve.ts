// `npm start`: serves dist/client and /api/* on http://localhost:$PORT (default 3000). Without an
// explicit SES_ENDPOINT (or with SES_EMULATOR=on) it also starts the local SES emulator at that
// endpoint; its inbox shows every mail the site sends.
import { startBookingJobs } from './server/booking-jobs'
import { createBookingTable, createRateLimitTable, localDynamoDbClient, startDynamoDbLocal } from './server/dynamodb-local'
import { startSesEmulator } from './server/ses-emulator'
import { ConfigError, loadConfig, type Config } from '../lambdas/config'
import { createApiRoutes } from '../lambdas/routes'
import { createSiteServer } from './server/site-server'
import { readSiteManifest, siteRoot } from './site-manifest'

// Without DYNAMODB_ENDPOINT the bookings live in an embedded DynamoDB-compatible engine (in memory).
const dynamoDb = process.env.DYNAMODB_ENDPOINT ? undefined : await startDynamoDbLocal()

let config: Config
try {
  // The result pages the functions render link the build's stylesheet.
  config = loadConfig({ SITE_STYLESHEET: readSiteManifest().stylesheet, ...(dynamoDb ? { DYNAMODB_ENDPOINT: dynamoDb.endpoint } : {}), ...process.env }, { local: true })
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`)
    process.exit(1)
  }
  throw error
}

// SES_EMULATOR=on|off; by default the emulator runs when no SES endpoint is configured.
const emulator = process.env.SES_EMULATOR ?? (process.env.SES_ENDPOINT ? 'off' : 'on')
if (emulator === 'on' && config.sesEndpoint) {
  const url = new URL(config.sesEndpoint)
  await startSesEmulator({ host: url.hostname, port: Number(url.port) })
  console.log(`SES emulator: inbox at ${config.sesEndpoint} (JSON: ${config.sesEndpoint}/store)`)
}

if (dynamoDb && config.booking) {
  await createBookingTable(localDynamoDbClient(dynamoDb.endpoint), config.booking.table)
  console.log(`Bookings: embedded DynamoDB engine at ${dynamoDb.endpoint}, table ${config.booking.table}`)
}
if (dynamoDb && config.rateLimits.table) {
  // The qualified check counts its limits there, as in AWS, so they hold however the client names itself.
  await createRateLimitTable(localDynamoDbClient(dynamoDb.endpoint), config.rateLimits.table)
}
// The booking's scheduled job (reminders, mails to send again, deletion), as EventBridge runs it in AWS.
const bookingJobs = startBookingJobs(config)

const server = createSiteServer({
  root: siteRoot,
  manifest: readSiteManifest(),
  apiRoutes: createApiRoutes(config),
  // With ORIGIN_VERIFY_SECRET the functions check CloudFront's header; the server plays CloudFront.
  originSecret: config.originSecret?.kind === 'static' ? config.originSecret.value : undefined,
})
server.listen(config.port, () => {
  console.log(`Site: http://localhost:${config.port}`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    clearInterval(bookingJobs)
    server.close(() => process.exit(0))
  })
}
