import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config'
import { PREACT_TEST_ALIASES } from './preactRuntime.ts'
import viteConfig from './vite.config.ts'

// Node would load styled-components' server build, whose createGlobalStyle never writes on the
// client; test the browser build that the bundles ship.
const browserStyledComponents = {
  find: /^styled-components$/,
  replacement: 'styled-components/dist/styled-components.browser.esm.js',
}

// Every test runs on React and on preact/compat (the standalone widget's lighter build). Packages
// that import React are inlined so the aliases reach their imports too.
const runtimes: { name: string; aliases: ViteUserConfig['resolve'] }[] = [
  { name: 'react', aliases: { alias: [browserStyledComponents] } },
  {
    name: 'preact',
    aliases: {
      alias: [
        browserStyledComponents,
        // Its CommonJS main would require() the real react-dom past the aliases.
        {
          find: /^@testing-library\/react$/,
          replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
        },
        ...PREACT_TEST_ALIASES,
      ],
      dedupe: ['preact'],
    },
  },
]

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Both runtimes unless WIDGET_TEST_RUNTIME names one (or `--project react`).
      projects: runtimes
        .filter(({ name }) => (process.env.WIDGET_TEST_RUNTIME ?? name) === name)
        .map(({ name, aliases }) => ({
          extends: true,
          resolve: aliases,
          test: {
            name,
            environment: 'happy-dom',
            // The element tests go through a real HTTP server, lazy chunks and debounced calls; a
            // booking journey takes 13–15 s on either runtime on the 2-core machine under load.
            testTimeout: 30_000,
            // The bundle's own checks build it; that says nothing about the runtime the tests run on.
            ...(name === 'preact' ? { exclude: ['src/build.test.ts', 'node_modules/**'] } : {}),
            server: {
              deps: {
                inline:
                  name === 'preact'
                    ? [
                        'styled-components',
                        /@testing-library\/react/,
                        /@r2wc\//,
                        /@lingui\/react/,
                        'zustand',
                        /@stripe\/react-stripe-js/,
                      ]
                    : ['styled-components'],
              },
            },
          },
        })),
    },
  }),
)
