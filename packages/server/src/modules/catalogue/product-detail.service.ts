import { Status, type ProductDetail, type ServiceType } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { filteredServices } from '../search/search.query.js'
import { toCards } from '../search/search.service.js'
import { customSections, recommendations } from './product-extras.js'
import { translate, type ContentLocale } from './translate.js'

export { translate, type ContentLocale }

/** A public, active product of one of the given service types, or 404. */
export async function findBookableService(db: DB, id: number, serviceTypes: readonly ServiceType[]) {
  const service = await db
    .selectFrom('service')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', Status.Active)
    .where('is_private', '=', false)
    .where('service_type', 'in', serviceTypes)
    .executeTakeFirst()
  if (!service) throw notFound((w) => w.productNotFound)
  return service
}

export async function productDetail(
  db: DB,
  id: number,
  serviceTypes: readonly ServiceType[],
  locale: ContentLocale,
): Promise<ProductDetail> {
  const service = await findBookableService(db, id, serviceTypes)
  const row = await filteredServices(db, { serviceIds: [id] }, locale)
    .select([
      's.id',
      's.service_type',
      's.product_code',
      's.images',
      's.location_id',
      's.lat',
      's.lng',
      's.currency_code',
      's.lowest_price',
      's.rating',
      's.review_count',
      's.duration_minutes',
      't.name',
      't.short_description',
      't.description',
      't.meeting_point',
      't.highlights',
    ])
    .executeTakeFirstOrThrow()
  const [card] = await toCards(db, [row], locale)
  const [features, tags, supplier, policy, sections, recommended] = await Promise.all([
    db
      .selectFrom('service_feature as sf')
      .innerJoin('feature as f', 'f.id', 'sf.feature_id')
      .select(['f.id', 'f.name', 'f.icon'])
      .where('sf.service_id', '=', id)
      .orderBy('f.id')
      .execute(),
    db
      .selectFrom('service_tag as st')
      .innerJoin('tag', 'tag.id', 'st.tag_id')
      .select(['tag.id', 'tag.name'])
      .where('st.service_id', '=', id)
      .orderBy('tag.id')
      .execute(),
    db
      .selectFrom('app_user')
      .select('name')
      .where('id', '=', service.supplier_user_id)
      .executeTakeFirstOrThrow(),
    service.cancellation_policy_id
      ? db
          .selectFrom('cancellation_policy')
          .select('entries')
          .where('id', '=', service.cancellation_policy_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    customSections(db, id, locale),
    recommendations(db, id, locale),
  ])
  return {
    ...card!,
    description: row.description,
    meeting_point: row.meeting_point,
    highlights: row.highlights,
    min_booking: service.min_booking,
    cancellation_policy: policy?.entries ?? null,
    features: features.map((f) => ({ id: f.id, name: translate(f.name, locale), icon: f.icon })),
    tags: tags.map((t) => ({ id: t.id, name: translate(t.name, locale) })),
    supplier_name: supplier.name,
    location_name: card!.location?.name ?? null,
    custom_sections: sections,
    recommendations: recommended,
  }
}
