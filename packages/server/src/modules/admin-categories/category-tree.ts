import type { CategoryAdminRecord, Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { translate } from '../catalogue/translate.js'

/** The stored default commission: what a product pays when none of its categories sets one. */
export async function defaultCommissionPercent(db: DB) {
  const row = await db
    .selectFrom('marketplace_commission')
    .select(sql<number>`default_percent::float8`.as('percent'))
    .executeTakeFirstOrThrow()
  return row.percent
}

/**
 * Every category as the admin sees it, parents before their children and siblings by order, then name.
 * The tree is small (the marketplace's own catalogue), so it is built here in one pass.
 */
export async function categoryTree(db: DB, locale: Locale): Promise<CategoryAdminRecord[]> {
  const [rows, links, fallback] = await Promise.all([
    db
      .selectFrom('category')
      .select([
        'id',
        'slug',
        'name',
        'parent_id',
        'position',
        sql<number | null>`commission_percent::float8`.as('commission_percent'),
      ])
      .execute(),
    db.selectFrom('service_category').select(['service_id', 'category_id']).execute(),
    defaultCommissionPercent(db),
  ])
  const children = new Map<number | null, typeof rows>()
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row])
  const services = new Map<number, number[]>()
  for (const link of links)
    services.set(link.category_id, [...(services.get(link.category_id) ?? []), link.service_id])
  const label = (row: (typeof rows)[number]) => translate(row.name, locale)

  const sorted = (list: typeof rows = []) =>
    [...list].sort(
      (a, b) => a.position - b.position || label(a).localeCompare(label(b), locale) || a.id - b.id,
    )

  const tree: CategoryAdminRecord[] = []
  // Returns the products of the subtree, so a parent counts each product once.
  const visit = (row: (typeof rows)[number], depth: number, inherited: number): Set<number> => {
    const effective = row.commission_percent ?? inherited
    const record: CategoryAdminRecord = {
      id: row.id,
      slug: row.slug,
      name: row.name,
      parent_id: row.parent_id,
      position: row.position,
      depth,
      children: children.get(row.id)?.length ?? 0,
      products: 0,
      commission_percent: row.commission_percent,
      effective_commission_percent: effective,
    }
    tree.push(record)
    const products = new Set(services.get(row.id))
    for (const child of sorted(children.get(row.id)))
      for (const id of visit(child, depth + 1, effective)) products.add(id)
    record.products = products.size
    return products
  }
  for (const top of sorted(children.get(null))) visit(top, 0, fallback)
  return tree
}

/** The ids of a category and everything under it. */
export async function subtreeIds(db: DB, id: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with recursive subtree(id) as (
      select id from category where id = ${id}
      union all
      select c.id from category c join subtree s on c.parent_id = s.id
    )
    select id from subtree
  `.execute(db)
  return rows.map((row) => row.id)
}
