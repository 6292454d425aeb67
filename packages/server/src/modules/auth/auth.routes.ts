import { createRoute, z } from '@hono/zod-openapi'
import { loginBodySchema, refreshTokenBodySchema, tokenPairSchema } from '@jaunt/domain'
import { errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Auth']

export const login = createRoute({
  method: 'post',
  path: '/nauth/npanel/login',
  tags,
  summary: 'Back-office login with email and password',
  request: { body: jsonBody(loginBodySchema) },
  responses: {
    200: jsonContent(tokenPairSchema, 'The access and refresh tokens'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    429: errorResponses[429],
  },
})

export const refreshToken = createRoute({
  method: 'post',
  path: '/nauth/npanel/refresh_token',
  tags,
  summary: 'Trade a refresh token for a new pair (rotation; a reused token revokes its family)',
  request: { body: jsonBody(refreshTokenBodySchema) },
  responses: {
    200: jsonContent(tokenPairSchema, 'A new access and refresh token'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
})

export const logout = createRoute({
  method: 'post',
  path: '/nauth/npanel/logout',
  tags,
  summary: 'Revoke the session of a refresh token',
  request: { body: jsonBody(refreshTokenBodySchema) },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), 'Logged out'),
    400: errorResponses[400],
  },
})
