import { createRoute, z } from '@hono/zod-openapi'
import { siteApprovalRowSchema, siteRejectionSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Partner site approval']
const params = z.object({ id: z.coerce.number().int().positive() })
const row = siteApprovalRowSchema.meta({ id: 'SiteApprovalRow' })
const decided = {
  200: jsonContent(row, 'The site as decided'),
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  409: { ...errorResponses[409], description: 'The site is not waiting for approval' },
}

export const siteApprovals = createRoute({
  method: 'get',
  path: '/core/v1/admin/partner-sites',
  operationId: 'listSiteApprovals',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: partner sites by approval status (1 pending, 2 active, 3 rejected), newest first',
  request: { query: z.object({ approval_status: z.coerce.number().int().min(1).max(3).default(1) }) },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(row), total: z.number().int() }).meta({ id: 'SiteApprovalList' }),
      'The sites',
    ),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
})

export const approveSite = createRoute({
  method: 'put',
  path: '/core/v1/admin/partner-sites/{id}/approve',
  operationId: 'approvePartnerSite',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: make a pending site live and mail its partner',
  request: { params },
  responses: decided,
})

export const rejectSite = createRoute({
  method: 'put',
  path: '/core/v1/admin/partner-sites/{id}/reject',
  operationId: 'rejectPartnerSite',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: refuse a pending site with a reason, which its partner is mailed',
  request: { params, body: jsonBody(siteRejectionSchema.meta({ id: 'SiteRejection' })) },
  responses: decided,
})
