import { defineConfig } from 'vitest/config'

// Run west of Greenwich so a date read as UTC midnight instead of local would show the wrong day.
process.env.TZ = 'America/Los_Angeles'

export default defineConfig({ test: { include: ['src/**/*.test.ts'] } })
