// Fails when a message of any catalog has no translation in one of the locales; lists them.
import { fileURLToPath } from 'node:url'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'

const config = getConfig({
  configPath: fileURLToPath(new URL('../packages/i18n/lingui.config.ts', import.meta.url)),
})
let missing = 0
for (const catalog of await getCatalogs(config)) {
  for (const locale of config.locales) {
    const result = await catalog.getTranslations(locale, {
      sourceLocale: config.sourceLocale,
      // Without fallbacks: with English as every locale's fallback, lingui would count none missing.
      fallbackLocales: {},
    })
    for (const { id } of result.missing) console.error(`${catalog.path} ${locale}: no translation for ${id}`)
    missing += result.missing.length
  }
}
if (missing > 0) process.exit(1)
