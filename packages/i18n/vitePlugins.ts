import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'

/**
 * Compiles the `.po` catalogs the front ends import (src/catalogs.ts) when Vite loads them, so no
 * build can ship a stale compiled catalog. A build fails on a message missing in any language; a dev
 * server or a test run shows the English text instead, so that a new message can be tried before it
 * is translated (scripts/check-catalogs.sh and catalogs.test.ts still require every translation).
 */
export function linguiCatalogPlugin(command: 'build' | 'serve' = 'serve') {
  return lingui({
    configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
    failOnMissing: command === 'build',
    failOnCompileError: true,
  })
}
