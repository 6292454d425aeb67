import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { linguiMacroPlugin } from '../packages/i18n/linguiMacro.ts'
import { linguiCatalogPlugin } from '../packages/i18n/vitePlugins.ts'

// The back office answers every path under /{lang}/npanel/* and /{lang}/admin/* with dist/index.html,
// so its assets need one fixed absolute base that no deep link changes: the server serves dist/ there.
export const ADMIN_ASSET_BASE = '/admin-app/'

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: command === 'build' ? ADMIN_ASSET_BASE : '/',
  plugins: [react({ babel: { plugins: [linguiMacroPlugin()] } }), linguiCatalogPlugin(command)],
  build: {
    // react-admin and MUI alone are about 900 kB minified (290 kB gzip).
    chunkSizeWarningLimit: 1024,
    // react-admin with MUI is one large vendor graph; split it so app changes do not bust its cache,
    // and in three so that no chunk passes the limit above.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The page builder and what only it uses load with its lazy editor, not with the app.
            {
              name: 'page-builder',
              test: /node_modules[\\/](@puckeditor|@tiptap|prosemirror-[a-z-]+|@dnd-kit|@tanstack[\\/]react-virtual|deep-diff|object-hash|use-debounce|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
              priority: 4,
              includeDependenciesRecursively: false,
            },
            { name: 'mui', test: /node_modules[\\/]@mui[\\/]/, priority: 3 },
            { name: 'react-admin', test: /node_modules[\\/](ra-[a-z-]+|react-admin)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules/, priority: 1 },
          ],
        },
      },
    },
  },
}))
