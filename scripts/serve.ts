// `npm start`: serves dist/client and /api/* on http://localhost:$PORT (default 3000).
import { fileURLToPath } from 'node:url'
import { ConfigError, loadConfig } from '../lambdas/config'
import { apiRoutes } from '../lambdas/routes'
import { createSiteServer } from './server/site-server'

let config
try {
  config = loadConfig(process.env, { local: true })
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`)
    process.exit(1)
  }
  throw error
}

const root = fileURLToPath(new URL('../dist/client/', import.meta.url))
const server = createSiteServer({ root, apiRoutes })
server.listen(config.port, () => {
  console.log(`Site: http://localhost:${config.port}`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
