import type { Locale, SiteMappingFilter, SiteMappingRow } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { changeSiteCatalogue, nameIn } from './site-catalogue.service.js'

export type SiteMappingSortField = 'site_name' | 'service_name' | 'supplier_name' | 'service_type'

const SORT_COLUMNS = {
  site_name: sql`p.name`,
  service_name: sql`service_name`,
  supplier_name: sql`u.name`,
  service_type: sql`s.service_type`,
}

function filtered(db: DB, filter: SiteMappingFilter) {
  let query = db
    .selectFrom('site_catalogue as sc')
    .innerJoin('partner_site as p', 'p.id', 'sc.site_id')
    .innerJoin('service as s', 's.id', 'sc.service_id')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
  if (filter.site_id) query = query.where('sc.site_id', '=', filter.site_id)
  if (filter.supplier_id) query = query.where('s.supplier_user_id', '=', filter.supplier_id)
  if (filter.service_type) query = query.where('s.service_type', '=', filter.service_type)
  const words = filter.q?.trim()
  if (words) {
    const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('service_translation as t')
          .select('t.service_id')
          .whereRef('t.service_id', '=', 's.id')
          .where('t.name', 'ilike', pattern),
      ),
    )
  }
  return query
}

const withColumns = (query: ReturnType<typeof filtered>, locale: Locale) =>
  query.select([
    'sc.site_id',
    'p.name as site_name',
    'sc.service_id',
    nameIn(locale).as('service_name'),
    's.service_type',
    'u.id as supplier_id',
    'u.name as supplier_name',
  ])

const toRow = (row: Omit<SiteMappingRow, 'id'>): SiteMappingRow => ({
  ...row,
  id: `${row.site_id}-${row.service_id}`,
})

/** Every (site, product) pair of the white-label catalogues, whatever the product's state today. */
export async function listSiteMappings(
  db: DB,
  filter: SiteMappingFilter,
  sort: { field: SiteMappingSortField; order: 'ASC' | 'DESC' },
  range: [number, number],
  locale: Locale,
): Promise<{ data: SiteMappingRow[]; total: number }> {
  const base = filtered(db, filter)
  const direction = sort.order === 'DESC' ? 'desc' : 'asc'
  const [rows, count] = await Promise.all([
    withColumns(base, locale)
      .orderBy(SORT_COLUMNS[sort.field], direction)
      .orderBy('sc.site_id')
      .orderBy('sc.service_id')
      .offset(range[0])
      .limit(range[1] - range[0] + 1)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ])
  return {
    data: rows.map(toRow),
    total: count.total,
  }
}

/**
 * Adds one product to several sites through the partner's own catalogue service, so the same rules
 * hold (only the marketplace's active, public products; a 400 otherwise). A missing site is a 404.
 */
export async function addSiteMappings(db: DB, serviceId: number, siteIds: number[]) {
  const wanted = [...new Set(siteIds)]
  const found = await db.selectFrom('partner_site').select('id').where('id', 'in', wanted).execute()
  if (found.length !== wanted.length) throw notFound((words) => words.siteNotFound)
  for (const siteId of wanted) await changeSiteCatalogue(db, siteId, [serviceId], [])
  return { id: serviceId, service_id: serviceId, site_ids: wanted }
}

/** Takes a product off a site; a pair that does not exist is a 404. */
export async function removeSiteMapping(db: DB, siteId: number, serviceId: number, locale: Locale) {
  const row = await withColumns(filtered(db, { site_id: siteId }), locale)
    .where('sc.service_id', '=', serviceId)
    .executeTakeFirst()
  if (!row) throw notFound()
  await changeSiteCatalogue(db, siteId, [], [serviceId])
  return toRow(row)
}
