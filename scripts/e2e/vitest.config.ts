import { defineConfig } from 'vitest/config'
import { linguiCatalogPlugin } from '../../packages/i18n/vitePlugins.ts'

export default defineConfig({
  // english-left.ts reads the guests' catalogs (.po files).
  plugins: [linguiCatalogPlugin()],
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['{widget,admin,site-shell}/e2e/**/*.e2e.ts'],
    globalSetup: ['scripts/e2e/server.ts'],
    // One browser journey at a time: they share one server and the machine has two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
