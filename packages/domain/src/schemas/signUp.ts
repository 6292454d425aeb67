import { z } from 'zod'
import { UserRole } from '../enums/userRole'
import { MESSAGES } from '../messages'
import { countryOf } from '../rules/countries'
import { newPasswordSchema } from './auth'

/** The spec has no sign-up or link texts: these are ours (docs/decisions.md, public sign-up). */
export const SIGN_UP_MESSAGES = {
  nameRequired: 'Please enter your name.',
  roleRequired: 'Please choose partner, supplier or both.',
  countryRequired: 'Please select your country.',
  termsRequired: 'Please accept the terms and conditions.',
  termsOutdated: 'The terms have changed. Please read and accept the current version.',
  duplicateEmail: 'This email is already registered. Log in, or reset your password.',
  linkExpired: 'This link has expired or has already been used.',
  passwordsDiffer: 'The passwords do not match.',
  registered:
    'Thank you. We have sent you an email with a link to verify your address and set your password.',
  linkSent: 'If this email belongs to an account, we have sent it a link to set a new password.',
  passwordSet: 'Your password is set.',
} as const

/** A sign-up's verification link lives a day; a password reset link an hour. Each works once. */
export const SIGN_UP_LINK_TTL_HOURS = 24
export const PASSWORD_RESET_LINK_TTL_MINUTES = 60

/**
 * What a user's emailed link is for: verifying a new sign-up, resetting a forgotten password, or
 * accepting an account someone made for them (a partner's operator, a user the admin created).
 */
export const SignUpLinkPurpose = { Verify: 'verify', Reset: 'reset', Invite: 'invite' } as const
export type SignUpLinkPurpose = (typeof SignUpLinkPurpose)[keyof typeof SignUpLinkPurpose]

const signUpEmailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email(MESSAGES.emailInvalid))

/** The roles one may sign up for: supplier, partner, or both. */
export const signUpRoleSchema = z.union([z.literal(UserRole.Supplier), z.literal(UserRole.Partner)])

/** `POST /core/public/user/registration`: a supplier or partner applies, accepting their country's terms. */
export const signUpRegistrationSchema = z.object({
  name: z
    .string({ error: SIGN_UP_MESSAGES.nameRequired })
    .trim()
    .min(1, SIGN_UP_MESSAGES.nameRequired)
    .max(100),
  email: signUpEmailSchema,
  role_id: z
    .array(signUpRoleSchema, { error: SIGN_UP_MESSAGES.roleRequired })
    .min(1, SIGN_UP_MESSAGES.roleRequired)
    .max(2),
  country_code: z
    .string({ error: SIGN_UP_MESSAGES.countryRequired })
    .trim()
    .refine((code) => countryOf(code) !== undefined, SIGN_UP_MESSAGES.countryRequired)
    .transform((code) => code.toUpperCase()),
  /** The version of the terms the applicant read and accepted. */
  terms_and_condition_id: z.number({ error: SIGN_UP_MESSAGES.termsRequired }).int().positive(),
  accept_terms: z.literal(true, { error: SIGN_UP_MESSAGES.termsRequired }),
  /** The kind of business the applicant runs (Selects › Business types); optional. */
  business_type_id: z.number().int().positive().nullish(),
})
export type SignUpRegistration = z.infer<typeof signUpRegistrationSchema>

/** `POST /core/public/user/send-link`: a new link to set the password (forgotten, or never set). */
export const signUpSendLinkSchema = z.object({ email: signUpEmailSchema })
export type SignUpSendLink = z.infer<typeof signUpSendLinkSchema>

/** `PUT /core/public/user/password/update` (the link's token as bearer). */
export const signUpPasswordSchema = z
  .object({
    password: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .pipe(newPasswordSchema),
    password_confirmation: z.string({ error: SIGN_UP_MESSAGES.passwordsDiffer }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: SIGN_UP_MESSAGES.passwordsDiffer,
  })
export type SignUpPassword = z.infer<typeof signUpPasswordSchema>

/** `GET /core/public/user/verify-token`: whose link it is and what for, so the page can greet them. */
export const signUpLinkInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  purpose: z.enum(SignUpLinkPurpose),
})
export type SignUpLinkInfo = z.infer<typeof signUpLinkInfoSchema>

export const signUpCountrySchema = z.object({ code: z.string(), name: z.string() })
export const signUpCountryListSchema = z.object({ data: z.array(signUpCountrySchema) })
export type SignUpCountry = z.infer<typeof signUpCountrySchema>

export const signUpMessageSchema = z.object({ message: z.string() })
