import { createRoute, z } from '@hono/zod-openapi'
import {
  catalogueResultSchema,
  catalogueSearchSchema,
  hotelSearchSchema,
  idSchema,
  serviceCardSchema,
  serviceTypeSchema,
  tourCataloguePayloadSchema,
  whiteLabelCatalogueQuerySchema,
} from '@jaunt/domain'
import { errorResponses, jsonBody, jsonContent, searchLimited } from '../../lib/router.js'

const tags = ['Search']
const base = '/core/public'
const siteQuery = z.object({ site_id: z.coerce.number().int().positive().optional() })
const cards = z.object({ data: z.array(serviceCardSchema), total: z.number().int() })
const bad = {
  400: errorResponses[400],
  422: { ...errorResponses[422], description: 'A list longer than its cap' },
}

export const catalog = createRoute({
  method: 'post',
  path: `${base}/catalog`,
  tags,
  summary: 'Search the catalogue: text, facets, price range (both bounds), radius, bounding box, paging',
  request: { body: jsonBody(catalogueSearchSchema), query: siteQuery },
  responses: {
    200: jsonContent(catalogueResultSchema, 'One page of products with facet counts'),
    ...bad,
    ...searchLimited,
  },
})

export const whiteLabelCatalog = createRoute({
  method: 'post',
  path: `${base}/white-label/catalog`,
  tags,
  summary: 'Search one partner site’s catalogue',
  request: {
    body: jsonBody(whiteLabelCatalogueQuerySchema),
    query: z.object({ site_id: z.coerce.number().int().positive() }),
  },
  responses: {
    200: jsonContent(catalogueResultSchema, 'One page of the site’s products'),
    ...bad,
    ...searchLimited,
    404: errorResponses[404],
  },
})

export const categories = createRoute({
  method: 'post',
  path: `${base}/categories`,
  tags,
  summary: 'Categories with the number of products in each (optionally for one site or service type)',
  request: {
    body: jsonBody(z.object({ service_type: serviceTypeSchema.nullish(), site_id: idSchema.nullish() })),
  },
  responses: {
    200: jsonContent(
      z.array(
        z.object({ id: idSchema, name: z.string(), parent_id: idSchema.nullable(), count: z.number().int() }),
      ),
      'The categories',
    ),
    ...bad,
  },
})

export const searchBox = createRoute({
  method: 'post',
  path: `${base}/search-box/search`,
  tags,
  summary: 'Suggestions while typing: up to 5 products and the places that match',
  request: {
    body: jsonBody(
      z.object({
        query: z.string().max(200),
        site_id: idSchema.nullish(),
        limit: z.number().int().min(1).max(20).optional(),
      }),
    ),
  },
  responses: {
    200: jsonContent(
      z.object({
        services: z.array(serviceCardSchema),
        locations: z.array(z.object({ id: idSchema, name: z.string(), count: z.number().int() })),
      }),
      'Suggestions',
    ),
    ...bad,
    ...searchLimited,
  },
})

export const searchBoxFacets = createRoute({
  method: 'post',
  path: `${base}/search-box/facets-servicetypes`,
  tags,
  summary: 'How many products of each service type match the text typed so far',
  request: {
    body: jsonBody(z.object({ query: z.string().max(200).optional(), site_id: idSchema.nullish() })),
  },
  responses: {
    200: jsonContent(
      z.array(z.object({ service_type: serviceTypeSchema, type: z.string(), count: z.number().int() })),
      'Counts',
    ),
    ...bad,
    ...searchLimited,
  },
})

export const locationsHavingServices = createRoute({
  method: 'post',
  path: `${base}/locations-having-services`,
  tags,
  summary: 'Places with at least one bookable product (optionally of one service type, on one site)',
  request: {
    body: jsonBody(z.object({ service_type: serviceTypeSchema.nullish(), site_id: idSchema.nullish() })),
  },
  responses: {
    200: jsonContent(
      z.array(
        z.object({
          id: idSchema,
          name: z.string(),
          country_code: z.string(),
          lat: z.number(),
          lng: z.number(),
          count: z.number().int(),
        }),
      ),
      'The places',
    ),
    ...bad,
  },
})

export const catalogAll = createRoute({
  method: 'get',
  path: `${base}/catalog/all`,
  tags,
  summary: 'Every public product (up to 1000), for maps',
  request: { query: siteQuery },
  responses: { 200: jsonContent(cards, 'The products'), ...bad },
})

export const customizeSite = createRoute({
  method: 'get',
  path: `${base}/white-label/customize-site`,
  tags,
  summary: 'Products for a site’s product grid, by service type, place or category, optionally shuffled',
  request: {
    query: z.object({
      white_label_id: z.coerce.number().int().positive(),
      is_random: z.enum(['true', 'false', '1', '0']).optional(),
      service_type: z.coerce.number().pipe(serviceTypeSchema).optional(),
      count: z.coerce.number().int().min(1).max(48).default(8),
      location_id: z.coerce.number().int().positive().optional(),
      category_id: z.coerce.number().int().positive().optional(),
    }),
  },
  responses: { 200: jsonContent(cards, 'The products'), ...bad },
})

const circleSearch = <T extends z.ZodType>(path: string, summary: string, body: T) =>
  createRoute({
    method: 'post',
    path: `${base}${path}`,
    tags,
    summary,
    request: { body: jsonBody(body), query: siteQuery },
    responses: { 200: jsonContent(cards, 'The products'), ...bad, ...searchLimited },
  })

export const toursSearch = circleSearch(
  '/tours/__search',
  'Bookable products of a service type around places',
  tourCataloguePayloadSchema,
)
export const hotelsSearch = circleSearch(
  '/hotels/__search',
  'Hotels around places',
  tourCataloguePayloadSchema.partial({ service: true }),
)
export const packagingSearch = circleSearch(
  '/packaging/__search',
  'Packages around places',
  tourCataloguePayloadSchema.partial({ service: true }),
)
export const hotelSearch = circleSearch(
  '/hotel/_search',
  'Hotels around a point with all the given features',
  hotelSearchSchema,
)
