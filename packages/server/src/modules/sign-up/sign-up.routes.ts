import { createRoute } from '@hono/zod-openapi'
import {
  signUpCountryListSchema,
  signUpLinkInfoSchema,
  signUpMessageSchema,
  signUpPasswordSchema,
  signUpRegistrationSchema,
  signUpSendLinkSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent, rateLimited } from '../../lib/router.js'

const tags = ['Sign-up']

export const countryList = createRoute({
  method: 'get',
  path: '/core/public/user/country-list',
  tags,
  summary: 'The countries one may sign up from, named in APP-LOCALE',
  responses: { 200: jsonContent(signUpCountryListSchema.meta({ id: 'SignUpCountryList' }), 'The countries') },
})

export const registration = createRoute({
  method: 'post',
  path: '/core/public/user/registration',
  tags,
  summary:
    'A supplier or partner signs up: pending, with a link mailed to verify the email and set the password',
  request: { body: jsonBody(signUpRegistrationSchema.meta({ id: 'SignUpRegistration' })) },
  responses: {
    200: jsonContent(signUpMessageSchema, 'Signed up; the link is mailed'),
    400: errorResponses[400],
    404: errorResponses[404],
    ...rateLimited,
  },
})

export const sendLink = createRoute({
  method: 'post',
  path: '/core/public/user/send-link',
  tags,
  summary:
    'Mail a link to set the password (forgotten password, or a new verify link); same answer for any email',
  request: { body: jsonBody(signUpSendLinkSchema.meta({ id: 'SignUpSendLink' })) },
  responses: {
    200: jsonContent(signUpMessageSchema, 'Sent when the email has an account'),
    400: errorResponses[400],
    ...rateLimited,
  },
})

export const verifyToken = createRoute({
  method: 'get',
  path: '/core/public/user/verify-token',
  tags,
  summary: 'Whose emailed link (the bearer) this is and what for; 401 when spent or expired',
  security: bearerSecurity,
  responses: {
    200: jsonContent(signUpLinkInfoSchema.meta({ id: 'SignUpLinkInfo' }), 'The link is valid'),
    401: errorResponses[401],
  },
})

export const passwordUpdate = createRoute({
  method: 'put',
  path: '/core/public/user/password/update',
  tags,
  summary: 'Set the password with an emailed link (the bearer); the link is spent and every session ends',
  security: bearerSecurity,
  request: { body: jsonBody(signUpPasswordSchema.meta({ id: 'SignUpPassword' })) },
  responses: {
    200: jsonContent(signUpMessageSchema, 'The password is set'),
    400: errorResponses[400],
    401: errorResponses[401],
    ...rateLimited,
  },
})
