import { defineConfig } from 'vitest/config'
import { linguiCatalogPlugin } from './vitePlugins'

export default defineConfig({
  plugins: [linguiCatalogPlugin()],
  test: { environment: 'node' },
})
