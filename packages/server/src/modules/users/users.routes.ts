import { createRoute, z } from '@hono/zod-openapi'
import { changePasswordBodySchema, currentUserSchema, tokenPairSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Users']

export const currentUser = createRoute({
  method: 'get',
  path: '/core/v1/current/user',
  tags,
  security: bearerSecurity,
  summary: 'The logged-in back-office user',
  responses: { 200: jsonContent(currentUserSchema, 'The current user'), 401: errorResponses[401] },
})

export const acceptTerms = createRoute({
  method: 'post',
  path: '/core/v1/user/accept-terms-and-condition',
  tags,
  security: bearerSecurity,
  summary: 'Accept the current terms and conditions',
  responses: {
    200: jsonContent(currentUserSchema, 'The current user, terms accepted'),
    401: errorResponses[401],
  },
})

export const changePassword = createRoute({
  method: 'put',
  path: '/core/v1/user/password',
  tags,
  security: bearerSecurity,
  summary: 'Change the own password; clears first_time_login and ends other sessions',
  request: { body: jsonBody(changePasswordBodySchema) },
  responses: {
    200: jsonContent(tokenPairSchema, 'A fresh session for the new password'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
})

export const logInAs = createRoute({
  method: 'post',
  path: '/core/v1/admin/user/{id}/log-in-as',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: start a session as another user (audited)',
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    200: jsonContent(tokenPairSchema, 'A session as the other user'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    422: errorResponses[422],
  },
})

export const updateProfile = createRoute({
  method: 'put',
  path: '/core/v1/user/profile',
  tags,
  security: bearerSecurity,
  summary: 'Change the own name, country and currency',
  request: {
    body: jsonBody(
      z.object({
        name: z.string().trim().min(1, 'Please enter your name').max(100),
        country_code: z
          .string()
          .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
          .transform((v) => v.toUpperCase()),
        user_currency_type: z
          .string()
          .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
          .transform((v) => v.toUpperCase()),
      }),
    ),
  },
  responses: {
    200: jsonContent(currentUserSchema, 'The updated user'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
})

export const adminUsers = createRoute({
  method: 'get',
  path: '/core/v1/admin/users',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: users, optionally of one role',
  request: { query: z.object({ role: z.coerce.number().int().min(1).max(6).optional() }) },
  responses: {
    200: jsonContent(
      z.object({
        data: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            email: z.string(),
            role_id: z.array(z.number().int()),
            can_login: z.boolean(),
          }),
        ),
        total: z.number().int(),
      }),
      'The users',
    ),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
})
