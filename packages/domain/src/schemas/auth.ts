import { z } from 'zod'
import { MESSAGES } from '../messages'

const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email(MESSAGES.emailInvalid))

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
})
export type LoginBody = z.infer<typeof loginBodySchema>

/** The customer area's emailed-link login; the site (none: null, -1 or absent) sets the link's address. */
export const customerLoginBodySchema = z.object({ email: emailSchema, site_id: z.number().int().nullish() })
export type CustomerLoginBody = z.infer<typeof customerLoginBodySchema>

export const tokenPairSchema = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1) })
export type TokenPair = z.infer<typeof tokenPairSchema>

export const refreshTokenBodySchema = z.object({ refresh_token: z.string().min(1) })
export type RefreshTokenBody = z.infer<typeof refreshTokenBodySchema>

export const newPasswordSchema = z
  .string()
  .min(8, MESSAGES.passwordTooShort)
  .refine((password) => /\p{L}/u.test(password) && /\d/.test(password), MESSAGES.passwordNeedsLetterAndDigit)

export const changePasswordBodySchema = z.object({
  current_password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
  new_password: newPasswordSchema,
})
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>
