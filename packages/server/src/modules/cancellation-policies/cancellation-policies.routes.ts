import { createRoute, z } from '@hono/zod-openapi'
import { cancellationPolicyInputSchema, cancellationPolicyRecordSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'

const tags = ['Cancellation policies']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const PolicyInput = cancellationPolicyInputSchema.meta({ id: 'CancellationPolicyInput' })
const Policy = cancellationPolicyRecordSchema.meta({ id: 'CancellationPolicy' })
const path = '/core/v1/cancellation-policies'

export const listPolicies = createRoute({
  method: 'get',
  path,
  operationId: 'listCancellationPolicies',
  tags,
  security,
  summary: "The marketplace's shared cancellation policies, and a supplier's own; total in Content-Range",
  request: {
    query: simpleRestQuery(z.object({}), ['name'] as const, { filter: '{}', sort: '["name","ASC"]' }),
  },
  responses: {
    200: {
      ...jsonContent(z.array(Policy), 'One page of policies, shared ones first'),
      headers: z.object({
        'Content-Range': z.string().openapi({ example: 'cancellation-policies 0-24/4' }),
      }),
    },
    ...failures,
  },
})

export const getPolicy = createRoute({
  method: 'get',
  path: `${path}/{id}`,
  operationId: 'getCancellationPolicy',
  tags,
  security,
  summary: 'One cancellation policy with its rules',
  request: { params: idParams },
  responses: { 200: jsonContent(Policy, 'The policy'), ...failures },
})

export const createPolicy = createRoute({
  method: 'post',
  path,
  operationId: 'createCancellationPolicy',
  tags,
  security,
  summary: "Adds a policy: the admin's is shared with every supplier, a supplier's is their own",
  request: { body: jsonBody(PolicyInput) },
  responses: { 201: jsonContent(Policy, 'The policy as stored'), ...failures },
})

export const updatePolicy = createRoute({
  method: 'put',
  path: `${path}/{id}`,
  operationId: 'updateCancellationPolicy',
  tags,
  security,
  summary: 'Renames a policy or changes its rules, for cancellations from now on',
  request: { params: idParams, body: jsonBody(PolicyInput) },
  responses: { 200: jsonContent(Policy, 'The policy as stored'), ...failures },
})

export const deletePolicy = createRoute({
  method: 'delete',
  path: `${path}/{id}`,
  operationId: 'deleteCancellationPolicy',
  tags,
  security,
  summary: 'Removes a policy that no product or rate plan uses',
  request: { params: idParams },
  responses: {
    200: jsonContent(Policy, 'The policy as it was'),
    ...failures,
    409: { ...errorResponses[409], description: 'Products or rate plans use it' },
  },
})
