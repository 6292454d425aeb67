import { MESSAGES, type TourValues } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { badRequest } from '../../lib/errors.js'

type Classification = Pick<TourValues, 'tag_ids' | 'category_ids' | 'tax_category_id'>

async function firstUnknown(db: DB, table: 'tag' | 'category' | 'tax_category', ids: number[]) {
  if (ids.length === 0) return undefined
  const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute()
  return ids.find((id) => !found.some((row) => row.id === id))
}

/** An id the catalogue does not have is the field's 400, never a foreign-key 500. */
export async function assertKnownClassifiers(db: DB, values: Classification) {
  const checks = [
    ['tag_ids', 'tag', values.tag_ids, MESSAGES.unknownTag],
    ['category_ids', 'category', values.category_ids, MESSAGES.unknownCategory],
    [
      'tax_category_id',
      'tax_category',
      values.tax_category_id ? [values.tax_category_id] : [],
      MESSAGES.unknownTaxCategory,
    ],
  ] as const
  for (const [path, table, ids, message] of checks) {
    if ((await firstUnknown(db, table, [...ids])) !== undefined) {
      throw badRequest(`${path}: ${message}`, [{ path, message }])
    }
  }
}

/** The activity's tags and categories, which the search facets and the product page read directly. */
export async function readClassification(db: DB, serviceId: number) {
  const [tags, categories] = await Promise.all([
    db.selectFrom('service_tag').select('tag_id').where('service_id', '=', serviceId).execute(),
    db.selectFrom('service_category').select('category_id').where('service_id', '=', serviceId).execute(),
  ])
  return {
    tag_ids: tags.map((row) => row.tag_id).sort((a, b) => a - b),
    category_ids: categories.map((row) => row.category_id).sort((a, b) => a - b),
  }
}

export async function writeClassification(trx: DB, serviceId: number, values: Classification) {
  await trx.deleteFrom('service_tag').where('service_id', '=', serviceId).execute()
  await trx.deleteFrom('service_category').where('service_id', '=', serviceId).execute()
  if (values.tag_ids.length > 0) {
    await trx
      .insertInto('service_tag')
      .values(values.tag_ids.map((tag_id) => ({ service_id: serviceId, tag_id })))
      .execute()
  }
  if (values.category_ids.length > 0) {
    await trx
      .insertInto('service_category')
      .values(values.category_ids.map((category_id) => ({ service_id: serviceId, category_id })))
      .execute()
  }
}
