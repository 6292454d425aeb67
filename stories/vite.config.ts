import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { linguiMacroPlugin } from '../packages/i18n/linguiMacro.ts'
import { linguiCatalogPlugin } from '../packages/i18n/vitePlugins.ts'

// Storybook's Vite builder loads this config, so stories compile the lingui macro like the apps do.
export default defineConfig(({ command }) => ({
  plugins: [react({ babel: { plugins: [linguiMacroPlugin()] } }), linguiCatalogPlugin(command)],
}))
