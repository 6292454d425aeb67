import { createRoute, z } from '@hono/zod-openapi'
import { sql } from 'kysely'
import { createRouter, jsonContent } from '../../lib/router.js'

const health = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Health'],
  summary: 'Liveness: the process answers and the database takes a query',
  responses: {
    200: jsonContent(
      z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
      'Healthy',
    ),
  },
})

export const healthRouter = createRouter().openapi(health, async (c) => {
  await sql`select 1`.execute(c.get('db'))
  return c.json(
    {
      status: 'ok' as const,
      database: c.get('config').DATABASE_URL ? ('postgres' as const) : ('pglite' as const),
    },
    200,
  )
})
