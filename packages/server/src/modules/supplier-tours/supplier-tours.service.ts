import { randomBytes } from 'node:crypto'
import {
  durationOfMinutes,
  MESSAGES,
  ProductType,
  ServiceType,
  Status,
  TOUR_SERVICE_TYPES,
  type TourRecord,
  type TourValues,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { checkTourImages, noImages, tourImagesOf } from './tour-images.js'
import { ownTours } from './tour-listing.js'
import { readTourTexts, writeTourTexts } from './tour-texts.js'

export const TOUR_NOT_FOUND = 'Activity not found'

const minutesOf = ({ days, hours, minutes }: TourValues['duration']) =>
  (days ?? 0) * 1440 + hours * 60 + minutes

/** The activity of this supplier, or 404: another supplier's activity is as unknown as a missing one. */
export async function getTour(db: DB, supplierId: number, id: number): Promise<TourRecord> {
  const tour = await ownTours(db, supplierId).where('s.id', '=', id).selectAll('s').executeTakeFirst()
  if (!tour) throw notFound(TOUR_NOT_FOUND)
  const [texts, categories] = await Promise.all([
    readTourTexts(db, id),
    db.selectFrom('service_category').select('category_id').where('service_id', '=', id).execute(),
  ])
  const duration = durationOfMinutes(tour.duration_minutes ?? 0)
  return {
    id: tour.id,
    status: tour.status as TourRecord['status'],
    is_private: tour.is_private,
    product_code: tour.product_code,
    service_type: tour.service_type as TourRecord['service_type'],
    location_id: tour.location_id ?? 0,
    address: tour.address,
    currency_code: tour.currency_code,
    duration: { days: duration.days ?? null, hours: duration.hours, minutes: duration.minutes },
    min_booking: tour.min_booking,
    category_ids: categories.map((row) => row.category_id).sort((a, b) => a - b),
    texts,
    images: tourImagesOf(tour.images),
    lowest_price: tour.lowest_price === null ? null : Number(tour.lowest_price),
    updated_at: new Date(tour.updated_at).toISOString(),
  }
}

/** Checks what the body points at; an unknown location or category is the field's 400, never a 500. */
async function placeOf(db: DB, supplierId: number, values: TourValues) {
  if (values.images) await checkTourImages(db, supplierId, values.images)
  const location = await db
    .selectFrom('location')
    .select(['lat', 'lng', 'name'])
    .where('id', '=', values.location_id)
    .executeTakeFirst()
  if (!location) {
    throw badRequest('location_id: Please select location', [
      { path: 'location_id', message: 'Please select location' },
    ])
  }
  if (values.category_ids.length > 0) {
    const found = await db
      .selectFrom('category')
      .select('id')
      .where('id', 'in', values.category_ids)
      .execute()
    const missing = values.category_ids.find((id) => !found.some((row) => row.id === id))
    if (missing !== undefined) {
      const message = `Unknown category ${missing}`
      throw badRequest(`category_ids: ${message}`, [{ path: 'category_ids', message }])
    }
  }
  return location
}

function columnsOf(values: TourValues, place: { lat: number; lng: number }) {
  return {
    ...(values.images ? { images: JSON.stringify(values.images) } : {}),
    service_type: values.service_type,
    product_type: values.service_type === ServiceType.Events ? ProductType.Event : ProductType.Tour,
    location_id: values.location_id,
    address: values.address,
    lat: place.lat,
    lng: place.lng,
    currency_code: values.currency_code,
    duration_minutes: minutesOf(values.duration),
    min_booking: values.min_booking,
  }
}

async function writeChildren(trx: DB, id: number, values: TourValues, placeNames: Record<string, string>) {
  await writeTourTexts(trx, id, values.texts, placeNames)
  await trx.deleteFrom('service_category').where('service_id', '=', id).execute()
  if (values.category_ids.length > 0) {
    await trx
      .insertInto('service_category')
      .values(values.category_ids.map((category_id) => ({ service_id: id, category_id })))
      .execute()
  }
}

/** A new activity starts inactive: it reaches the storefront when its supplier publishes it. */
export async function createTour(db: DB, supplierId: number, values: TourValues): Promise<TourRecord> {
  const place = await placeOf(db, supplierId, values)
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('service')
      .values({
        ...columnsOf(values, place),
        images: JSON.stringify(values.images ?? []),
        supplier_user_id: supplierId,
        status: Status.Inactive,
        product_code: `ACT-${randomBytes(4).toString('hex').toUpperCase()}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await writeChildren(trx, id, values, place.name)
    return id
  })
  return getTour(db, supplierId, id)
}

export async function updateTour(db: DB, supplierId: number, id: number, values: TourValues) {
  const saved = await getTour(db, supplierId, id)
  // An active activity is on sale: it keeps at least the one picture its cards show.
  if (saved.status === Status.Active && values.images?.length === 0) throw noImages()
  const place = await placeOf(db, supplierId, values)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('service')
      .set({ ...columnsOf(values, place), updated_at: new Date() })
      .where('id', '=', id)
      .where('supplier_user_id', '=', supplierId)
      .execute()
    await writeChildren(trx, id, values, place.name)
  })
  return getTour(db, supplierId, id)
}

/** Sets one column of the supplier's own activity; 404 when the activity is not theirs. */
async function setTourColumn(
  db: DB,
  supplierId: number,
  id: number,
  column: { status: Status } | { is_private: boolean },
) {
  const updated = await db
    .updateTable('service')
    .set({ ...column, updated_at: new Date() })
    .where('id', '=', id)
    .where('supplier_user_id', '=', supplierId)
    .where('service_type', 'in', [...TOUR_SERVICE_TYPES])
    .returning(['id', 'status', 'is_private'])
    .executeTakeFirst()
  if (!updated) throw notFound(TOUR_NOT_FOUND)
  return { id: updated.id, status: updated.status as Status, is_private: updated.is_private }
}

/** An activity goes on sale (Active) only with at least one picture, which its cards show. */
export async function updateTourStatus(db: DB, supplierId: number, id: number, status: Status) {
  if (status === Status.Active) {
    const tour = await getTour(db, supplierId, id)
    if (tour.images.length === 0) throw new ApiError(409, MESSAGES.imageRequired, noImages().errors)
  }
  return setTourColumn(db, supplierId, id, { status })
}

export const updateTourPrivacy = (db: DB, supplierId: number, id: number, isPrivate: boolean) =>
  setTourColumn(db, supplierId, id, { is_private: isPrivate })
