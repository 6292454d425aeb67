import {
  CATEGORY_ADMIN_MESSAGES,
  categoryInUseMessage,
  type CategoryAdminRecord,
  type CategoryAdminValues,
  type Locale,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { categoryTree, subtreeIds } from './category-tree.js'

/** The tree in order; `q` keeps the categories whose slug or a name holds it. */
export async function listCategories(db: DB, query: { q?: string; range: [number, number] }, locale: Locale) {
  let rows = await categoryTree(db, locale)
  const q = query.q?.trim().toLowerCase()
  if (q)
    rows = rows.filter(
      (row) =>
        row.slug.includes(q) || Object.values(row.name).some((name) => name?.toLowerCase().includes(q)),
    )
  const [first, last] = query.range
  return { data: rows.slice(first, last + 1), total: rows.length }
}

export async function getCategory(db: DB, id: number, locale: Locale): Promise<CategoryAdminRecord> {
  const found = (await categoryTree(db, locale)).find((row) => row.id === id)
  if (!found) throw notFound()
  return found
}

async function checkSlugFree(db: DB, slug: string, exceptId?: number) {
  let taken = db.selectFrom('category').select('id').where('slug', '=', slug)
  if (exceptId !== undefined) taken = taken.where('id', '<>', exceptId)
  if (await taken.executeTakeFirst())
    throw new ApiError(409, CATEGORY_ADMIN_MESSAGES.slugTaken, [
      { path: 'slug', message: CATEGORY_ADMIN_MESSAGES.slugTaken },
    ])
}

const badParent = (message: string) => new ApiError(400, message, [{ path: 'parent_id', message }])

/** The parent must exist, and moving a category under itself or its own subcategory would make a loop. */
async function checkParent(db: DB, parentId: number | null, id?: number) {
  if (parentId === null) return
  const parent = await db.selectFrom('category').select('id').where('id', '=', parentId).executeTakeFirst()
  if (!parent) throw badParent(CATEGORY_ADMIN_MESSAGES.parentUnknown)
  if (id !== undefined && (await subtreeIds(db, id)).includes(parentId))
    throw badParent(CATEGORY_ADMIN_MESSAGES.parentCycle)
}

const values = (input: CategoryAdminValues) => ({
  slug: input.slug,
  name: JSON.stringify(input.name),
  parent_id: input.parent_id,
  position: input.position,
})

export async function createCategory(db: DB, input: CategoryAdminValues, locale: Locale) {
  await checkParent(db, input.parent_id)
  await checkSlugFree(db, input.slug)
  const row = await db.insertInto('category').values(values(input)).returning('id').executeTakeFirstOrThrow()
  return getCategory(db, row.id, locale)
}

export async function updateCategory(db: DB, id: number, input: CategoryAdminValues, locale: Locale) {
  await getCategory(db, id, locale)
  await checkParent(db, input.parent_id, id)
  await checkSlugFree(db, input.slug, id)
  await db.updateTable('category').set(values(input)).where('id', '=', id).execute()
  return getCategory(db, id, locale)
}

/**
 * Only an unused leaf goes: the links would cascade, so products would silently lose their category
 * (and its commission), and its subcategories would go with it.
 */
export async function deleteCategory(db: DB, id: number, locale: Locale) {
  const category = await getCategory(db, id, locale)
  if (category.products > 0) throw new ApiError(409, categoryInUseMessage(category.products))
  if (category.children > 0) throw new ApiError(409, CATEGORY_ADMIN_MESSAGES.hasChildren)
  await db.deleteFrom('category').where('id', '=', id).execute()
  return category
}
