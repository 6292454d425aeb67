import { serviceTypeFromName, ProductType, type Locale } from '@jaunt/domain'
import {
  DEMO_CANCELLATION_POLICIES,
  DEMO_CATEGORIES,
  DEMO_FEATURES,
  DEMO_LOCATIONS,
  DEMO_PRODUCTS,
  DEMO_TAGS,
} from './demo-data.js'
import type { DB } from '../../db/database.js'
import { sceneUrl } from '../../modules/media/scene-image.js'
import { searchVector } from '../../modules/search/text-search.js'
import { seedBookable } from './seed-bookable.js'
import { seedHotel } from './seed-hotel.js'
import { seedPackage } from './seed-package.js'
import { seasonDays } from './season.js'
import type { DemoNamed, DemoProduct, DemoTexts } from './types.js'

const TIME_ZONES: Record<string, string> = {
  NO: 'Europe/Oslo',
  SE: 'Europe/Stockholm',
  DK: 'Europe/Copenhagen',
  DE: 'Europe/Berlin',
  GB: 'Europe/London',
  FI: 'Europe/Helsinki',
}

// A picture of a product is described by the product's name, in each language the product has texts in.
const namesOf = (texts: DemoProduct['texts']) =>
  Object.fromEntries(Object.entries(texts).map(([locale, text]) => [locale, text.name]))

async function insertNamed(
  trx: DB,
  table: 'tag' | 'feature',
  rows: DemoNamed[],
  extra: (row: DemoNamed) => object,
) {
  const ids = new Map<string, number>()
  for (const row of rows) {
    const { id } = await trx
      .insertInto(table)
      .values({ slug: row.slug, name: JSON.stringify(row.name), ...extra(row) })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.set(row.slug, id)
  }
  return ids
}

async function seedTaxonomy(trx: DB) {
  const locations = new Map<string, { id: number; name: Record<string, string> }>()
  for (const location of DEMO_LOCATIONS) {
    const { id } = await trx
      .insertInto('location')
      .values({
        ...location,
        name: JSON.stringify(location.name),
        time_zone: TIME_ZONES[location.country_code] ?? 'UTC',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    locations.set(location.slug, { id, name: location.name as unknown as Record<string, string> })
  }
  const categories = new Map<string, number>()
  const parentsFirst = [...DEMO_CATEGORIES].sort(
    (a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)),
  )
  for (const category of parentsFirst) {
    const { id } = await trx
      .insertInto('category')
      .values({
        slug: category.slug,
        name: JSON.stringify(category.name),
        parent_id: category.parent ? categories.get(category.parent)! : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    categories.set(category.slug, id)
  }
  const tags = await insertNamed(trx, 'tag', DEMO_TAGS, () => ({}))
  const features = await insertNamed(trx, 'feature', DEMO_FEATURES, (row) => {
    const feature = DEMO_FEATURES.find((f) => f.slug === row.slug)!
    return { icon: feature.icon, most_popular: feature.most_popular ?? false }
  })
  const policies = new Map<string, number>()
  for (const policy of DEMO_CANCELLATION_POLICIES) {
    const { id } = await trx
      .insertInto('cancellation_policy')
      .values({ name: policy.name, entries: JSON.stringify(policy.entries) })
      .returning('id')
      .executeTakeFirstOrThrow()
    policies.set(policy.slug, id)
  }
  return { locations, categories, tags, features, policies }
}

type Taxonomy = Awaited<ReturnType<typeof seedTaxonomy>>

function lowestPrice(product: DemoProduct) {
  if (product.kind === 'hotels')
    return Math.min(...product.room_types.flatMap((room) => room.rate_plans.map((p) => p.price)))
  if (product.kind === 'packages') return product.adult_price
  return Math.min(...product.options.flatMap((option) => option.tickets.map((ticket) => ticket.price)))
}

async function insertService(trx: DB, product: DemoProduct, taxonomy: Taxonomy, supplierId: number) {
  const location = taxonomy.locations.get(product.location)!
  const { id } = await trx
    .insertInto('service')
    .values({
      supplier_user_id: supplierId,
      service_type: serviceTypeFromName(product.kind)!,
      product_type:
        product.kind === 'events'
          ? ProductType.Event
          : product.kind === 'activities'
            ? ProductType.Tour
            : null,
      product_code: product.code,
      location_id: location.id,
      address: product.address,
      lat: product.lat,
      lng: product.lng,
      currency_code: product.currency,
      lowest_price: lowestPrice(product),
      rating: product.rating,
      review_count: product.review_count,
      duration_minutes: product.kind === 'hotels' ? null : product.duration_minutes,
      min_booking: product.kind === 'hotels' || product.kind === 'packages' ? 1 : (product.min_booking ?? 1),
      checkin_time: product.kind === 'hotels' ? product.checkin_time : null,
      checkout_time: product.kind === 'hotels' ? product.checkout_time : null,
      cancellation_policy_id: taxonomy.policies.get(product.cancellation) ?? null,
      images: JSON.stringify(
        product.images.map((image) => ({ url: sceneUrl(image), alt: namesOf(product.texts) })),
      ),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const [locale, texts] of Object.entries(product.texts) as [Locale, DemoTexts | undefined][]) {
    if (!texts) continue
    await trx
      .insertInto('service_translation')
      .values({
        service_id: id,
        locale,
        name: texts.name,
        short_description: texts.short_description,
        description: texts.description,
        meeting_point: texts.meeting_point,
        highlights: JSON.stringify(texts.highlights),
        search_vector: searchVector(locale, {
          ...texts,
          place: location.name[locale] ?? location.name.en ?? '',
        }),
      })
      .execute()
  }
  const links = <T>(slugs: string[], ids: Map<string, number>, row: (linked: number) => T) =>
    slugs.map((slug) => row(ids.get(slug)!))
  if (product.categories.length)
    await trx
      .insertInto('service_category')
      .values(
        links(product.categories, taxonomy.categories, (category_id) => ({ service_id: id, category_id })),
      )
      .execute()
  if (product.tags.length)
    await trx
      .insertInto('service_tag')
      .values(links(product.tags, taxonomy.tags, (tag_id) => ({ service_id: id, tag_id })))
      .execute()
  if (product.features.length)
    await trx
      .insertInto('service_feature')
      .values(links(product.features, taxonomy.features, (feature_id) => ({ service_id: id, feature_id })))
      .execute()
  return id
}

/** The demo catalogue: taxonomy, every product with its calendar, and each partner site's selection. */
export async function seedCatalogue(trx: DB, userIds: Map<string, number>, siteIds: Map<string, number>) {
  const taxonomy = await seedTaxonomy(trx)
  const days = await seasonDays(trx)
  const serviceIds = new Map<string, number>()
  const positions = new Map<string, number>()
  // Packages come last: they point at the services they bundle.
  const ordered = [...DEMO_PRODUCTS].sort(
    (a, b) => Number(a.kind === 'packages') - Number(b.kind === 'packages'),
  )
  for (const product of ordered) {
    const id = await insertService(trx, product, taxonomy, userIds.get(product.supplier)!)
    serviceIds.set(product.code, id)
    if (product.kind === 'hotels') await seedHotel(trx, id, product, days, taxonomy.policies)
    else if (product.kind === 'packages') await seedPackage(trx, id, product, days, serviceIds)
    else await seedBookable(trx, id, product, days)
    // The lodge's front desk sells what the demo partner's main site sells.
    const sites = product.sites.includes('demo') ? [...product.sites, 'lodge'] : product.sites
    for (const site of sites) {
      const position = (positions.get(site) ?? 0) + 1
      positions.set(site, position)
      await trx
        .insertInto('site_catalogue')
        .values({ site_id: siteIds.get(site)!, service_id: id, position })
        .execute()
    }
  }
  return serviceIds
}
