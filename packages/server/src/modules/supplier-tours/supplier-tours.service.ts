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
import { assertPolicyFor } from '../cancellation-policies/usable-policy.js'
import { checkTourImages, noImages, tourImagesOf } from './tour-images.js'
import { ownTours } from './tour-listing.js'
import { assertKnownClassifiers, readClassification, writeClassification } from './tour-classification.js'
import { readSeasons, writeSeasons } from './tour-seasons.js'
import { readTourTexts, writeTourTexts } from './tour-texts.js'
import { assertCurrencyOffered } from '../currencies/currencies.service.js'

export const TOUR_NOT_FOUND = 'Activity not found'

export const minutesOf = ({ days, hours, minutes }: TourValues['duration']) =>
  (days ?? 0) * 1440 + hours * 60 + minutes

/** The activity of this supplier, or 404: another supplier's activity is as unknown as a missing one. */
export async function getTour(db: DB, supplierId: number, id: number): Promise<TourRecord> {
  const tour = await ownTours(db, supplierId).where('s.id', '=', id).selectAll('s').executeTakeFirst()
  if (!tour) throw notFound(TOUR_NOT_FOUND)
  const [texts, classification, seasons] = await Promise.all([
    readTourTexts(db, id),
    readClassification(db, id),
    readSeasons(db, id),
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
    ...classification,
    tax_category_id: tour.tax_category_id,
    prices_include_tax: tour.prices_include_tax,
    seasons,
    texts,
    images: tourImagesOf(tour.images),
    cancellation_policy_id: tour.cancellation_policy_id,
    lowest_price: tour.lowest_price === null ? null : Number(tour.lowest_price),
    updated_at: new Date(tour.updated_at).toISOString(),
  }
}

/** Checks what the body points at; an unknown location, tag or category is the field's 400, never a 500. */
export async function placeOf(
  db: DB,
  values: Pick<TourValues, 'location_id' | 'category_ids' | 'tag_ids' | 'tax_category_id'>,
) {
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
  await assertKnownClassifiers(db, values)
  return location
}

function columnsOf(values: TourValues, place: { lat: number; lng: number }) {
  return {
    ...(values.images ? { images: JSON.stringify(values.images) } : {}),
    ...(values.cancellation_policy_id === undefined
      ? {}
      : { cancellation_policy_id: values.cancellation_policy_id }),
    service_type: values.service_type,
    product_type: values.service_type === ServiceType.Events ? ProductType.Event : ProductType.Tour,
    location_id: values.location_id,
    address: values.address,
    lat: place.lat,
    lng: place.lng,
    currency_code: values.currency_code,
    duration_minutes: minutesOf(values.duration),
    min_booking: values.min_booking,
    tax_category_id: values.tax_category_id,
    prices_include_tax: values.prices_include_tax,
  }
}

export async function writeChildren(
  trx: DB,
  id: number,
  values: Pick<TourValues, 'texts' | 'category_ids' | 'tag_ids' | 'tax_category_id' | 'seasons'>,
  placeNames: Record<string, string>,
) {
  await writeTourTexts(trx, id, values.texts, placeNames)
  await writeClassification(trx, id, values)
  await writeSeasons(trx, id, values.seasons)
}

/** A new activity starts inactive: it reaches the storefront when its supplier publishes it. */
export async function createTour(db: DB, supplierId: number, values: TourValues): Promise<TourRecord> {
  await assertCurrencyOffered(db, values.currency_code)
  if (values.images) await checkTourImages(db, supplierId, values.images)
  await assertPolicyFor(db, supplierId, values.cancellation_policy_id)
  const place = await placeOf(db, values)
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
  await assertCurrencyOffered(db, values.currency_code, saved.currency_code)
  if (values.images) await checkTourImages(db, supplierId, values.images)
  await assertPolicyFor(db, supplierId, values.cancellation_policy_id)
  const place = await placeOf(db, values)
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

/** The periods in which the supplier's own activity is sold; 404 when it is not theirs. */
export async function getTourSeasonal(db: DB, supplierId: number, id: number) {
  const tour = await ownTours(db, supplierId).where('s.id', '=', id).select('s.id').executeTakeFirst()
  if (!tour) throw notFound(TOUR_NOT_FOUND)
  return { id: tour.id, seasons: await readSeasons(db, id) }
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
