import { createRoute, z } from '@hono/zod-openapi'
import {
  policyListingPageSchema,
  policyListingSchema,
  policyMappingInputSchema,
  policyMappingQuerySchema,
  policyMappingSchema,
  servicePoliciesQuerySchema,
  servicePolicySchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Cancellation policies']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const Mapping = policyMappingSchema.meta({ id: 'CancellationPolicyMapping' })

export const policyListing = createRoute({
  method: 'post',
  path: '/core/v1/cancellation-policies-listing',
  operationId: 'findCancellationPolicies',
  tags,
  security,
  summary: 'A page of the policies one may choose, by name; an admin may ask for those of a supplier',
  request: { body: jsonBody(policyListingSchema.meta({ id: 'CancellationPolicyListing' })) },
  responses: {
    200: jsonContent(
      policyListingPageSchema.meta({ id: 'CancellationPolicyPage' }),
      'The page and the total',
    ),
    ...failures,
  },
})

export const servicePolicies = createRoute({
  method: 'post',
  path: '/core/v1/service-cancellation-policies',
  operationId: 'findServiceCancellationPolicies',
  tags,
  security,
  summary: "Which policy each of one's products applies (an admin: anyone's); others are left out",
  request: { body: jsonBody(servicePoliciesQuerySchema.meta({ id: 'ServicePoliciesQuery' })) },
  responses: {
    200: jsonContent(z.array(servicePolicySchema.meta({ id: 'ServicePolicy' })), 'One entry per product'),
    ...failures,
  },
})

export const getMapping = createRoute({
  method: 'get',
  path: '/core/v1/cancellation-policies/mapping',
  operationId: 'getCancellationPolicyMapping',
  tags,
  security,
  summary: "A product's policy and, for an accommodation, each rate plan's",
  request: { query: policyMappingQuerySchema },
  responses: { 200: jsonContent(Mapping, 'The mapping'), ...failures },
})

export const setMapping = createRoute({
  method: 'post',
  path: '/core/v1/cancellation-policies/mapping',
  operationId: 'setCancellationPolicyMapping',
  tags,
  security,
  summary:
    "Sets a product's policy and, for an accommodation, its rate plans'; refunds follow it from now on",
  request: { body: jsonBody(policyMappingInputSchema.meta({ id: 'CancellationPolicyMappingInput' })) },
  responses: { 200: jsonContent(Mapping, 'The mapping as stored'), ...failures },
})
