import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Alias } from 'vite'

const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'))

/**
 * The standalone widget's runtime: React's packages answered by preact/compat, the same components,
 * r2wc and styled-components. `WIDGET_RUNTIME=preact` builds it into dist/, what /widget/jaunt.js serves.
 * Preact comes from its sources, not its minified dist: there its diff is a function named `z`,
 * which the build's pure-call list (zod's `z`) would drop, leaving every element empty.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: join(preact, 'compat/client.mjs') },
  { find: /^react-dom\/test-utils$/, replacement: join(preact, 'test-utils/src/index.js') },
  { find: /^(react-dom|react|preact\/compat)$/, replacement: join(preact, 'compat/src/index.js') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: join(preact, 'compat/jsx-runtime.mjs') },
  { find: /^preact\/jsx-(dev-)?runtime$/, replacement: join(preact, 'jsx-runtime/src/index.js') },
  { find: /^preact\/hooks$/, replacement: join(preact, 'hooks/src/index.js') },
  { find: /^preact$/, replacement: join(preact, 'src/index.js') },
]

/** The same for the unit tests, on preact's published build: vitest does not tree-shake. */
export const PREACT_TEST_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^(react-dom|react)$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
]

export const usesPreact = () => process.env.WIDGET_RUNTIME === 'preact'
