import { createRoute, z } from '@hono/zod-openapi'
import {
  contentTokenInputSchema,
  contentTokenRecordSchema,
  contentTokenTableQuerySchema,
  createdContentTokenSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Content API tokens']
const common = { tags, security: bearerSecurity }
const idParams = z.object({ id: z.coerce.number().int().positive() })
const record = contentTokenRecordSchema.meta({ id: 'ContentToken' })
const refusals = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}

export const listContentTokens = createRoute({
  ...common,
  method: 'post',
  path: '/core/v1/partner-sites/token/data-table',
  operationId: 'listContentTokens',
  summary: 'Admins: content API tokens, newest first, of one site or all; never the tokens themselves',
  request: { body: jsonBody(contentTokenTableQuerySchema.meta({ id: 'ContentTokenTableQuery' })) },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(record), total: z.number().int() }).meta({ id: 'ContentTokenTable' }),
      'One page of tokens',
    ),
    ...refusals,
  },
})

export const createContentToken = createRoute({
  ...common,
  method: 'post',
  path: '/core/v1/partner-sites/token/{id}',
  operationId: 'createContentToken',
  summary:
    'Admins: a new token to the site {id}’s published content; the answer is the only place it is shown',
  request: { params: idParams, body: jsonBody(contentTokenInputSchema.meta({ id: 'ContentTokenInput' })) },
  responses: {
    201: jsonContent(createdContentTokenSchema.meta({ id: 'CreatedContentToken' }), 'The token, shown once'),
    ...refusals,
  },
})

export const revokeContentToken = createRoute({
  ...common,
  method: 'delete',
  path: '/core/v1/partner-sites/token/{id}',
  operationId: 'revokeContentToken',
  summary: 'Admins: revoke the token {id}; calls with it are refused from now on',
  request: { params: idParams },
  responses: { 200: jsonContent(record, 'The revoked token'), ...refusals },
})
