import { randomBytes } from 'node:crypto'
import {
  durationOfMinutes,
  SERVICE_TYPE_OF_KIND,
  Status,
  type AdminProductKind,
  type ProductRecord,
  type ProductValues,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { assertPolicyFor } from '../cancellation-policies/usable-policy.js'
import { notFound } from '../../lib/errors.js'
import { minutesOf, placeOf, writeChildren } from '../supplier-tours/supplier-tours.service.js'
import { readClassification } from '../supplier-tours/tour-classification.js'
import { readSeasons } from '../supplier-tours/tour-seasons.js'
import { readTourTexts } from '../supplier-tours/tour-texts.js'
import { productsOfKind } from './product-listing.js'
import { checkSupplier } from './suppliers.js'
import { assertCurrencyOffered } from '../currencies/currencies.service.js'

export const PRODUCT_NOT_FOUND = 'Product not found'

const CODE_PREFIX: Readonly<Record<AdminProductKind, string>> = {
  rental: 'REN',
  restaurant: 'RES',
  attraction: 'ATT',
}

/** A product of the kind, or 404 (a rental's id asked as a restaurant is not found either). */
export async function getProduct(db: DB, kind: AdminProductKind, id: number): Promise<ProductRecord> {
  const row = await productsOfKind(db, kind)
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .where('s.id', '=', id)
    .selectAll('s')
    .select('u.name as supplier_name')
    .executeTakeFirst()
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
  // Tags, tax and seasons have no tab here yet, but travel with the record so a save keeps them.
  const [texts, classification, seasons] = await Promise.all([
    readTourTexts(db, id),
    readClassification(db, id),
    readSeasons(db, id),
  ])
  const duration = durationOfMinutes(row.duration_minutes ?? 0)
  return {
    id: row.id,
    status: row.status as Status,
    is_private: row.is_private,
    product_code: row.product_code,
    supplier_user_id: row.supplier_user_id,
    supplier_name: row.supplier_name,
    location_id: row.location_id ?? 0,
    address: row.address,
    currency_code: row.currency_code,
    duration: { days: duration.days ?? null, hours: duration.hours, minutes: duration.minutes },
    min_booking: row.min_booking,
    ...classification,
    tax_category_id: row.tax_category_id,
    prices_include_tax: row.prices_include_tax,
    cancellation_policy_id: row.cancellation_policy_id,
    seasons,
    texts,
    details: row.details as ProductRecord['details'],
    lowest_price: row.lowest_price === null ? null : Number(row.lowest_price),
    updated_at: new Date(row.updated_at).toISOString(),
  } as ProductRecord
}

function columnsOf(kind: AdminProductKind, values: ProductValues, place: { lat: number; lng: number }) {
  return {
    service_type: SERVICE_TYPE_OF_KIND[kind],
    supplier_user_id: values.supplier_user_id,
    location_id: values.location_id,
    address: values.address,
    lat: place.lat,
    lng: place.lng,
    currency_code: values.currency_code,
    duration_minutes: minutesOf(values.duration),
    min_booking: values.min_booking,
    details: JSON.stringify(values.details),
    tax_category_id: values.tax_category_id,
    prices_include_tax: values.prices_include_tax,
    ...(values.cancellation_policy_id === undefined
      ? {}
      : { cancellation_policy_id: values.cancellation_policy_id }),
  }
}

/** A new product of the chosen supplier starts inactive, as a supplier's own activity does. */
export async function createProduct(db: DB, kind: AdminProductKind, values: ProductValues) {
  await checkSupplier(db, values.supplier_user_id)
  await assertCurrencyOffered(db, values.currency_code)
  await assertPolicyFor(db, values.supplier_user_id, values.cancellation_policy_id)
  const place = await placeOf(db, values)
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('service')
      .values({
        ...columnsOf(kind, values, place),
        product_type: null,
        status: Status.Inactive,
        images: '[]',
        product_code: `${CODE_PREFIX[kind]}-${randomBytes(4).toString('hex').toUpperCase()}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await writeChildren(trx, id, values, place.name)
    return id
  })
  return getProduct(db, kind, id)
}

export async function updateProduct(db: DB, kind: AdminProductKind, id: number, values: ProductValues) {
  const saved = await getProduct(db, kind, id)
  await checkSupplier(db, values.supplier_user_id)
  await assertCurrencyOffered(db, values.currency_code, saved.currency_code)
  await assertPolicyFor(db, values.supplier_user_id, values.cancellation_policy_id)
  const place = await placeOf(db, values)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('service')
      .set({ ...columnsOf(kind, values, place), updated_at: new Date() })
      .where('id', '=', id)
      .where('service_type', '=', SERVICE_TYPE_OF_KIND[kind])
      .execute()
    await writeChildren(trx, id, values, place.name)
  })
  return getProduct(db, kind, id)
}

export async function updateProductStatus(db: DB, kind: AdminProductKind, id: number, status: Status) {
  const updated = await db
    .updateTable('service')
    .set({ status, updated_at: new Date() })
    .where('id', '=', id)
    .where('service_type', '=', SERVICE_TYPE_OF_KIND[kind])
    .returning(['id', 'status', 'is_private'])
    .executeTakeFirst()
  if (!updated) throw notFound(PRODUCT_NOT_FOUND)
  return { id: updated.id, status: updated.status as Status, is_private: updated.is_private }
}
