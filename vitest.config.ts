import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/infra/**/*.test.ts', 'tests/validators/**/*.test.ts'],
    environment: 'node',
    // Generous: a limit on a test's time is a guard against a hang, never a measure of speed; on a
    // loaded two-core machine a property test or a server's start can take several times as long.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Every core (vitest's default leaves one idle: a single worker on CI's two cores). Most files
    // wait on servers, browsers, Java or Python they start, so two files at once use both cores.
    maxWorkers: availableParallelism(),
  },
})
