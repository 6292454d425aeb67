import {
  hotelDerivedPrice,
  MESSAGES,
  type HotelPriceRule,
  type HotelRatePlanRecord,
  type HotelRatePlanValues,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { assertOwnHotel, ownRoomTypes } from './hotel-rooms.service.js'
import { assertUsablePolicy, refreshLowestPrice } from './supplier-hotels.service.js'

export const RATE_PLAN_NOT_FOUND = 'Rate plan not found'

const fieldError = (path: string, message: string) => badRequest(`${path}: ${message}`, [{ path, message }])

/** The supplier's own rate plans, through their room type's hotel. */
const ownRatePlans = (db: DB, supplierId: number) =>
  ownRoomTypes(db, supplierId)
    .innerJoin('rate_plan as rp', 'rp.room_type_id', 'rt.id')
    .select([
      'rp.id',
      'rt.service_id',
      'rp.room_type_id',
      'rp.title',
      'rp.meal_plan',
      'rp.cancellation_policy_id',
      'rp.parent_rate_plan_id',
      'rp.price_rule_type',
      'rp.price_rule_value',
      'rp.connected',
    ])

type PlanRow = Awaited<ReturnType<ReturnType<typeof ownRatePlans>['executeTakeFirstOrThrow']>>

const recordOf = (row: PlanRow): HotelRatePlanRecord => ({
  id: row.id,
  hotel_id: row.service_id,
  room_type_id: row.room_type_id,
  title: row.title,
  meal_plan: row.meal_plan,
  cancellation_policy_id: row.cancellation_policy_id,
  parent_rate_plan_id: row.parent_rate_plan_id,
  price_rule:
    row.price_rule_type === null
      ? null
      : ({ type: row.price_rule_type, value: Number(row.price_rule_value) } as HotelPriceRule),
  connected: row.connected,
})

export async function listRatePlans(db: DB, supplierId: number, hotelId: number) {
  await assertOwnHotel(db, supplierId, hotelId)
  const rows = await ownRatePlans(db, supplierId)
    .where('rt.service_id', '=', hotelId)
    .orderBy('rt.position')
    .orderBy('rp.position')
    .orderBy('rp.id')
    .execute()
  return { data: rows.map(recordOf), total: rows.length }
}

export async function getRatePlan(db: DB, supplierId: number, id: number) {
  const row = await ownRatePlans(db, supplierId).where('rp.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(RATE_PLAN_NOT_FOUND)
  return recordOf(row)
}

/**
 * What the schema cannot check, each a 400 on its field: the room type is one of this hotel's
 * (another supplier's is as unknown as none), the policy is usable, and a parent is a plan of the
 * same room type that is itself not connected: a chain or a loop would leave no price to derive from.
 */
async function checkPlan(
  db: DB,
  supplierId: number,
  hotelId: number,
  values: HotelRatePlanValues,
  id: number | null,
) {
  const room = await ownRoomTypes(db, supplierId)
    .select('rt.id')
    .where('rt.id', '=', values.room_type_id)
    .where('rt.service_id', '=', hotelId)
    .executeTakeFirst()
  if (!room) throw fieldError('room_type_id', MESSAGES.hotelRoomTypeUnknown)
  await assertUsablePolicy(db, supplierId, values.cancellation_policy_id, 'cancellation_policy_id')
  if (values.parent_rate_plan_id === null) return
  if (values.parent_rate_plan_id === id) throw fieldError('parent_rate_plan_id', MESSAGES.hotelParentCircular)
  const parent = await db
    .selectFrom('rate_plan')
    .select(['id', 'room_type_id', 'parent_rate_plan_id'])
    .where('id', '=', values.parent_rate_plan_id)
    .where('room_type_id', '=', values.room_type_id)
    .executeTakeFirst()
  if (!parent) throw fieldError('parent_rate_plan_id', MESSAGES.hotelParentRequired)
  if (parent.parent_rate_plan_id !== null)
    throw fieldError('parent_rate_plan_id', MESSAGES.hotelParentCircular)
  if (id !== null) {
    const child = await db
      .selectFrom('rate_plan')
      .select('id')
      .where('parent_rate_plan_id', '=', id)
      .executeTakeFirst()
    if (child) throw fieldError('parent_rate_plan_id', MESSAGES.hotelParentCircular)
  }
}

const columnsOf = (values: HotelRatePlanValues) => ({
  room_type_id: values.room_type_id,
  title: JSON.stringify(values.title),
  meal_plan: values.meal_plan,
  cancellation_policy_id: values.cancellation_policy_id,
  parent_rate_plan_id: values.parent_rate_plan_id,
  price_rule_type: values.price_rule?.type ?? null,
  price_rule_value: values.price_rule?.value ?? null,
  connected: values.parent_rate_plan_id !== null,
})

/**
 * Gives each connected plan of a parent the parent's nights from today on: its price by the rule,
 * the same restrictions. Call it after changing a parent's nights (the calendar) too.
 */
export async function syncConnectedRatePlans(trx: DB, parentId: number) {
  const children = await trx
    .selectFrom('rate_plan')
    .select(['id', 'price_rule_type', 'price_rule_value'])
    .where('parent_rate_plan_id', '=', parentId)
    .execute()
  if (children.length === 0) return
  const nights = await trx
    .selectFrom('rate_plan_day')
    .selectAll()
    .where('rate_plan_id', '=', parentId)
    .where('date', '>=', sql<string>`current_date`)
    .execute()
  for (const child of children) {
    const rule = { type: child.price_rule_type, value: Number(child.price_rule_value) } as HotelPriceRule
    await trx
      .deleteFrom('rate_plan_day')
      .where('rate_plan_id', '=', child.id)
      .where('date', '>=', sql<string>`current_date`)
      .execute()
    if (nights.length > 0)
      await trx
        .insertInto('rate_plan_day')
        .values(
          nights.map((night) => ({
            ...night,
            rate_plan_id: child.id,
            price: hotelDerivedPrice(Number(night.price), rule),
          })),
        )
        .execute()
  }
}

export async function createRatePlan(
  db: DB,
  supplierId: number,
  hotelId: number,
  values: HotelRatePlanValues,
) {
  await assertOwnHotel(db, supplierId, hotelId)
  await checkPlan(db, supplierId, hotelId, values, null)
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('rate_plan')
      .values({
        ...columnsOf(values),
        position: sql<number>`(select coalesce(max(position), 0) + 1 from rate_plan where room_type_id = ${values.room_type_id})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (values.parent_rate_plan_id !== null) await syncConnectedRatePlans(trx, values.parent_rate_plan_id)
    return id
  })
  await refreshLowestPrice(db, hotelId)
  return getRatePlan(db, supplierId, id)
}

export async function updateRatePlan(db: DB, supplierId: number, id: number, values: HotelRatePlanValues) {
  const saved = await getRatePlan(db, supplierId, id)
  await checkPlan(db, supplierId, saved.hotel_id, values, id)
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('rate_plan').set(columnsOf(values)).where('id', '=', id).execute()
    if (values.parent_rate_plan_id !== null) await syncConnectedRatePlans(trx, values.parent_rate_plan_id)
  })
  await refreshLowestPrice(db, saved.hotel_id)
  return getRatePlan(db, supplierId, id)
}

/** A plan that guests have booked stays, and so does a parent until its connected plans are gone. */
export async function deleteRatePlan(db: DB, supplierId: number, id: number) {
  const plan = await getRatePlan(db, supplierId, id)
  const booked = await db
    .selectFrom('reservation_room')
    .select('id')
    .where('rate_plan_id', '=', id)
    .executeTakeFirst()
  if (booked) throw new ApiError(409, MESSAGES.hotelRatePlanBooked)
  const child = await db
    .selectFrom('rate_plan')
    .select('id')
    .where('parent_rate_plan_id', '=', id)
    .executeTakeFirst()
  if (child) throw new ApiError(409, MESSAGES.hotelRatePlanHasConnected)
  await db.deleteFrom('rate_plan').where('id', '=', id).execute()
  await refreshLowestPrice(db, plan.hotel_id)
  return plan
}
