import {
  MESSAGES,
  Status,
  type DestinationBoxValues,
  type DestinationBoxRecord,
  type DestinationChoice,
  type DestinationItem,
  type Locale,
} from '@jaunt/domain'
import { sql, type Selectable } from 'kysely'
import type { DB } from '../../db/database.js'
import type { DestinationBoxTable } from '../../db/schema.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { translate } from '../catalogue/translate.js'
import { ownTour } from '../tour-settings/own-tour.js'
import { serviceNameIn } from '../catalogue/service-words.js'

export const DESTINATION_SORT_FIELDS = ['id', 'slug', 'name', 'items'] as const
type SortField = (typeof DESTINATION_SORT_FIELDS)[number]

interface ListQuery {
  q?: string
  range: [number, number]
  sort: { field: SortField; order: 'ASC' | 'DESC' }
}

const itemCount = sql<number>`(select count(*)::int from destination_box_service i where i.box_id = b.id)`

/** The boxes, one page of them, with their slider's products; `q` looks in the slug and every name. */
export async function listBoxes(db: DB, query: ListQuery, locale: Locale) {
  let boxes = db.selectFrom('destination_box as b')
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    boxes = boxes.where((eb) => eb.or([eb('b.slug', 'ilike', like), eb(sql`b.name::text`, 'ilike', like)]))
  }
  const { total } = await boxes.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const order = query.sort.order === 'DESC' ? 'desc' : 'asc'
  const sortBy = {
    id: sql`b.id`,
    slug: sql`b.slug`,
    name: sql`coalesce(b.name->>${locale}, b.name->>'en')`,
    items: itemCount,
  }[query.sort.field]
  const [first, last] = query.range
  const rows = await boxes
    .selectAll('b')
    .orderBy(sortBy, order)
    .orderBy('b.id')
    .offset(first)
    .limit(last - first + 1)
    .execute()
  return { data: await withItems(db, rows, locale), total: Number(total) }
}

export async function getBox(db: DB, id: number, locale: Locale): Promise<DestinationBoxRecord> {
  const box = await db.selectFrom('destination_box').selectAll().where('id', '=', id).executeTakeFirst()
  if (!box) throw notFound(MESSAGES.destinationBoxNotFound)
  return (await withItems(db, [box], locale))[0]!
}

/** The boxes as records, the products of all their sliders read in one query. */
async function withItems(db: DB, boxes: Selectable<DestinationBoxTable>[], locale: Locale) {
  const items = boxes.length
    ? await db
        .selectFrom('destination_box_service as i')
        .innerJoin('service as s', 's.id', 'i.service_id')
        .select(['i.box_id', 's.id', 's.product_code', serviceNameIn(locale).as('name')])
        .where(
          'i.box_id',
          'in',
          boxes.map((box) => box.id),
        )
        .orderBy('i.position')
        .execute()
    : []
  return boxes.map((box): DestinationBoxRecord => {
    const own = items.filter((item) => item.box_id === box.id).map(({ box_id: _box, ...item }) => item)
    return {
      id: box.id,
      slug: box.slug,
      name: box.name,
      image_url: box.image_url,
      service_ids: own.map((item) => item.id),
      items: own,
    }
  })
}

const slugTaken = () =>
  new ApiError(409, MESSAGES.destinationSlugTaken, [{ path: 'slug', message: MESSAGES.destinationSlugTaken }])

async function checkSlugFree(db: DB, slug: string, exceptId?: number) {
  let taken = db.selectFrom('destination_box').select('id').where('slug', '=', slug)
  if (exceptId !== undefined) taken = taken.where('id', '<>', exceptId)
  if (await taken.executeTakeFirst()) throw slugTaken()
}

async function checkProducts(db: DB, serviceIds: number[]) {
  if (!serviceIds.length) return
  const known = await db.selectFrom('service').select('id').where('id', 'in', serviceIds).execute()
  const index = serviceIds.findIndex((id) => !known.some((row) => row.id === id))
  if (index >= 0) {
    const path = `service_ids.${index}`
    const message = MESSAGES.destinationProductNotFound
    throw badRequest(`${path}: ${message}`, [{ path, message }])
  }
}

async function replaceItems(db: DB, boxId: number, serviceIds: number[] | undefined) {
  if (serviceIds === undefined) return
  await db.deleteFrom('destination_box_service').where('box_id', '=', boxId).execute()
  if (serviceIds.length)
    await db
      .insertInto('destination_box_service')
      .values(serviceIds.map((service_id, position) => ({ box_id: boxId, service_id, position })))
      .execute()
}

export async function createBox(db: DB, input: DestinationBoxValues, locale: Locale) {
  await checkSlugFree(db, input.slug)
  await checkProducts(db, input.service_ids ?? [])
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('destination_box')
      .values({ slug: input.slug, name: JSON.stringify(input.name), image_url: input.image_url })
      .returning('id')
      .executeTakeFirstOrThrow()
    await replaceItems(trx, row.id, input.service_ids)
    return row.id
  })
  return getBox(db, id, locale)
}

export async function updateBox(db: DB, id: number, input: DestinationBoxValues, locale: Locale) {
  await getBox(db, id, locale)
  await checkSlugFree(db, input.slug, id)
  await checkProducts(db, input.service_ids ?? [])
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('destination_box')
      .set({ slug: input.slug, name: JSON.stringify(input.name), image_url: input.image_url })
      .where('id', '=', id)
      .execute()
    await replaceItems(trx, id, input.service_ids)
  })
  return getBox(db, id, locale)
}

export async function deleteBox(db: DB, id: number, locale: Locale) {
  const box = await getBox(db, id, locale)
  await db.deleteFrom('destination_box').where('id', '=', id).execute()
  return box
}

/** Every active product, by name: what an admin can put in a box's slider. */
export async function activeProducts(db: DB, locale: Locale): Promise<DestinationItem[]> {
  return db
    .selectFrom('service as s')
    .select(['s.id', 's.product_code', serviceNameIn(locale).as('name')])
    .where('s.status', '=', Status.Active)
    .orderBy('name')
    .limit(5000)
    .execute()
}

/** Every box, named in the asked language (else English): what a supplier links an activity to. */
export async function boxChoices(db: DB, locale: Locale): Promise<DestinationChoice[]> {
  const rows = await db.selectFrom('destination_box').select(['id', 'slug', 'name']).execute()
  return rows
    .map((row) => ({ id: row.id, slug: row.slug, name: translate(row.name, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

export async function tourBoxes(db: DB, supplierId: number, tourId: number) {
  await ownTour(db, supplierId, tourId)
  const rows = await db
    .selectFrom('destination_box_service')
    .select('box_id')
    .where('service_id', '=', tourId)
    .orderBy('box_id')
    .execute()
  return { id: tourId, box_ids: rows.map((row) => row.box_id) }
}

/**
 * Links the activity to exactly these boxes: a new box gets it at the end of its slider, a box it
 * stays in keeps its place, and the admin's order of the others is untouched.
 */
export async function setTourBoxes(db: DB, supplierId: number, tourId: number, boxIds: number[]) {
  await ownTour(db, supplierId, tourId)
  if (boxIds.length) {
    const known = await db.selectFrom('destination_box').select('id').where('id', 'in', boxIds).execute()
    const index = boxIds.findIndex((id) => !known.some((row) => row.id === id))
    if (index >= 0) {
      const path = `box_ids.${index}`
      const message = MESSAGES.destinationBoxNotFound
      throw badRequest(`${path}: ${message}`, [{ path, message }])
    }
  }
  await db.transaction().execute(async (trx) => {
    let leaving = trx.deleteFrom('destination_box_service').where('service_id', '=', tourId)
    if (boxIds.length) leaving = leaving.where('box_id', 'not in', boxIds)
    await leaving.execute()
    for (const boxId of boxIds) {
      await trx
        .insertInto('destination_box_service')
        .values({
          box_id: boxId,
          service_id: tourId,
          position: sql<number>`(select coalesce(max(position) + 1, 0) from destination_box_service where box_id = ${boxId})`,
        })
        .onConflict((conflict) => conflict.columns(['box_id', 'service_id']).doNothing())
        .execute()
    }
  })
  return tourBoxes(db, supplierId, tourId)
}

export interface PageBox {
  name: Record<string, string>
  image_url: string | null
  service_ids: number[]
}

/** The boxes site pages show: name in the asked language, picture, and the slider's products in order. */
export async function boxesForPages(db: DB, ids: number[]): Promise<Map<number, PageBox>> {
  if (!ids.length) return new Map()
  const boxes = await db.selectFrom('destination_box').selectAll().where('id', 'in', ids).execute()
  const items = await db
    .selectFrom('destination_box_service')
    .select(['box_id', 'service_id'])
    .where('box_id', 'in', ids)
    .orderBy('position')
    .execute()
  return new Map(
    boxes.map((box) => [
      box.id,
      {
        name: box.name,
        image_url: box.image_url,
        service_ids: items.filter((item) => item.box_id === box.id).map((item) => item.service_id),
      },
    ]),
  )
}
