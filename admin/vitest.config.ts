import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'happy-dom',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // The resource screens' tests talk to the real API (src/test/apiServer.ts).
      globalSetup: ['./src/test/apiServer.ts'],
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
)
