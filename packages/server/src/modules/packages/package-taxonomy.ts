import { createRoute, z } from '@hono/zod-openapi'
import { MESSAGES, packageTaxonomySchema, type PackageTaxonomy } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { badRequest } from '../../lib/errors.js'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { ownPackage } from './package-ownership.js'

const PackageTaxonomy = packageTaxonomySchema.meta({ id: 'PackageTaxonomy' })
const params = z.object({ id: z.coerce.number().int().positive() })
const responses = {
  200: jsonContent(PackageTaxonomy, 'The package’s tags and categories'),
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}

export const packageTaxonomyRoute = createRoute({
  method: 'get',
  path: '/core/v1/package/{id}/tags-categories',
  operationId: 'packageTagsAndCategories',
  tags: ['Package editing'],
  security: bearerSecurity,
  summary: 'The tags and service categories a package has, chosen from the partner selects',
  request: { params },
  responses,
})

export const savePackageTaxonomyRoute = createRoute({
  method: 'put',
  path: '/core/v1/package/{id}/tags-categories',
  operationId: 'savePackageTagsAndCategories',
  tags: ['Package editing'],
  security: bearerSecurity,
  summary: 'Replace the tags and service categories of a package',
  request: { params, body: jsonBody(PackageTaxonomy) },
  responses,
})

async function readTaxonomy(db: DB, packageId: number): Promise<PackageTaxonomy> {
  const [tags, categories] = await Promise.all([
    db
      .selectFrom('service_tag')
      .select('tag_id')
      .where('service_id', '=', packageId)
      .orderBy('tag_id')
      .execute(),
    db
      .selectFrom('service_category')
      .select('category_id')
      .where('service_id', '=', packageId)
      .orderBy('category_id')
      .execute(),
  ])
  return { tag_ids: tags.map((row) => row.tag_id), category_ids: categories.map((row) => row.category_id) }
}

async function checkKnown(db: DB, table: 'tag' | 'category', ids: number[], path: string, message: string) {
  if (!ids.length) return
  const known = await db.selectFrom(table).select('id').where('id', 'in', ids).execute()
  if (known.length !== ids.length) throw badRequest(message, [{ path, message }])
}

export const packageTaxonomy: AppRouteHandler<typeof packageTaxonomyRoute> = async (c) => {
  const { id } = c.req.valid('param')
  await ownPackage(c.get('db'), c.get('user'), id)
  return c.json(await readTaxonomy(c.get('db'), id), 200)
}

export const savePackageTaxonomy: AppRouteHandler<typeof savePackageTaxonomyRoute> = async (c) => {
  const db = c.get('db')
  const { id } = c.req.valid('param')
  await ownPackage(db, c.get('user'), id)
  const tagIds = [...new Set(c.req.valid('json').tag_ids)]
  const categoryIds = [...new Set(c.req.valid('json').category_ids)]
  await checkKnown(db, 'tag', tagIds, 'tag_ids', MESSAGES.unknownTag)
  await checkKnown(db, 'category', categoryIds, 'category_ids', MESSAGES.unknownCategory)
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('service_tag').where('service_id', '=', id).execute()
    await trx.deleteFrom('service_category').where('service_id', '=', id).execute()
    if (tagIds.length)
      await trx
        .insertInto('service_tag')
        .values(tagIds.map((tag_id) => ({ service_id: id, tag_id })))
        .execute()
    if (categoryIds.length)
      await trx
        .insertInto('service_category')
        .values(categoryIds.map((category_id) => ({ service_id: id, category_id })))
        .execute()
  })
  return c.json(await readTaxonomy(db, id), 200)
}
