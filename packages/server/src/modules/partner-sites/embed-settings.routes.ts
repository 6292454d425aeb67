import { createRoute, z } from '@hono/zod-openapi'
import { embedSettingsInputSchema, embedSettingsSchema, UserRole } from '@jaunt/domain'
import { requireRole } from '../../lib/auth.js'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Partner sites']
const params = z.object({ id: z.coerce.number().int().positive() })

export const embedSettings = createRoute({
  method: 'get',
  path: '/core/v1/partner-sites/{id}/embed-settings',
  operationId: 'getEmbedSettings',
  tags,
  security: bearerSecurity,
  middleware: [requireRole(UserRole.Partner, UserRole.Admin)] as const,
  summary: 'How the site’s widget is embedded: the loader to paste and the origins allowed to call the API',
  request: { params },
  responses: {
    200: jsonContent(embedSettingsSchema, 'The embed settings'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
})

export const updateEmbedSettings = createRoute({
  method: 'put',
  path: '/core/v1/partner-sites/{id}/embed-settings',
  operationId: 'updateEmbedSettings',
  tags,
  security: bearerSecurity,
  middleware: [requireRole(UserRole.Partner, UserRole.Admin)] as const,
  summary: 'Replace the origins of the partner’s own pages that may embed the widget',
  request: { params, body: jsonBody(embedSettingsInputSchema) },
  responses: {
    200: jsonContent(embedSettingsSchema, 'The embed settings as saved'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
})
