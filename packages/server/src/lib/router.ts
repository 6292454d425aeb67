import { OpenAPIHono, type z } from '@hono/zod-openapi'
import { errorBodySchema as errorBody } from '@jaunt/domain'
import type { AppEnv } from './types.js'
import { validationHook } from './validation.js'

export function createRouter() {
  return new OpenAPIHono<AppEnv>({ strict: false, defaultHook: validationHook })
}

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
})

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
})

export const errorResponses = {
  400: jsonContent(errorBody, 'Bad input: the message names the field'),
  401: jsonContent(errorBody, 'Unauthenticated'),
  403: jsonContent(errorBody, 'Access Denied'),
  404: jsonContent(errorBody, 'Not found'),
  409: jsonContent(errorBody, 'Conflicts with the current state'),
  413: jsonContent(errorBody, 'The body is larger than 1 MB'),
  422: jsonContent(errorBody, 'Refused by a business rule'),
  429: jsonContent(errorBody, 'Too many attempts'),
} as const

/** For the calls under a per-address rate limit (lib/rate-limit). */
export const rateLimited = {
  429: {
    ...errorResponses[429],
    description: 'Too many calls from this address: try again after Retry-After',
  },
} as const

/** For the search calls, which also pass the search gate (lib/busy-gate). */
export const searchLimited = {
  ...rateLimited,
  503: {
    ...errorResponses[429],
    description: 'Too many searches at once, or one ran past its time: try again after Retry-After',
  },
} as const

export const bearerSecurity = [{ bearerAuth: [] }]
