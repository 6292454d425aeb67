import { z } from 'zod'
import { approvalStatusSchema } from '../enums/approvalStatus'
import { policySchema } from '../enums/policy'
import { userRoleSchema } from '../enums/userRole'
import { idSchema } from './common'
import { localeSchema } from '../locales'

export const USER_ADMIN_MESSAGES = {
  lastAdmin: 'The last administrator cannot be deleted',
  ownAdminRole: 'You cannot remove your own administrator role',
  deleteSelf: 'You cannot delete your own account',
  duplicateEmail: 'This email is already in use',
  nameRequired: 'Please enter the name',
  roleRequired: 'Choose at least one role',
} as const

/** One user as the admin's Users pages list and edit them (spec part 2, Users). */
export const userAdminRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role_id: z.array(userRoleSchema),
  policies: z.array(policySchema),
  status: approvalStatusSchema,
  can_login: z.boolean(),
  parent_user_id: idSchema.nullable(),
  country_code: z.string().nullable(),
  user_currency_type: z.string().nullable(),
  /** The language of the user's mails. */
  locale: localeSchema,
  created_at: z.string(),
})
export type UserAdminRow = z.infer<typeof userAdminRowSchema>

/** POST /user-listing: the users of one role and status, optionally matching a search text. */
export const userListingQuerySchema = z.object({
  role: userRoleSchema,
  status: approvalStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
})
export type UserListingQuery = z.infer<typeof userListingQuerySchema>

/** The admin's edit of a user: who they are and which roles they hold. */
export const userAdminEditSchema = z.object({
  name: z.string().trim().min(1, USER_ADMIN_MESSAGES.nameRequired).max(100),
  email: z.email('Please enter a valid email').transform((v) => v.trim().toLowerCase()),
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((v) => v.toUpperCase()),
  user_currency_type: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
    .transform((v) => v.toUpperCase()),
  role_id: z.array(userRoleSchema).min(1, USER_ADMIN_MESSAGES.roleRequired),
  /** The language of the user's mails; left out, it stays (on creation: the admin's language). */
  locale: localeSchema.optional(),
})
export type UserAdminEdit = z.infer<typeof userAdminEditSchema>

/** `user/-1`: the admin makes an account, active at once; its user sets a password from the mail. */
export const userAdminCreateSchema = userAdminEditSchema.extend({
  policies: z.array(policySchema).default([]),
})
export type UserAdminCreate = z.infer<typeof userAdminCreateSchema>

/** Approve (2) or reject (3) a user; rejecting may carry a reason for the mail. */
export const userStatusChangeSchema = z.object({
  status: z.union([z.literal(2), z.literal(3)]),
  reason: z.string().trim().max(500).optional(),
})
export type UserStatusChange = z.infer<typeof userStatusChangeSchema>

/** POST /user-policies: the whole set of a user's policies. */
export const userPoliciesSchema = z.object({
  user_id: idSchema,
  policies: z.array(policySchema),
})
export type UserPolicies = z.infer<typeof userPoliciesSchema>
