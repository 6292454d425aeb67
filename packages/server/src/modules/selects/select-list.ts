import { createRoute, z } from '@hono/zod-openapi'
import { categoryChoiceSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonContent } from '../../lib/router.js'

// The catalogue's choices that product forms offer: every back-office user may read them.
export const tags = ['Selects']
export const SelectList = z
  .object({ data: z.array(categoryChoiceSchema), total: z.number().int() })
  .meta({ id: 'SelectList' })

export const selectRoute = (path: string, operationId: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    operationId,
    tags,
    security: bearerSecurity,
    summary,
    responses: {
      200: jsonContent(SelectList, 'Every choice, named in the asked language'),
      401: errorResponses[401],
    },
  })
