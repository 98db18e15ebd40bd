import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/infra/**/*.test.ts', 'tests/validators/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Every core (vitest's default leaves one idle: a single worker on CI's two cores). Most files
    // wait on servers, browsers, Java or Python they start, so two files at once use both cores.
    maxWorkers: availableParallelism(),
  },
})
