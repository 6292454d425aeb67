import { createRoute, z } from '@hono/zod-openapi'
import { serviceTypeSchema, taxCategorySchema, type Locale } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { translate } from '../catalogue/translate.js'
import { SelectList, selectRoute, tags } from './select-list.js'

const security = bearerSecurity
const ALL = -1

export const allTags = selectRoute('/core/v1/select/tag/all', 'selectAllTags', 'Every tag, by name')

export const TagPageRequest = z
  .object({
    limit: z
      .number()
      .int()
      .min(ALL)
      .max(1000)
      .refine((n) => n !== 0, 'must not be 0')
      .default(ALL),
    page_number: z
      .number()
      .int()
      .min(ALL)
      .refine((n) => n !== 0, 'must not be 0')
      .default(ALL),
  })
  .meta({ id: 'TagPageRequest' })
type TagPageRequest = z.infer<typeof TagPageRequest>

export const allTagsPaged = createRoute({
  method: 'post',
  path: '/core/v1/select/tag/all',
  operationId: 'selectTagsPaged',
  tags,
  security,
  summary: 'Tags by name, one page of them or all when limit and page_number are both -1',
  request: { body: jsonBody(TagPageRequest) },
  responses: {
    200: jsonContent(SelectList, 'The tags of the page, and how many there are'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
})

export const categoryParents = createRoute({
  method: 'get',
  path: '/core/v1/select/category/{id}/parents',
  operationId: 'selectCategoryParents',
  tags,
  security,
  summary: 'The top of the category tree for products of a service type (1–7): categories without a parent',
  request: { params: z.object({ id: z.coerce.number().int().pipe(serviceTypeSchema) }) },
  responses: {
    200: jsonContent(SelectList, 'The top categories'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
})

export const categoryChildren = createRoute({
  method: 'get',
  path: '/core/v1/select/category/{id}/children',
  operationId: 'selectCategoryChildren',
  tags,
  security,
  summary: 'The categories directly under one category',
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    200: jsonContent(SelectList, 'The sub-categories'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
})

const TaxCategoryList = z
  .object({ data: z.array(taxCategorySchema), total: z.number().int() })
  .meta({ id: 'TaxCategoryList' })

export const taxCategories = createRoute({
  method: 'get',
  path: '/core/v1/select/tax-category',
  operationId: 'selectTaxCategories',
  tags,
  security,
  summary: 'The tax categories admins keep, with their rate in percent',
  responses: {
    200: jsonContent(TaxCategoryList, 'Every tax category, lowest rate last'),
    401: errorResponses[401],
  },
})

const named = <T extends { name: Record<string, string> }>(rows: T[], locale: Locale) =>
  rows.map((row) => ({ ...row, name: translate(row.name, locale) }))

async function tagsByName(db: DB, locale: Locale) {
  const rows = await db.selectFrom('tag').select(['id', 'name']).orderBy('id').execute()
  return named(rows, locale)
    .map((tag) => ({ id: tag.id, name: tag.name, parent_id: null }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

export const listAllTags: AppRouteHandler<typeof allTags> = async (c) => {
  const data = await tagsByName(c.get('db'), c.get('locale'))
  return c.json({ data, total: data.length }, 200)
}

/** One page of the tags by name, or all when `limit` or `page_number` is -1. */
export async function tagsPage(db: DB, locale: Locale, { limit, page_number }: TagPageRequest) {
  const every = await tagsByName(db, locale)
  const data =
    limit === ALL || page_number === ALL ? every : every.slice((page_number - 1) * limit, page_number * limit)
  return { data, total: every.length }
}

export const listTagsPaged: AppRouteHandler<typeof allTagsPaged> = async (c) =>
  c.json(await tagsPage(c.get('db'), c.get('locale'), c.req.valid('json')), 200)

function categories(db: DB) {
  return db.selectFrom('category').select(['id', 'name', 'parent_id']).orderBy('position').orderBy('id')
}

// Categories are shared by every service type for now, so each type's tree starts at the same top.
export async function topCategories(db: DB, locale: Locale) {
  const data = named(await categories(db).where('parent_id', 'is', null).execute(), locale)
  return { data, total: data.length }
}

export async function childCategories(db: DB, locale: Locale, id: number) {
  const parent = await db.selectFrom('category').select('id').where('id', '=', id).executeTakeFirst()
  if (!parent) throw notFound('Category not found')
  const data = named(await categories(db).where('parent_id', '=', id).execute(), locale)
  return { data, total: data.length }
}

export const listCategoryParents: AppRouteHandler<typeof categoryParents> = async (c) =>
  c.json(await topCategories(c.get('db'), c.get('locale')), 200)

export const listCategoryChildren: AppRouteHandler<typeof categoryChildren> = async (c) =>
  c.json(await childCategories(c.get('db'), c.get('locale'), c.req.valid('param').id), 200)

export const listTaxCategories: AppRouteHandler<typeof taxCategories> = async (c) => {
  const rows = await c
    .get('db')
    .selectFrom('tax_category')
    .select(['id', 'slug', 'name', 'rate'])
    .orderBy('rate', 'desc')
    .orderBy('id')
    .execute()
  const data = named(rows, c.get('locale')).map((row) => ({ ...row, rate: Number(row.rate) }))
  return c.json({ data, total: data.length }, 200)
}
