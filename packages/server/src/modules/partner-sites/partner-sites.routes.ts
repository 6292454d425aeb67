import { createRoute, z } from '@hono/zod-openapi'
import { siteSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonContent } from '../../lib/router.js'

const tags = ['Partner sites']

const allOrPositive = (name: string) =>
  z.coerce
    .number()
    .int()
    .refine((value) => value === -1 || value > 0, `${name} must be -1 (all) or a positive number`)
    .default(-1)

export const publicSiteByHost = createRoute({
  method: 'get',
  path: '/core/public/partner-sites',
  tags,
  summary: 'Find the public site a host name belongs to (custom domain, sub-domain, or the default site)',
  request: { query: z.object({ url: z.string().trim().min(1).max(253) }) },
  responses: {
    200: jsonContent(siteSchema, 'The site'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
})

export const publicSiteById = createRoute({
  method: 'get',
  path: '/core/public/partner-sites/{id}',
  tags,
  summary: 'A public site by its id (what the widget needs: settings, theme, languages, payment methods)',
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    200: jsonContent(siteSchema, 'The site'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
})

export const siteById = createRoute({
  method: 'get',
  path: '/core/v1/partner-sites/{id}',
  tags,
  security: bearerSecurity,
  summary: 'A site, for its owner (or the owner’s sub-users) and admins',
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    200: jsonContent(siteSchema, 'The site'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
})

export const siteList = createRoute({
  method: 'get',
  path: '/core/v1/partner-sites',
  tags,
  security: bearerSecurity,
  summary: 'The sites the user may manage (all of them for admins)',
  request: {
    query: z.object({ item_per_page: allOrPositive('item_per_page'), left_off: allOrPositive('left_off') }),
  },
  responses: {
    200: jsonContent(
      z.object({ data: z.object({ data: z.array(siteSchema), total: z.number().int() }) }),
      'The sites, in data.data',
    ),
    400: errorResponses[400],
    401: errorResponses[401],
  },
})
