import {
  MESSAGES,
  Status,
  type FeatureChoice,
  type Locale,
  type RecommendableProduct,
  type SpecialInstructionRecord,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { badRequest } from '../../lib/errors.js'
import { serviceNameIn } from '../catalogue/service-words.js'
import { translate } from '../catalogue/translate.js'
import { ownTour } from './own-tour.js'

/** Every feature an activity can offer, named in the asked language (else English). */
export async function allFeatures(db: DB, locale: Locale): Promise<FeatureChoice[]> {
  const rows = await db
    .selectFrom('feature')
    .select(['id', 'name', 'icon', 'most_popular'])
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ ...row, name: translate(row.name, locale) }))
}

export async function getFeatures(db: DB, supplierId: number, tourId: number) {
  await ownTour(db, supplierId, tourId)
  const rows = await db
    .selectFrom('service_feature')
    .select('feature_id')
    .where('service_id', '=', tourId)
    .orderBy('feature_id')
    .execute()
  return { id: tourId, feature_ids: rows.map((row) => row.feature_id) }
}

export async function setFeatures(db: DB, supplierId: number, tourId: number, featureIds: number[]) {
  await ownTour(db, supplierId, tourId)
  if (featureIds.length) {
    const known = await db.selectFrom('feature').select('id').where('id', 'in', featureIds).execute()
    const index = featureIds.findIndex((id) => !known.some((row) => row.id === id))
    if (index >= 0) {
      const path = `feature_ids.${index}`
      throw badRequest(`${path}: ${MESSAGES.featureNotFound}`, [{ path, message: MESSAGES.featureNotFound }])
    }
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('service_feature').where('service_id', '=', tourId).execute()
    if (featureIds.length)
      await trx
        .insertInto('service_feature')
        .values(featureIds.map((feature_id) => ({ service_id: tourId, feature_id })))
        .execute()
  })
  return getFeatures(db, supplierId, tourId)
}

export async function getSpecialInstruction(db: DB, supplierId: number, tourId: number) {
  const tour = await ownTour(db, supplierId, tourId)
  return { id: tourId, texts: tour.special_instruction } as SpecialInstructionRecord
}

export async function setSpecialInstruction(
  db: DB,
  supplierId: number,
  tourId: number,
  texts: Record<string, string>,
) {
  await ownTour(db, supplierId, tourId)
  await db
    .updateTable('service')
    .set({ special_instruction: JSON.stringify(texts) })
    .where('id', '=', tourId)
    .execute()
  return getSpecialInstruction(db, supplierId, tourId)
}

/** What an activity may recommend: the supplier's other products, and any active public one. */
export async function recommendable(
  db: DB,
  supplierId: number,
  tourId: number,
  locale: Locale,
): Promise<RecommendableProduct[]> {
  await ownTour(db, supplierId, tourId)
  const rows = await db
    .selectFrom('service as s')
    .select(['s.id', 's.product_code', serviceNameIn(locale).as('name')])
    .select(sql<boolean>`s.supplier_user_id = ${supplierId}`.as('own'))
    .where('s.id', '<>', tourId)
    .where((eb) =>
      eb.or([
        eb('s.supplier_user_id', '=', supplierId),
        eb.and([eb('s.status', '=', Status.Active), eb('s.is_private', '=', false)]),
      ]),
    )
    .orderBy(sql`s.supplier_user_id = ${supplierId}`, 'desc')
    .orderBy('name')
    .limit(1000)
    .execute()
  return rows
}

export async function getRecommendations(db: DB, supplierId: number, tourId: number) {
  await ownTour(db, supplierId, tourId)
  const rows = await db
    .selectFrom('service_recommendation')
    .select('recommended_service_id')
    .where('service_id', '=', tourId)
    .orderBy('position')
    .execute()
  return { id: tourId, service_ids: rows.map((row) => row.recommended_service_id) }
}

export async function setRecommendations(db: DB, supplierId: number, tourId: number, serviceIds: number[]) {
  await ownTour(db, supplierId, tourId)
  const allowed = serviceIds.length
    ? await db
        .selectFrom('service as s')
        .select('s.id')
        .where('s.id', 'in', serviceIds)
        .where('s.id', '<>', tourId)
        .where((eb) =>
          eb.or([
            eb('s.supplier_user_id', '=', supplierId),
            eb.and([eb('s.status', '=', Status.Active), eb('s.is_private', '=', false)]),
          ]),
        )
        .execute()
    : []
  const index = serviceIds.findIndex((id) => !allowed.some((row) => row.id === id))
  if (index >= 0) {
    const path = `service_ids.${index}`
    const message = MESSAGES.productNotRecommendable
    throw badRequest(`${path}: ${message}`, [{ path, message }])
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('service_recommendation').where('service_id', '=', tourId).execute()
    if (serviceIds.length)
      await trx
        .insertInto('service_recommendation')
        .values(
          serviceIds.map((id, position) => ({ service_id: tourId, recommended_service_id: id, position })),
        )
        .execute()
  })
  return getRecommendations(db, supplierId, tourId)
}
