// `npm start`: serves dist/client and /api/* on http://localhost:$PORT (default 3000). Without an
// explicit SES_ENDPOINT (or with SES_EMULATOR=on) it also starts the local SES emulator at that
// endpoint; its inbox shows every mail the site sends.
import { startSesEmulator } from './server/ses-emulator'
import { ConfigError, loadConfig, type Config } from '../lambdas/config'
import { createApiRoutes } from '../lambdas/routes'
import { createSiteServer } from './server/site-server'
import { readSiteManifest, siteRoot } from './site-manifest'

let config: Config
try {
  // The result pages the functions render link the build's stylesheet.
  config = loadConfig({ SITE_STYLESHEET: readSiteManifest().stylesheet, ...process.env }, { local: true })
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
  process.on(signal, () => server.close(() => process.exit(0)))
}
