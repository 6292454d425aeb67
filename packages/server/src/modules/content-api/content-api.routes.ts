import { createRoute, z } from '@hono/zod-openapi'
import {
  catalogueResultSchema,
  menuItemsResponseSchema,
  SLUG_PATTERN,
  serviceTypeSchema,
  sitePageSchema,
} from '@jaunt/domain'
import { errorResponses, jsonContent, searchLimited } from '../../lib/router.js'

const tags = ['Content API']
export const contentTokenSecurity = [{ contentToken: [] }]
const common = { tags, security: contentTokenSecurity }
const refusals = {
  400: errorResponses[400],
  401: { ...errorResponses[401], description: 'No token, or one unknown or revoked' },
  404: errorResponses[404],
}

export const contentPages = createRoute({
  ...common,
  method: 'get',
  path: '/content/v1/pages',
  operationId: 'listContentPages',
  summary: 'The token’s site: its published pages, the index first',
  responses: {
    200: jsonContent(
      z
        .object({
          data: z.array(
            z.object({
              id: z.number().int(),
              slug: z.string(),
              is_primary: z.boolean(),
              updated_at: z.string(),
            }),
          ),
        })
        .meta({ id: 'ContentPageList' }),
      'The published pages',
    ),
    ...refusals,
  },
})

export const contentPage = createRoute({
  ...common,
  method: 'get',
  path: '/content/v1/pages/{slug}',
  operationId: 'getContentPage',
  summary:
    'A published page of the token’s site in APP-LOCALE (the site’s primary language, then English, when missing)',
  request: { params: z.object({ slug: z.string().regex(SLUG_PATTERN).max(80) }) },
  responses: { 200: jsonContent(sitePageSchema, 'The page'), ...refusals },
})

export const contentMenu = createRoute({
  ...common,
  method: 'get',
  path: '/content/v1/menu',
  operationId: 'getContentMenu',
  summary: 'The token’s site’s menu in APP-LOCALE',
  responses: { 200: jsonContent(menuItemsResponseSchema, 'The menu items'), ...refusals },
})

export const contentProducts = createRoute({
  ...common,
  method: 'get',
  path: '/content/v1/products',
  operationId: 'listContentProducts',
  summary: 'The products the token’s site sells, searched and paged as its storefront, in APP-LOCALE',
  request: {
    query: z.object({
      query: z.string().max(200).optional(),
      service_type: z.coerce.number().pipe(serviceTypeSchema).optional(),
      page: z.coerce.number().int().min(1).max(1000).optional(),
    }),
  },
  responses: {
    200: jsonContent(catalogueResultSchema, 'One page of products'),
    ...refusals,
    ...searchLimited,
  },
})
