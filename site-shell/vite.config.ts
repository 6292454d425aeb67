import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { linguiMacroPlugin } from '../packages/i18n/linguiMacro.ts'
import { linguiCatalogPlugin } from '../packages/i18n/vitePlugins.ts'
import widgetPackage from '../widget/package.json' with { type: 'json' }

// The hosted site answers every path that is not the API's, the widget's or the back office's with
// dist/index.html, so its assets need one fixed absolute base: the server serves dist/ there.
export const SITE_ASSET_BASE = '/site-assets/'

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: command === 'build' ? SITE_ASSET_BASE : '/',
  plugins: [react({ babel: { plugins: [linguiMacroPlugin()] } }), linguiCatalogPlugin(command)],
  define: { __JAUNT_VERSION__: JSON.stringify(widgetPackage.version) },
  build: {
    // The server reads the manifest to preload the page language's catalog with the page.
    manifest: true,
    // As in the widget's build: the domain's zod schemas the elements do not use, and zod, drop out.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      // React in a chunk of its own name: the site and the widget's elements both use it, and it
      // changes far less often than either.
      output: {
        advancedChunks: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
}))
