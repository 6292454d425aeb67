import { createRoute, z } from '@hono/zod-openapi'
import {
  userAdminCreateSchema,
  userAdminEditSchema,
  userAdminRowSchema,
  userListingQuerySchema,
  userPoliciesSchema,
  userStatusChangeSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['User administration']
const params = z.object({ id: z.coerce.number().int().positive() })
const row = userAdminRowSchema.meta({ id: 'UserAdminRow' })
const one = (description: string) => ({
  200: jsonContent(row, description),
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
})

export const userListing = createRoute({
  method: 'post',
  path: '/core/v1/user-listing',
  operationId: 'listUsersForAdmin',
  tags,
  security: bearerSecurity,
  summary:
    'Admin only: the users of one role, by approval status (1 pending, 2 active, 3 rejected) and search',
  request: { body: jsonBody(userListingQuerySchema.meta({ id: 'UserListingQuery' })) },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(row), total: z.number().int() }).meta({ id: 'UserAdminList' }),
      'The users',
    ),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
})

export const userDetail = createRoute({
  method: 'get',
  path: '/core/v1/admin/user/{id}',
  operationId: 'getUserForAdmin',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: one user',
  request: { params },
  responses: one('The user'),
})

export const editUser = createRoute({
  method: 'put',
  path: '/core/v1/admin/user/{id}',
  operationId: 'editUserForAdmin',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: change a user’s name, email, country, currency and roles',
  request: { params, body: jsonBody(userAdminEditSchema.meta({ id: 'UserAdminEdit' })) },
  responses: one('The user as saved'),
})

export const changeUserStatus = createRoute({
  method: 'put',
  path: '/core/v1/admin/user/{id}/status',
  operationId: 'changeUserStatus',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: approve or reject a user, who is mailed the decision',
  request: { params, body: jsonBody(userStatusChangeSchema.meta({ id: 'UserStatusChange' })) },
  responses: one('The user as decided'),
})

export const setUserPolicies = createRoute({
  method: 'post',
  path: '/core/v1/user-policies',
  operationId: 'setUserPolicies',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: replace a user’s policies; they apply from the user’s next request',
  request: { body: jsonBody(userPoliciesSchema.meta({ id: 'UserPolicies' })) },
  responses: one('The user with the new policies'),
})

export const deleteUser = createRoute({
  method: 'delete',
  path: '/core/v1/user/{id}',
  operationId: 'deleteUser',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: delete a user softly; their products and bookings stay, they can no longer log in',
  request: { params },
  responses: {
    ...one('The deleted user'),
    422: { ...errorResponses[422], description: 'The last administrator, or the admin themself' },
  },
})

export const createUser = createRoute({
  method: 'post',
  path: '/core/v1/user/registration',
  operationId: 'createUserForAdmin',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: make an active account; its user is mailed a link (24 hours) to set a password',
  request: { body: jsonBody(userAdminCreateSchema.meta({ id: 'UserAdminCreate' })) },
  responses: {
    201: jsonContent(row, 'The user as created'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
})

export const sendPasswordReset = createRoute({
  method: 'post',
  path: '/core/v1/admin/user/{id}/password-reset',
  operationId: 'sendPasswordResetForAdmin',
  tags,
  security: bearerSecurity,
  summary: 'Admin only: mail the user a link (60 minutes, once) to set a new password',
  request: { params },
  responses: one('The user the link was mailed to'),
})
