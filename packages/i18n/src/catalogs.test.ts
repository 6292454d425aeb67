import { fileURLToPath } from 'node:url'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@jaunt/domain'
import { describe, expect, it } from 'vitest'
import { adminCatalogLoaders } from './adminCatalogs'
import { catalogLoaders, type CatalogModule } from './catalogs'
import { mailCatalogLoaders } from './mail'

const config = getConfig({ configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)) })

const bundles: Record<string, Readonly<Record<Locale, () => Promise<CatalogModule>>>> = {
  messages: catalogLoaders,
  admin: adminCatalogLoaders,
  mail: mailCatalogLoaders,
}

async function translations(name: string, locale: Locale) {
  const catalog = (await getCatalogs(config)).find((each) => each.path.endsWith(`/${name}`))
  if (!catalog) throw new Error(`lingui.config.ts has no ${name} catalog`)
  return catalog.getTranslations(locale, {
    sourceLocale: config.sourceLocale ?? DEFAULT_LOCALE,
    fallbackLocales: config.fallbackLocales || {},
  })
}

describe.each(Object.keys(bundles))('the %s catalog', (name) => {
  it('covers the 14 product locales', () => {
    expect(config.locales).toEqual([...LOCALES])
    expect(Object.keys(bundles[name]!).sort()).toEqual([...LOCALES].sort())
  })

  it.each([...LOCALES])('translates every message into %s', async (locale) => {
    const { missing } = await translations(name, locale)
    expect(missing).toEqual([])
  })

  it.each([...LOCALES])('is compiled from the current %s .po (run `lingui compile`)', async (locale) => {
    const { messages } = await translations(name, locale)
    const { source } = createCompiledCatalog(locale, messages, { namespace: 'json' })
    const compiled = (JSON.parse(source) as { messages: unknown }).messages
    const bundled = (await bundles[name]![locale]()).messages
    expect(bundled).toEqual(compiled)
  })
})
