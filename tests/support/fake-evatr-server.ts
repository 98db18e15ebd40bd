// A standalone fake BZSt eVatR for the browser tests (started by playwright.config.ts); the
// requested number chooses the answer (tests/support/fake-evatr.ts). Italy is reported as not answering.
import { startFakeEvatr } from './fake-evatr'

const port = Number(process.env.PORT ?? 4203)
const fake = await startFakeEvatr({ unavailable: ['IT'] }, port)
console.log(`fake eVatR on ${fake.url}`)
