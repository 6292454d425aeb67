import { createRoute, z } from '@hono/zod-openapi'
import { LOG_IN_AS_AUDIT_SORT_FIELDS, logInAsAuditFilterSchema, logInAsAuditRowSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'

const LogInAsAuditRow = logInAsAuditRowSchema.meta({ id: 'LogInAsAuditRow' })
const LogInAsAuditFilter = logInAsAuditFilterSchema.meta({ id: 'LogInAsAuditFilter' })

export const listLogInAsAudit = createRoute({
  method: 'get',
  path: '/core/v1/log-in-as-audit',
  operationId: 'listLogInAsAudit',
  tags: ['Users'],
  security: bearerSecurity,
  summary:
    'Admins: every log-in-as, who acted as whom, from which IP, when it started and ended; total in Content-Range',
  request: {
    query: simpleRestQuery(LogInAsAuditFilter, LOG_IN_AS_AUDIT_SORT_FIELDS, {
      filter: '{"q":"supplier","started_from":"2026-01-01"}',
      sort: '["started_at","DESC"]',
    }),
  },
  responses: {
    200: {
      ...jsonContent(z.array(LogInAsAuditRow), 'One page of the audit, newest first unless sorted'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'log-in-as-audit 0-24/31' }) }),
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
})
