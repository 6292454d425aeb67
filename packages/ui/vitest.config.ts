import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Node would load styled-components' server build, whose createGlobalStyle never writes on the
  // client; test the browser build that the bundles ship.
  resolve: {
    alias: [
      { find: /^styled-components$/, replacement: 'styled-components/dist/styled-components.browser.esm.js' },
    ],
  },
  test: {
    environment: 'happy-dom',
    server: { deps: { inline: ['styled-components'] } },
  },
})
