import { createRoute, z } from '@hono/zod-openapi'
import { siteDirectoryQuerySchema, siteDirectoryRowSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonContent } from '../../lib/router.js'

const tags = ['Partner site approval']
const params = z.object({ id: z.coerce.number().int().positive() })
const row = siteDirectoryRowSchema.meta({ id: 'SiteDirectoryRow' })
const one = {
  200: jsonContent(row, 'The site'),
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const switched = {
  ...one,
  409: { ...errorResponses[409], description: 'The site is not approved' },
}

export const siteDirectory = createRoute({
  method: 'get',
  path: '/core/v1/admin/partner-site-list',
  operationId: 'listPartnerSitesForAdmin',
  tags,
  security: bearerSecurity,
  summary:
    'Admin only: every partner site with its owner, searched by name, domain or owner, by approval status',
  request: { query: siteDirectoryQuerySchema.meta({ id: 'SiteDirectoryQuery' }) },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(row), total: z.number().int() }).meta({ id: 'SiteDirectoryList' }),
      'The sites, newest first',
    ),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
})

export const siteDirectoryRow = createRoute({
  method: 'get',
  path: '/core/v1/admin/partner-sites/{id}',
  operationId: 'getPartnerSiteForAdmin',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: one site with its owner and status',
  request: { params },
  responses: one,
})

export const deactivateSite = createRoute({
  method: 'put',
  path: '/core/v1/admin/partner-sites/{id}/deactivate',
  operationId: 'deactivatePartnerSite',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: take an approved site off line; its settings and catalogue stay',
  request: { params },
  responses: switched,
})

export const activateSite = createRoute({
  method: 'put',
  path: '/core/v1/admin/partner-sites/{id}/activate',
  operationId: 'activatePartnerSite',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: put a deactivated approved site back on line',
  request: { params },
  responses: switched,
})
