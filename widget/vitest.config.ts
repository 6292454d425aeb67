import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // Node would load styled-components' server build, whose createGlobalStyle never writes on the
    // client; test the browser build that the bundles ship.
    resolve: {
      alias: [
        {
          find: /^styled-components$/,
          replacement: 'styled-components/dist/styled-components.browser.esm.js',
        },
      ],
    },
    test: {
      environment: 'happy-dom',
      // The element tests go through a real HTTP server, lazy chunks and debounced calls.
      testTimeout: 15_000,
      server: { deps: { inline: ['styled-components'] } },
    },
  }),
)
