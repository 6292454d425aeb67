import { createRoute, z } from '@hono/zod-openapi'
import { subUserCreateSchema, subUserEditSchema, subUserRecordSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'

const tags = ['Sub-users']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const SubUser = subUserRecordSchema.meta({ id: 'SubUser' })
const path = '/core/v1/sub-users'

export const listSubUsers = createRoute({
  method: 'get',
  path,
  operationId: 'listSubUsers',
  tags,
  security,
  summary: "The partner's card-reader operators, searched by name or email; total in Content-Range",
  request: {
    query: simpleRestQuery(
      z.object({ q: z.string().trim().max(200).optional() }),
      ['name', 'email', 'created_at'] as const,
      {
        filter: '{"q":"otto"}',
        sort: '["name","ASC"]',
      },
    ),
  },
  responses: {
    200: {
      ...jsonContent(z.array(SubUser), 'One page of operators'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'sub-users 0-24/2' }) }),
    },
    ...failures,
  },
})

export const getSubUser = createRoute({
  method: 'get',
  path: `${path}/{id}`,
  operationId: 'getSubUser',
  tags,
  security,
  summary: 'One operator of the partner',
  request: { params: idParams },
  responses: { 200: jsonContent(SubUser, 'The operator'), ...failures },
})

export const createSubUser = createRoute({
  method: 'post',
  path,
  operationId: 'createSubUser',
  tags,
  security,
  summary: 'Adds an operator and mails them a link (24 hours, once) to set their password',
  request: { body: jsonBody(subUserCreateSchema.meta({ id: 'SubUserCreate' })) },
  responses: { 201: jsonContent(SubUser, 'The operator, invitation pending'), ...failures },
})

export const editSubUser = createRoute({
  method: 'put',
  path: `${path}/{id}`,
  operationId: 'editSubUser',
  tags,
  security,
  summary: 'Renames an operator, or stops or restarts their access (stopping ends their sessions)',
  request: { params: idParams, body: jsonBody(subUserEditSchema.meta({ id: 'SubUserEdit' })) },
  responses: { 200: jsonContent(SubUser, 'The operator'), ...failures },
})

export const deleteSubUser = createRoute({
  method: 'delete',
  path: `${path}/{id}`,
  operationId: 'deleteSubUser',
  tags,
  security,
  summary: 'Removes an operator: they can no longer log in; the sales they made stay',
  request: { params: idParams },
  responses: { 200: jsonContent(SubUser, 'The operator as it was'), ...failures },
})

export const resendInvitation = createRoute({
  method: 'post',
  path: `${path}/{id}/invitation`,
  operationId: 'resendSubUserInvitation',
  tags,
  security,
  summary: 'Mails the operator a new link to set their password; older links stop working',
  request: { params: idParams },
  responses: { 200: jsonContent(SubUser, 'The operator'), ...failures },
})
