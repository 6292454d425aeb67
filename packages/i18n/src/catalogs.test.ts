import { fileURLToPath } from 'node:url'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@jaunt/domain'
import { describe, expect, it } from 'vitest'
import { catalogLoaders } from './catalogs'

const config = getConfig({ configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)) })

async function translations(locale: Locale) {
  const [catalog] = await getCatalogs(config)
  if (!catalog) throw new Error('lingui.config.ts has no catalog')
  return catalog.getTranslations(locale, {
    sourceLocale: config.sourceLocale ?? DEFAULT_LOCALE,
    fallbackLocales: config.fallbackLocales || {},
  })
}

describe('the catalogs', () => {
  it('cover the 14 product locales', () => {
    expect(config.locales).toEqual([...LOCALES])
    expect(Object.keys(catalogLoaders).sort()).toEqual([...LOCALES].sort())
  })

  it.each([...LOCALES])('translate every message into %s', async (locale) => {
    const { missing } = await translations(locale)
    expect(missing).toEqual([])
  })

  it.each([...LOCALES])(
    'are compiled from the current %s messages.po (run `lingui compile`)',
    async (locale) => {
      const { messages } = await translations(locale)
      const { source } = createCompiledCatalog(locale, messages, { namespace: 'json' })
      const compiled = (JSON.parse(source) as { messages: unknown }).messages
      const bundled = (await catalogLoaders[locale]()).messages
      expect(bundled).toEqual(compiled)
    },
  )
})
