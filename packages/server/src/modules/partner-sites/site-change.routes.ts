import { createRoute, z } from '@hono/zod-openapi'
import {
  generalSettingsRecordSchema,
  SITE_CHANGE_STATUSES,
  siteChangeHistoryRowSchema,
  siteChangeRowSchema,
  siteRejectionSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Partner site editing requests']
const params = z.object({ id: z.coerce.number().int().positive() })
const row = siteChangeRowSchema.meta({ id: 'SiteChangeRow' })
const decided = {
  200: jsonContent(row, 'The request as decided'),
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  409: {
    ...errorResponses[409],
    description: 'The request is not waiting, or its sub-domain or domain was taken meanwhile',
  },
}

export const siteChanges = createRoute({
  method: 'get',
  path: '/core/v1/admin/partner-site-changes',
  operationId: 'listSiteChanges',
  tags,
  security: bearerSecurity,
  summary:
    'Admin only: editing requests of live sites by status (waiting ones oldest first), optionally of one site',
  request: {
    query: z.object({
      status: z.enum(SITE_CHANGE_STATUSES).default('pending'),
      site_id: z.coerce.number().int().positive().optional(),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(row), total: z.number().int() }).meta({ id: 'SiteChangeList' }),
      'The requests',
    ),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
})

export const approveSiteChange = createRoute({
  method: 'put',
  path: '/core/v1/admin/partner-site-changes/{id}/approve',
  operationId: 'approveSiteChange',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: apply a waiting name or address change to its site and mail the partner',
  request: { params },
  responses: decided,
})

export const rejectSiteChange = createRoute({
  method: 'put',
  path: '/core/v1/admin/partner-site-changes/{id}/reject',
  operationId: 'rejectSiteChange',
  tags,
  security: bearerSecurity,
  summary:
    'Admin only: refuse a waiting change with a reason, which the partner is mailed; the site stays as it was',
  request: { params, body: jsonBody(siteRejectionSchema.meta({ id: 'SiteRejection' })) },
  responses: decided,
})

export const withdrawSiteChange = createRoute({
  method: 'delete',
  path: '/core/v1/partner-sites/{id}/general-settings/pending-change',
  operationId: 'withdrawSiteChange',
  tags,
  security: bearerSecurity,
  summary: 'Take back the site’s waiting name or address change',
  request: { params },
  responses: {
    200: jsonContent(generalSettingsRecordSchema.meta({ id: 'GeneralSettings' }), 'The general settings'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
})

export const siteChangeHistory = createRoute({
  method: 'get',
  path: '/core/v1/partner-sites/{id}/general-settings/changes',
  operationId: 'siteChangeHistory',
  tags,
  security: bearerSecurity,
  summary:
    'The site’s editing requests, newest first: waiting, approved, rejected (with the reason) or withdrawn',
  request: { params },
  responses: {
    200: jsonContent(
      z
        .object({ data: z.array(siteChangeHistoryRowSchema.meta({ id: 'SiteChangeHistoryRow' })) })
        .meta({ id: 'SiteChangeHistory' }),
      'The requests',
    ),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
})
