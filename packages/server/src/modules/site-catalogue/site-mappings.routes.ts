import { createRoute, z } from '@hono/zod-openapi'
import {
  SITE_MAPPING_SORT_FIELDS,
  siteMappingCreateSchema,
  siteMappingFilterSchema,
  siteMappingRowSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'

const tags = ['Site mappings']
const path = '/core/v1/admin/site-mappings'
const SiteMappingRow = siteMappingRowSchema.meta({ id: 'SiteMappingRow' })

export const siteMappings = createRoute({
  method: 'get',
  path,
  operationId: 'listSiteMappings',
  tags,
  security: bearerSecurity,
  summary:
    'Admin only: every (site, product) pair of the white-label catalogues; the total is in Content-Range',
  request: {
    query: simpleRestQuery(siteMappingFilterSchema, SITE_MAPPING_SORT_FIELDS, {
      filter: '{"site_id":1,"supplier_id":4,"service_type":1,"q":"kayak"}',
      sort: '["site_name","ASC"]',
    }),
  },
  responses: {
    200: {
      ...jsonContent(z.array(SiteMappingRow), 'One page of pairs'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'site-mappings 0-24/120' }) }),
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
})

export const addSiteMappings = createRoute({
  method: 'post',
  path,
  operationId: 'addSiteMappings',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: add one marketplace product to one or several sites, as their partners would',
  request: { body: jsonBody(siteMappingCreateSchema.meta({ id: 'SiteMappingCreate' })) },
  responses: {
    201: jsonContent(
      z
        .object({ id: z.number().int(), service_id: z.number().int(), site_ids: z.array(z.number().int()) })
        .meta({ id: 'SiteMappingsAdded' }),
      'The product and the sites that now sell it',
    ),
    400: {
      ...errorResponses[400],
      description: 'The product is not on the marketplace, or no site is chosen',
    },
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
})

export const removeSiteMapping = createRoute({
  method: 'delete',
  path: `${path}/{id}`,
  operationId: 'removeSiteMapping',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: take a product off a site; the id is `{site_id}-{service_id}`',
  request: { params: z.object({ id: z.string().regex(/^\d+-\d+$/) }) },
  responses: {
    200: jsonContent(SiteMappingRow, 'The pair as it was'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
})
