// A standalone fake VIES for the browser tests (started by playwright.config.ts). The VAT number
// decides the answer, so tests can ask for each case.
import { startFakeVies, viesAnswers } from './fake-vies'

const port = Number(process.env.PORT ?? 4190)
await startFakeVies((request) => {
  switch (request.vatNumber) {
    case '000000000':
      return viesAnswers.withheld(request)
    case '999999999':
      return viesAnswers.invalid(request)
    case '111111111':
      return viesAnswers.error('MS_UNAVAILABLE', 200)
    case '222222222':
      return viesAnswers.error('INVALID_INPUT', 400)
    default:
      // Valid; trader details, when sent (the qualified check), are compared as VIES does.
      return viesAnswers.qualified(request)
  }
}, port, { unavailable: ['MT'] })
console.log(`fake VIES on http://127.0.0.1:${port}`)
