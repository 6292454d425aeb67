import { ServiceType, type CatalogueResult, type TourDetail } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'
import { searchVector } from '../search/text-search.js'

let ctx: TestContext
let nordic: number
let product: { id: number; englishName: string; germanName: string }
const SWEDISH_NAME = 'Norrskensjakt i minibuss'
const SWEDISH_CATEGORY = 'Vinteräventyr'

// The Nordic demo site's default language is Swedish and it enables Finnish. The demo products have both,
// so the test takes a Nordic activity's Swedish and Finnish away (texts and picture descriptions) to see
// the fallback, then gives it a Swedish name of its own.
beforeAll(async () => {
  ctx = await createTestContext()
  nordic = await siteId(ctx.db, 'nordic')
  const tour = await ctx.db
    .selectFrom('service as s')
    .innerJoin('site_catalogue as sc', 'sc.service_id', 's.id')
    .select(['s.id', 's.images'])
    .where('sc.site_id', '=', nordic)
    .where('s.service_type', '=', ServiceType.Activities)
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
  await ctx.db
    .deleteFrom('service_translation')
    .where('service_id', '=', tour.id)
    .where('locale', 'in', ['sv', 'fi'])
    .execute()
  const withoutNordic = (alt: Record<string, string>) =>
    Object.fromEntries(Object.entries(alt).filter(([locale]) => locale !== 'sv' && locale !== 'fi'))
  const images = tour.images.map((image) => ({
    ...image,
    alt: typeof image.alt === 'string' ? image.alt : withoutNordic(image.alt),
  }))
  await ctx.db
    .updateTable('service')
    .set({ images: JSON.stringify(images) })
    .where('id', '=', tour.id)
    .execute()
  const names = await ctx.db
    .selectFrom('service_translation')
    .select(['locale', 'name', 'short_description', 'description', 'highlights'])
    .where('service_id', '=', tour.id)
    .execute()
  const english = names.find((row) => row.locale === 'en')!
  product = {
    id: tour.id,
    englishName: english.name,
    germanName: names.find((row) => row.locale === 'de')!.name,
  }
  const swedish = { ...english, name: SWEDISH_NAME, place: '' }
  await ctx.db
    .insertInto('service_translation')
    .values({
      service_id: tour.id,
      locale: 'sv',
      name: SWEDISH_NAME,
      short_description: english.short_description,
      description: english.description,
      highlights: JSON.stringify(english.highlights),
      search_vector: searchVector('sv', swedish),
    })
    .execute()
  const category = await ctx.db
    .selectFrom('service_category as sc')
    .innerJoin('category as c', 'c.id', 'sc.category_id')
    .select(['c.id', 'c.name'])
    .where('sc.service_id', '=', tour.id)
    .orderBy('c.id')
    .executeTakeFirstOrThrow()
  await ctx.db
    .updateTable('category')
    .set({ name: JSON.stringify({ en: category.name.en, sv: SWEDISH_CATEGORY }) })
    .where('id', '=', category.id)
    .execute()
})
afterAll(() => ctx.close())

const inLanguage = (locale: string) => ({ headers: { 'APP-LOCALE': locale } })
const searchCard = async (locale: string, site: number | null) => {
  const response = await call<CatalogueResult>(ctx, 'POST', '/core/public/catalog', {
    body: { serviceIds: [product.id], ...(site ? { site_id: site } : {}) },
    ...inLanguage(locale),
  })
  return response.body.data[0]!
}

describe('product content in the page’s language: requested, then the site’s default, then English', () => {
  it('shows a Finnish guest the Nordic site’s Swedish texts and categories where no Finnish exists', async () => {
    const card = await searchCard('fi', nordic)
    expect(card.name).toBe(SWEDISH_NAME)
    expect(card.categories.map((category) => category.name)).toContain(SWEDISH_CATEGORY)
  })

  it('falls back to English when the call names no site, and keeps the requested language when it exists', async () => {
    expect((await searchCard('fi', null)).name).toBe(product.englishName)
    expect((await searchCard('de', nordic)).name).toBe(product.germanName)
  })

  it('describes the pictures in the page’s language', async () => {
    const card = await searchCard('de', nordic)
    expect(card.images.length).toBeGreaterThan(0)
    expect(card.images.every((image) => image.alt === product.germanName)).toBe(true)
  })

  it('answers a product page with the site’s default language when asked with its site', async () => {
    const withSite = await call<TourDetail>(
      ctx,
      'GET',
      `/core/public/tours/${product.id}?site_id=${nordic}`,
      inLanguage('fi'),
    )
    expect(withSite.body.name).toBe(SWEDISH_NAME)
    expect(withSite.body.images[0]!.alt).toBe(product.englishName)
    const withoutSite = await call<TourDetail>(
      ctx,
      'GET',
      `/core/public/tours/${product.id}`,
      inLanguage('fi'),
    )
    expect(withoutSite.body.name).toBe(product.englishName)
  })
})
