import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { linguiMacroPlugin } from '../packages/i18n/linguiMacro.ts'
import { linguiCatalogPlugin } from '../packages/i18n/vitePlugins.ts'
import pkg from './package.json' with { type: 'json' }
import { precompress } from './precompress.ts'
import { PREACT_ALIASES, usesPreact } from './preactRuntime.ts'

// Library output only: dist/jaunt.js is the loader partners paste (no React in it); everything
// else is lazy chunks under dist/chunks/, imported relative to the loader's own URL.
// Partners get the build on preact/compat (WIDGET_RUNTIME=preact) in dist/; the same build on React
// goes to dist/react/ (/widget/react/jaunt.js), for comparison.
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react({ babel: { plugins: [linguiMacroPlugin()] } }),
    linguiCatalogPlugin(command),
    precompress(),
  ],
  resolve: usesPreact() ? { alias: PREACT_ALIASES, dedupe: ['preact'] } : {},
  define: {
    __JAUNT_VERSION__: JSON.stringify(pkg.version),
    // Library mode leaves process.env.NODE_ENV to a consumer bundler; this bundle is the last one.
    ...(command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  build: {
    outDir: usesPreact() ? 'dist' : 'dist/react',
    lib: { entry: 'src/loader/index.ts', formats: ['es'], fileName: () => 'jaunt.js' },
    copyPublicDir: false,
    rolldownOptions: {
      // The domain's zod schemas are built by calls at module level; marking zod's `z` pure lets the
      // bundle drop every schema the widget does not use, and with them zod itself (it parses nothing).
      // It goes by name: any other function called `z` is dropped too (see preactRuntime.ts).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // ES output is not minified in library mode unless asked.
        minify: true,
        // Named as the loader's tags (JauntCart → jaunt-cart): each name then costs the gzipped loader a
        // back-reference to its tag instead of its letters.
        chunkFileNames: ({ name }) =>
          `chunks/${name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase()}-[hash].js`,
        // A product card and its first dialog in two chunks rather than twenty (each chunk is gzipped
        // alone, and the import lists between chunks cost bytes too): what every element needs, then
        // the product element with a tour's booking. Each group takes its module's dependencies along
        // (after tree-shaking); the runtime's first, as the higher priority.
        codeSplitting: {
          groups: [
            { name: 'elementRuntime', test: /[\\/]elements[\\/]defineJauntElement\.tsx$/, priority: 2 },
            {
              name: 'JauntProduct',
              test: /[\\/](elements[\\/]JauntProduct|features[\\/]tour[\\/]TourBooking)\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}))
