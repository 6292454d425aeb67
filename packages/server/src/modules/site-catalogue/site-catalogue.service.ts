import {
  MESSAGES,
  ServiceType,
  Status,
  type Locale,
  type SiteCatalogueFilter,
  type SiteCatalogueRow,
  type SiteCatalogueTotals,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { translate } from '../catalogue/translate.js'
import { isAdmin } from '../users/users.service.js'

/** `position` is the partner's own order of the site's products. */
export type SiteCatalogueSortField = 'id' | 'name' | 'lowest_price' | 'service_type' | 'position'

export interface SiteCatalogueQuery {
  filter: SiteCatalogueFilter
  sort: { field: SiteCatalogueSortField; order: 'ASC' | 'DESC' }
  range: [number, number]
  /** Only what a package can bundle: every type but packages. */
  bookable?: boolean
}

/** The site, when the user owns it (a sub-user, their parent's) or is an admin; another's site is not found. */
export async function ownSite(db: DB, user: AppUser, siteId: number) {
  let query = db.selectFrom('partner_site').select('id').where('id', '=', siteId)
  if (!isAdmin(user)) query = query.where('owner_user_id', '=', user.parent_user_id ?? user.id)
  const site = await query.executeTakeFirst()
  if (!site) throw notFound((words) => words.siteNotFound)
  return site.id
}

/** What the marketplace sells: active, public products of every supplier. */
export const marketplace = (db: DB) =>
  db.selectFrom('service as s').where('s.status', '=', Status.Active).where('s.is_private', '=', false)

const inCatalogue = (siteId: number) =>
  sql<boolean>`exists (select 1 from site_catalogue sc where sc.site_id = ${siteId} and sc.service_id = s.id)`

export const nameIn = (locale: Locale) => sql<string>`coalesce(
  (select t.name from service_translation t where t.service_id = s.id and t.locale = ${locale} and t.name <> ''),
  (select t.name from service_translation t where t.service_id = s.id and t.locale = 'en'), '')`

const positionIn = (siteId: number) =>
  sql<number>`(select sc.position from site_catalogue sc where sc.site_id = ${siteId} and sc.service_id = s.id)`

function filtered(db: DB, siteId: number, filter: SiteCatalogueFilter, bookable = false) {
  let query = marketplace(db)
  if (bookable) query = query.where('s.service_type', '<>', ServiceType.Packages)
  const words = filter.q?.trim()
  if (words) {
    const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where((eb) =>
      eb.or([
        eb('s.product_code', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('service_translation as t')
            .select('t.service_id')
            .whereRef('t.service_id', '=', 's.id')
            .where('t.name', 'ilike', pattern),
        ),
      ]),
    )
  }
  if (filter.service_type) query = query.where('s.service_type', '=', filter.service_type)
  if (filter.id) query = query.where('s.id', 'in', filter.id.length > 0 ? filter.id : [0])
  if (filter.in_catalogue !== undefined) query = query.where(inCatalogue(siteId), '=', filter.in_catalogue)
  return query
}

export async function listSiteCatalogue(
  db: DB,
  siteId: number,
  { filter, sort, range, bookable }: SiteCatalogueQuery,
  locale: Locale,
): Promise<{ data: SiteCatalogueRow[]; total: number }> {
  const base = filtered(db, siteId, filter, bookable)
  const [rows, count] = await Promise.all([
    base
      .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
      .leftJoin('location as l', 'l.id', 's.location_id')
      .select([
        's.id',
        nameIn(locale).as('name'),
        's.service_type',
        'u.name as supplier_name',
        'l.name as location_name',
        's.lowest_price',
        's.currency_code',
        sql<string | null>`s.images -> 0 ->> 'url'`.as('image_url'),
        inCatalogue(siteId).as('in_catalogue'),
      ])
      .orderBy(
        sort.field === 'name'
          ? sql`name`
          : sort.field === 'position'
            ? positionIn(siteId)
            : sql.ref(`s.${sort.field}`),
        sort.order === 'DESC' ? 'desc' : 'asc',
      )
      .orderBy('s.id')
      .offset(range[0])
      .limit(range[1] - range[0] + 1)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ])
  return {
    data: rows.map((row) => ({
      ...row,
      location_name: row.location_name ? translate(row.location_name, locale) : null,
      lowest_price: row.lowest_price === null ? null : Number(row.lowest_price),
    })),
    total: count.total,
  }
}

export async function siteCatalogueTotals(db: DB, siteId: number): Promise<SiteCatalogueTotals> {
  const row = await marketplace(db)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where ${inCatalogue(siteId)}))::int`.as('in_catalogue'),
    ])
    .executeTakeFirstOrThrow()
  return row
}

/**
 * Adds and removes products. Only the marketplace's products can be added: an unknown, inactive or
 * private id is a 400 naming its place in `add`. New products go to the end of the site's order.
 */
export async function changeSiteCatalogue(db: DB, siteId: number, add: number[], remove: number[]) {
  const wanted = [...new Set(add)]
  if (wanted.length > 0) {
    const sellable = new Set(
      (await marketplace(db).select('s.id').where('s.id', 'in', wanted).execute()).map((row) => row.id),
    )
    const unknown = add.findIndex((id) => !sellable.has(id))
    if (unknown >= 0)
      throw badRequest(`add.${unknown}: This product is not on the marketplace`, [
        { path: `add.${unknown}`, message: 'This product is not on the marketplace' },
      ])
  }
  await db.transaction().execute(async (trx) => {
    if (remove.length > 0)
      await trx
        .deleteFrom('site_catalogue')
        .where('site_id', '=', siteId)
        .where('service_id', 'in', remove)
        .execute()
    if (wanted.length === 0) return
    const last = await trx
      .selectFrom('site_catalogue')
      .select(sql<number>`coalesce(max(position), 0)`.as('position'))
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('site_catalogue')
      .values(
        wanted.map((service_id, i) => ({ site_id: siteId, service_id, position: last.position + i + 1 })),
      )
      .onConflict((conflict) => conflict.columns(['site_id', 'service_id']).doNothing())
      .execute()
  })
  return siteCatalogueTotals(db, siteId)
}

export async function clearSiteCatalogue(db: DB, siteId: number) {
  await db.deleteFrom('site_catalogue').where('site_id', '=', siteId).execute()
  return siteCatalogueTotals(db, siteId)
}

/**
 * Puts the site's products in the partner's order: `order` lists products of the site, first to last;
 * those not listed keep their order after them. A product the site does not sell is a 400 naming it.
 */
export async function reorderSiteCatalogue(db: DB, siteId: number, order: number[]) {
  if (order.length === 0) return
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('site_catalogue')
      .select(['service_id', 'position'])
      .where('site_id', '=', siteId)
      .orderBy('position')
      .orderBy('service_id')
      .forUpdate()
      .execute()
    const sold = new Set(rows.map((row) => row.service_id))
    const missing = order.findIndex((id) => !sold.has(id))
    if (missing >= 0)
      throw badRequest(`order.${missing}: ${MESSAGES.packageServiceNotOnSite}`, [
        { path: `order.${missing}`, message: MESSAGES.packageServiceNotOnSite },
      ])
    const listed = [...new Set(order)]
    const rest = rows.map((row) => row.service_id).filter((id) => !listed.includes(id))
    const positions = [...listed, ...rest]
    for (const [i, service_id] of positions.entries())
      await trx
        .updateTable('site_catalogue')
        .set({ position: i + 1 })
        .where('site_id', '=', siteId)
        .where('service_id', '=', service_id)
        .execute()
  })
}
