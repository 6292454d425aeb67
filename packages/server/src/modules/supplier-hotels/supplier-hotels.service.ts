import { randomBytes } from 'node:crypto'
import { MESSAGES, ServiceType, Status, type HotelRecord, type HotelValues } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { checkTourImages, noImages, tourImagesOf } from '../supplier-tours/tour-images.js'
import { readTourTexts, writeTourTexts } from '../supplier-tours/tour-texts.js'
import { ownHotels } from './hotel-listing.js'
import { assertCurrencyOffered } from '../currencies/currencies.service.js'

export const HOTEL_NOT_FOUND = 'Hotel not found'

const fieldError = (path: string, message: string) => badRequest(`${path}: ${message}`, [{ path, message }])

/** The hotel of this supplier, or 404: another supplier's hotel is as unknown as a missing one. */
export async function getHotel(db: DB, supplierId: number, id: number): Promise<HotelRecord> {
  const hotel = await ownHotels(db, supplierId).where('s.id', '=', id).selectAll('s').executeTakeFirst()
  if (!hotel) throw notFound(HOTEL_NOT_FOUND)
  const [texts, features] = await Promise.all([
    readTourTexts(db, id),
    db
      .selectFrom('service_feature')
      .select('feature_id')
      .where('service_id', '=', id)
      .orderBy('feature_id')
      .execute(),
  ])
  const details = (hotel.details ?? {}) as { star_rating?: number | null }
  return {
    id: hotel.id,
    status: hotel.status as HotelRecord['status'],
    product_code: hotel.product_code,
    location_id: hotel.location_id ?? 0,
    address: hotel.address,
    lat: hotel.lat,
    lng: hotel.lng,
    currency_code: hotel.currency_code,
    star_rating: details.star_rating ?? null,
    checkin_time: hotel.checkin_time?.slice(0, 5) ?? null,
    checkout_time: hotel.checkout_time?.slice(0, 5) ?? null,
    feature_ids: features.map((row) => row.feature_id),
    cancellation_policy_id: hotel.cancellation_policy_id,
    channel_manager_id: hotel.channel_manager_id,
    external_product_code: hotel.external_product_code,
    texts,
    images: tourImagesOf(hotel.images),
    lowest_price: hotel.lowest_price === null ? null : Number(hotel.lowest_price),
    updated_at: new Date(hotel.updated_at).toISOString(),
  }
}

/** A policy the supplier may use: one of their own or one the marketplace offers everyone. */
export async function assertUsablePolicy(db: DB, supplierId: number, policyId: number | null, path: string) {
  if (policyId === null) return
  const policy = await db
    .selectFrom('cancellation_policy')
    .select('id')
    .where('id', '=', policyId)
    .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', supplierId)]))
    .executeTakeFirst()
  if (!policy) throw fieldError(path, MESSAGES.hotelPolicyUnknown)
}

/**
 * Checks what the body points at, each a 400 on its field: the location, features, policy, channel
 * manager, and a product code this supplier does not already use with that channel manager.
 */
async function checkReferences(db: DB, supplierId: number, values: HotelValues, hotelId: number | null) {
  const location = await db
    .selectFrom('location')
    .select(['lat', 'lng', 'name'])
    .where('id', '=', values.location_id)
    .executeTakeFirst()
  if (!location) throw fieldError('location_id', MESSAGES.locationRequired)
  if (values.feature_ids.length > 0) {
    const known = await db.selectFrom('feature').select('id').where('id', 'in', values.feature_ids).execute()
    if (known.length !== new Set(values.feature_ids).size)
      throw fieldError('feature_ids', MESSAGES.hotelFeatureUnknown)
  }
  await assertUsablePolicy(db, supplierId, values.cancellation_policy_id, 'cancellation_policy_id')
  if (values.channel_manager_id !== null) {
    const manager = await db
      .selectFrom('channel_manager')
      .select('id')
      .where('id', '=', values.channel_manager_id)
      .executeTakeFirst()
    if (!manager) throw fieldError('channel_manager_id', MESSAGES.channelManagerUnknown)
    let taken = db
      .selectFrom('service')
      .select('id')
      .where('supplier_user_id', '=', supplierId)
      .where('channel_manager_id', '=', values.channel_manager_id)
      .where(sql<boolean>`lower(external_product_code) = lower(${values.external_product_code})`)
    if (hotelId !== null) taken = taken.where('id', '<>', hotelId)
    if (await taken.executeTakeFirst())
      throw fieldError('external_product_code', MESSAGES.hotelProductCodeTaken)
  }
  if (values.images) await checkTourImages(db, supplierId, values.images)
  return location
}

function columnsOf(values: HotelValues, location: { lat: number; lng: number }) {
  return {
    ...(values.images ? { images: JSON.stringify(values.images) } : {}),
    location_id: values.location_id,
    address: values.address,
    lat: values.lat ?? location.lat,
    lng: values.lng ?? location.lng,
    currency_code: values.currency_code,
    checkin_time: values.checkin_time,
    checkout_time: values.checkout_time,
    cancellation_policy_id: values.cancellation_policy_id,
    channel_manager_id: values.channel_manager_id,
    external_product_code: values.external_product_code,
    details: JSON.stringify({ star_rating: values.star_rating }),
  }
}

async function writeChildren(trx: DB, id: number, values: HotelValues, placeNames: Record<string, string>) {
  await writeTourTexts(trx, id, values.texts, placeNames)
  await trx.deleteFrom('service_feature').where('service_id', '=', id).execute()
  const featureIds = [...new Set(values.feature_ids)]
  if (featureIds.length > 0)
    await trx
      .insertInto('service_feature')
      .values(featureIds.map((feature_id) => ({ service_id: id, feature_id })))
      .execute()
}

/** A new hotel starts inactive: it reaches the storefront when its supplier sets it Active. */
export async function createHotel(db: DB, supplierId: number, values: HotelValues) {
  await assertCurrencyOffered(db, values.currency_code)
  const location = await checkReferences(db, supplierId, values, null)
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('service')
      .values({
        ...columnsOf(values, location),
        images: JSON.stringify(values.images ?? []),
        supplier_user_id: supplierId,
        service_type: ServiceType.Hotels,
        status: Status.Inactive,
        product_code: `HTL-${randomBytes(4).toString('hex').toUpperCase()}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await writeChildren(trx, id, values, location.name)
    return id
  })
  return getHotel(db, supplierId, id)
}

export async function updateHotel(db: DB, supplierId: number, id: number, values: HotelValues) {
  const saved = await getHotel(db, supplierId, id)
  // An active hotel is on sale: it keeps at least the one picture its cards show.
  if (saved.status === Status.Active && values.images?.length === 0) throw noImages()
  await assertCurrencyOffered(db, values.currency_code, saved.currency_code)
  const location = await checkReferences(db, supplierId, values, id)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('service')
      .set({ ...columnsOf(values, location), updated_at: new Date() })
      .where('id', '=', id)
      .where('supplier_user_id', '=', supplierId)
      .execute()
    await writeChildren(trx, id, values, location.name)
  })
  return getHotel(db, supplierId, id)
}

/** A hotel goes on sale (Active) only with at least one picture, which its cards show. */
export async function updateHotelStatus(db: DB, supplierId: number, id: number, status: Status) {
  const hotel = await getHotel(db, supplierId, id)
  if (status === Status.Active && hotel.images.length === 0)
    throw new ApiError(409, MESSAGES.imageRequired, noImages().errors)
  await db
    .updateTable('service')
    .set({ status, updated_at: new Date() })
    .where('id', '=', id)
    .where('supplier_user_id', '=', supplierId)
    .execute()
  return { id, status, is_private: false }
}

/** The lowest nightly price from today on, which the storefront's cards show as "from". */
export async function refreshLowestPrice(db: DB, hotelId: number) {
  await sql`
    update service set lowest_price = (
      select min(d.price) from rate_plan_day d
      join rate_plan rp on rp.id = d.rate_plan_id
      join room_type rt on rt.id = rp.room_type_id
      where rt.service_id = ${hotelId} and d.date >= current_date
    ) where id = ${hotelId}
  `.execute(db)
}
