import { Status, type PackageCount, type PackageListFilter, type PackageListRow } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

export type PackageSortField = 'id' | 'name' | 'status' | 'product_code'

const nameOf = sql<string>`coalesce((select t.name from service_translation t where t.service_id = s.id and t.locale = 'en'), '')`

/** The packages of one site, or of every site (null: the admins' tools). */
function sitePackages(db: DB, siteId: number | null, q?: string) {
  let query = db
    .selectFrom('package_site as p')
    .innerJoin('service as s', 's.id', 'p.package_id')
    .innerJoin('partner_site as site', 'site.id', 'p.site_id')
  if (siteId !== null) query = query.where('p.site_id', '=', siteId)
  const words = q?.trim()
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
  return query
}

/** One page of a site's packages, filtered by status and searched by name or code. */
export async function listPackages(
  db: DB,
  siteId: number | null,
  filter: PackageListFilter,
  sort: { field: PackageSortField; order: 'ASC' | 'DESC' },
  range: [number, number],
): Promise<{ data: PackageListRow[]; total: number }> {
  let query = sitePackages(db, siteId, filter.q)
  if (filter.status) query = query.where('s.status', '=', filter.status)
  const order = sort.order === 'ASC' ? 'asc' : 'desc'
  const orderBy =
    sort.field === 'name' ? nameOf : sql.ref(`s.${sort.field === 'status' ? 'status' : sort.field}`)
  const [rows, count] = await Promise.all([
    query
      .select([
        's.id',
        nameOf.as('name'),
        's.product_code',
        's.status',
        's.currency_code',
        sql<number>`coalesce(s.lowest_price, 0)`.as('adult_price'),
        sql<number>`(select count(*) from package_component pc where pc.package_id = s.id)::int`.as(
          'service_count',
        ),
        'p.date_from',
        'p.date_to',
        'p.cloned_from',
        'p.site_id',
        'site.name as site_name',
      ])
      .orderBy(orderBy, order)
      .orderBy('s.id', 'desc')
      .offset(range[0])
      .limit(range[1] - range[0] + 1)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ])
  return {
    data: rows.map((row) => ({ ...row, status: row.status as Status, adult_price: Number(row.adult_price) })),
    total: count.total,
  }
}

/** How many of the site's packages (matching the search) are in each status. */
export async function countPackages(db: DB, siteId: number, q?: string): Promise<PackageCount> {
  const rows = await sitePackages(db, siteId, q)
    .select(['s.status', sql<number>`count(*)::int`.as('count')])
    .groupBy('s.status')
    .execute()
  const of = (status: Status) => rows.find((row) => row.status === status)?.count ?? 0
  return {
    all: rows.reduce((sum, row) => sum + row.count, 0),
    active: of(Status.Active),
    inactive: of(Status.Inactive),
    pending: of(Status.Pending),
    hide: of(Status.Hide),
  }
}
