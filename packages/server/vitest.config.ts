import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    // Each file gets its own database; two at a time suits the two-core machines.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
