// A standalone fake BZSt eVatR for the browser tests (started by playwright.config.ts); the
// requested number chooses the answer (tests/support/fake-evatr.ts). Italy is reported as not answering.
// The requests it received are listed at GET /requests on the port above it (PORT + 1), so a browser
// test counts what reached the BZSt, not what the page says it sent.
import { createServer } from 'node:http'
import { startFakeEvatr } from './fake-evatr'

const port = Number(process.env.PORT ?? 4203)
const fake = await startFakeEvatr({ unavailable: ['IT'] }, port)
createServer((req, res) => {
  res.writeHead(req.url === '/requests' ? 200 : 404, { 'content-type': 'application/json' })
  res.end(req.url === '/requests' ? JSON.stringify(fake.requests) : '{}')
}).listen(port + 1, '127.0.0.1')
console.log(`fake eVatR on ${fake.url}`)
