import { createRoute, z } from '@hono/zod-openapi'
import {
  SITE_CATALOGUE_SORT_FIELDS,
  siteBookableServicesQuerySchema,
  siteCatalogueChangeSchema,
  siteCatalogueFilterSchema,
  siteCatalogueRowSchema,
  siteCatalogueTotalsSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'

const tags = ['Site catalogue']
const security = bearerSecurity
const base = '/core/v1/profile/partner/white-label'
const params = z.object({ site: z.coerce.number().int().positive() })
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}

const SiteCatalogueRow = siteCatalogueRowSchema.meta({ id: 'SiteCatalogueRow' })
const SiteCatalogueTotals = siteCatalogueTotalsSchema.meta({ id: 'SiteCatalogueTotals' })
const SiteCatalogueChange = siteCatalogueChangeSchema.meta({ id: 'SiteCatalogueChange' })

const listQuery = simpleRestQuery(siteCatalogueFilterSchema, SITE_CATALOGUE_SORT_FIELDS, {
  filter: '{"q":"kayak","service_type":1,"in_catalogue":true}',
  sort: '["name","ASC"]',
})

const listResponse = {
  ...jsonContent(z.array(SiteCatalogueRow), 'One page of products'),
  headers: z.object({ 'Content-Range': z.string().openapi({ example: 'site-catalogue 0-24/120' }) }),
}

export const viewServices = createRoute({
  method: 'get',
  path: `${base}/view-services/{site}`,
  operationId: 'viewSiteServices',
  tags,
  security,
  summary:
    'The marketplace’s products (active and public) with whether this site sells each; the total is in Content-Range',
  request: { params, query: listQuery },
  responses: { 200: listResponse, ...failures },
})

export const viewMyServices = createRoute({
  method: 'get',
  path: `${base}/view-my-services/{site}`,
  operationId: 'viewMySiteServices',
  tags,
  security,
  summary:
    'Only the products this site sells, in the same shape; with `bucket_filter=true`, in the partner’s own order, as the site’s product sections (buckets) show them',
  request: {
    params,
    query: listQuery.extend({
      bucket_filter: z.enum(['true', 'false']).optional().openapi({ example: 'true' }),
    }),
  },
  responses: { 200: listResponse, ...failures },
})

export const servicesTotal = createRoute({
  method: 'get',
  path: `${base}/view-services/total/{site}`,
  operationId: 'siteServicesTotal',
  tags,
  security,
  summary: 'How many products the marketplace offers, and how many of them this site sells',
  request: { params },
  responses: { 200: jsonContent(SiteCatalogueTotals, 'The totals'), ...failures },
})

export const storeServices = createRoute({
  method: 'post',
  path: `${base}/store-service/{site}`,
  operationId: 'storeSiteServices',
  tags,
  security,
  summary: 'Add products to the site (`add`); `remove` is ignored here',
  request: { params, body: jsonBody(SiteCatalogueChange) },
  responses: { 200: jsonContent(SiteCatalogueTotals, 'The totals after the change'), ...failures },
})

export const updateServices = createRoute({
  method: 'post',
  path: `${base}/update-service/{site}`,
  operationId: 'updateSiteServices',
  tags,
  security,
  summary:
    'Add (`add`) and take off (`remove`) products in one change, then put the listed products (`order`) first, in that order',
  request: { params, body: jsonBody(SiteCatalogueChange) },
  responses: { 200: jsonContent(SiteCatalogueTotals, 'The totals after the change'), ...failures },
})

export const removeAllServices = createRoute({
  method: 'post',
  path: `${base}/remove-all-service/{site}`,
  operationId: 'removeAllSiteServices',
  tags,
  security,
  summary: 'Take every product off the site',
  request: { params },
  responses: { 200: jsonContent(SiteCatalogueTotals, 'The totals after the change'), ...failures },
})

export const bookableServices = createRoute({
  method: 'post',
  path: `${base}/bookable-services/{site}`,
  operationId: 'siteBookableServices',
  tags,
  security,
  summary:
    'The site’s products a package can bundle (every type but packages), searched by name or code, one page at a time',
  request: {
    params,
    body: jsonBody(siteBookableServicesQuerySchema.meta({ id: 'SiteBookableServicesQuery' })),
  },
  responses: {
    200: jsonContent(
      z
        .object({ data: z.array(SiteCatalogueRow), total: z.number().int() })
        .meta({ id: 'SiteBookableServices' }),
      'One page of the site’s bookable products, in the partner’s order',
    ),
    ...failures,
  },
})
