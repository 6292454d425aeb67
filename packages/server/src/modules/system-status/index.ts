import { createRoute } from '@hono/zod-openapi'
import { systemStatusSchema, UserRole } from '@jaunt/domain'
import { requireAccess } from '../../lib/auth.js'
import { bearerSecurity, createRouter, errorResponses, jsonContent } from '../../lib/router.js'
import { systemStatus } from './system-status.service.js'

const path = '/core/v1/admin/system-status'

const status = createRoute({
  method: 'get',
  path,
  operationId: 'getSystemStatus',
  tags: ['Tools'],
  security: bearerSecurity,
  summary: 'Admin only: version, database size, job queues and the mail outbox (tools/system)',
  responses: {
    200: jsonContent(systemStatusSchema.meta({ id: 'SystemStatus' }), 'The state of the server'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
})

const router = createRouter()
router.use(path, requireAccess({ roles: [UserRole.Admin] }))

/** The admin's system page: read-only, so an operations look needs no database console. */
export const systemStatusRouter = router.openapi(status, async (c) => {
  const kind = c.get('config').DATABASE_URL ? ('postgres' as const) : ('pglite' as const)
  return c.json(await systemStatus(c.get('db'), kind), 200)
})
