import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './scripts/chromium'

const port = Number(process.env.E2E_PORT ?? 4173)
/** The SES emulator the e2e site sends to; tests read its inbox at /store. */
export const sesEmulatorUrl = `http://127.0.0.1:${port + 10}`
/** The fake VIES REST API the e2e site checks VAT IDs against (tests/support/fake-vies-server.ts). */
export const fakeViesUrl = `http://127.0.0.1:${port + 20}`
/** The fake BZSt eVatR interface the e2e site asks for qualified confirmations (tests/support/fake-evatr.ts). */
export const fakeEvatrUrl = `http://127.0.0.1:${port + 30}`
/** The e2e site whose SES is unreachable. */
export const failingSiteUrl = `http://localhost:${port + 1}`

/**
 * Browser tests run Debian's Chromium (Playwright cannot download browsers here) against the
 * built site served by the local server, exactly as `npm start` serves it.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Every core (Playwright's default is half of them: one worker on CI's two cores).
  workers: availableParallelism(),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Limits against a hang, not measures of speed: two workers, a browser each and the servers share
  // CI's two cores, so a step can take several times as long as on a quiet machine.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: [
    {
      command: 'tsx tests/support/fake-vies-server.ts',
      port: port + 20,
      env: { PORT: String(port + 20) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'tsx tests/support/fake-evatr-server.ts',
      port: port + 30,
      env: { PORT: String(port + 30) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'tsx scripts/serve.ts',
      url: `http://localhost:${port}/`,
      // Every browser test asks from 127.0.0.1 (the local server, as CloudFront, takes the viewer's
      // address from the connection): the limits per client are the integration tests'
      // (qualified-check.test.ts, qualified-batch.test.ts, booking-flow.test.ts).
      env: { PORT: String(port), SES_ENDPOINT: sesEmulatorUrl, SES_EMULATOR: 'on', INQUIRY_ARCHIVE_DIR: '.data/e2e-inquiries', VIES_API_URL: fakeViesUrl, VIES_REQUESTER_VAT_ID: 'DE811907980', EVATR_API_URL: fakeEvatrUrl, QUALIFIED_CHECKS_PER_MINUTE: '1000', BOOKING_WRITES_PER_MINUTE: '1000', BOOKING_READS_PER_MINUTE: '1000' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The same site with SES unreachable, for the failure paths of the contact form.
      command: 'tsx scripts/serve.ts',
      url: `http://localhost:${port + 1}/`,
      env: { PORT: String(port + 1), SES_ENDPOINT: 'http://127.0.0.1:1', SES_EMULATOR: 'off', INQUIRY_ARCHIVE_DIR: '.data/e2e-inquiries-failing' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
