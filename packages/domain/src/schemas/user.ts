import { z } from 'zod'
import { policySchema } from '../enums/policy'
import { userRoleSchema } from '../enums/userRole'
import { idSchema } from './common'

export const currentUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  // The spec sends the address wrapped in an object.
  email: z.object({ email: z.email() }),
  profile_pic_url: z.string().nullable(),
  can_login: z.boolean(),
  first_time_login: z.boolean(),
  terms_and_condition_accepted: z.boolean(),
  is_sub_user: z.boolean(),
  parent_user_id: idSchema.nullable(),
  country_code: z.string().nullable(),
  role_id: z.array(userRoleSchema),
  policies: z.array(policySchema),
  user_currency_type: z.string().nullable(),
  is_zaui_stay_user: z.boolean(),
})
export type CurrentUser = z.infer<typeof currentUserSchema>

/** Claims of an access token; `sub` is the user id as a string, as JWT requires. */
export const tokenPayloadSchema = z.object({ sub: z.string().min(1), roles: z.array(userRoleSchema) })
export type TokenPayload = z.infer<typeof tokenPayloadSchema>
