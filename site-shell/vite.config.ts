import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { linguiMacroPlugin } from '../packages/i18n/linguiMacro.ts'

// The hosted site answers every path that is not the API's, the widget's or the back office's with
// dist/index.html, so its assets need one fixed absolute base: the server serves dist/ there.
export const SITE_ASSET_BASE = '/site-assets/'

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: command === 'build' ? SITE_ASSET_BASE : '/',
  plugins: [react({ babel: { plugins: [linguiMacroPlugin()] } })],
  // The server reads the manifest to preload the page language's catalog with the page.
  build: { manifest: true },
}))
