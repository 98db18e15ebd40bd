import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/infra/**/*.test.ts', 'tests/validators/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
