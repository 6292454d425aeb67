import { createRoute, z } from '@hono/zod-openapi'
import {
  MESSAGES,
  packageFeatureChoiceSchema,
  packageFeaturesInputSchema,
  type Locale,
  type PackageFeatureChoice,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import { badRequest } from '../../lib/errors.js'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { ownPackage } from './package-ownership.js'

const tags = ['Package editing']
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const PackageFeatureChoice = packageFeatureChoiceSchema.meta({ id: 'PackageFeatureChoice' })
const PackageFeaturesInput = packageFeaturesInputSchema.meta({ id: 'PackageFeaturesInput' })
const choicesResponse = {
  200: jsonContent(z.array(PackageFeatureChoice), 'Every feature, marked when chosen'),
  ...failures,
}

export const packageFeatureChoicesRoute = createRoute({
  method: 'get',
  path: '/core/v1/package/product-feature/all',
  operationId: 'packageFeatureChoices',
  tags,
  security: bearerSecurity,
  summary: 'Every product feature by type, marked when the package has it',
  request: { query: z.object({ package_id: z.coerce.number().int().positive() }) },
  responses: choicesResponse,
})

export const savePackageFeaturesRoute = createRoute({
  method: 'post',
  path: '/core/v1/package/features/{id}',
  operationId: 'savePackageFeatures',
  tags,
  security: bearerSecurity,
  summary: 'Replace the features of a package',
  request: {
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: jsonBody(PackageFeaturesInput),
  },
  responses: choicesResponse,
})

async function featureChoices(db: DB, packageId: number, locale: Locale): Promise<PackageFeatureChoice[]> {
  return db
    .selectFrom('feature as f')
    .leftJoin('feature_type as ft', 'ft.id', 'f.feature_type_id')
    .select([
      'f.id',
      sql<string>`coalesce(f.name->>${locale}, f.name->>'en')`.as('name'),
      'f.icon',
      'f.feature_type_id',
      sql<
        string | null
      >`case when ft.id is null then null else coalesce(ft.name->>${locale}, ft.name->>'en') end`.as(
        'feature_type_name',
      ),
      sql<boolean>`exists (select 1 from service_feature sf where sf.feature_id = f.id and sf.service_id = ${packageId})`.as(
        'selected',
      ),
    ])
    .orderBy(sql`ft.id is null`)
    .orderBy(sql`coalesce(ft.name->>${locale}, ft.name->>'en')`)
    .orderBy(sql`coalesce(f.name->>${locale}, f.name->>'en')`)
    .execute()
}

async function saveFeatures(db: DB, user: AppUser, packageId: number, featureIds: number[], locale: Locale) {
  await ownPackage(db, user, packageId)
  const ids = [...new Set(featureIds)]
  if (ids.length) {
    const known = await db.selectFrom('feature').select('id').where('id', 'in', ids).execute()
    if (known.length !== ids.length)
      throw badRequest(MESSAGES.hotelFeatureUnknown, [
        { path: 'feature_ids', message: MESSAGES.hotelFeatureUnknown },
      ])
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('service_feature').where('service_id', '=', packageId).execute()
    if (ids.length)
      await trx
        .insertInto('service_feature')
        .values(ids.map((feature_id) => ({ service_id: packageId, feature_id })))
        .execute()
  })
  return featureChoices(db, packageId, locale)
}

export const packageFeatureChoices: AppRouteHandler<typeof packageFeatureChoicesRoute> = async (c) => {
  const { package_id } = c.req.valid('query')
  await ownPackage(c.get('db'), c.get('user'), package_id)
  return c.json(await featureChoices(c.get('db'), package_id, c.get('locale')), 200)
}

export const savePackageFeatures: AppRouteHandler<typeof savePackageFeaturesRoute> = async (c) =>
  c.json(
    await saveFeatures(
      c.get('db'),
      c.get('user'),
      c.req.valid('param').id,
      c.req.valid('json').feature_ids,
      c.get('locale'),
    ),
    200,
  )
