import { fileURLToPath } from 'node:url'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@jaunt/domain'
import { describe, expect, it } from 'vitest'
import { adminCatalogLoaders } from './adminCatalogs'
import { siteCatalogLoaders, widgetCatalogLoaders, type CatalogModule } from './catalogs'
import { mailCatalogLoaders } from './mail'

const config = getConfig({ configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)) })

const bundles: Record<string, Readonly<Record<Locale, () => Promise<CatalogModule>>>> = {
  widget: widgetCatalogLoaders,
  site: siteCatalogLoaders,
  admin: adminCatalogLoaders,
  mail: mailCatalogLoaders,
}

// `fallbacks: false` finds what is missing: with English as every locale's fallback, lingui counts none.
async function translations(name: string, locale: Locale, { fallbacks = true } = {}) {
  const catalog = (await getCatalogs(config)).find((each) => each.path.endsWith(`/${name}`))
  if (!catalog) throw new Error(`lingui.config.ts has no ${name} catalog`)
  return catalog.getTranslations(locale, {
    sourceLocale: config.sourceLocale ?? DEFAULT_LOCALE,
    fallbackLocales: fallbacks ? config.fallbackLocales || {} : {},
  })
}

describe.each(Object.keys(bundles))('the %s catalog', (name) => {
  it('covers the 14 product locales', () => {
    expect(config.locales).toEqual([...LOCALES])
    expect(Object.keys(bundles[name]!).sort()).toEqual([...LOCALES].sort())
  })

  it.each([...LOCALES])('translates every message into %s', async (locale) => {
    const { missing } = await translations(name, locale, { fallbacks: false })
    expect(missing).toEqual([])
  })

  it.each([...LOCALES])('bundles the current %s .po', async (locale) => {
    const { messages } = await translations(name, locale)
    const { source } = createCompiledCatalog(locale, messages, { namespace: 'json' })
    const compiled = (JSON.parse(source) as { messages: unknown }).messages
    const bundled = (await bundles[name]![locale]()).messages
    expect(bundled).toEqual(compiled)
  })
})
