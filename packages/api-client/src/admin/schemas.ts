import { currencyCodeSchema, idSchema, userRoleSchema } from '@jaunt/domain'
import { z } from 'zod'

// Answers of the back-office calls the spec leaves open (docs/decisions.md, "Paths the spec leaves
// open"); they belong in @jaunt/domain's schemas once another front end needs them.

/** GET /core/public/user/terms-and-condition/{countryCode}: the current legal text to accept. */
export const termsAndConditionSchema = z.object({
  id: idSchema,
  version: z.number().int(),
  country_code: z.string().nullable(),
  title: z.string(),
  content_html: z.string(),
  published_at: z.string(),
})
export type TermsAndCondition = z.infer<typeof termsAndConditionSchema>

const latestBookingSchema = z.object({
  id: idSchema,
  booking_number: z.string().nullable(),
  service_name: z.string(),
  start_date: z.string(),
  start_time: z.string().nullable(),
  guests: z.number().int(),
  guest_name: z.string().nullable(),
  price: z.number(),
  currency_code: currencyCodeSchema,
  booked_at: z.string(),
})
export type LatestBooking = z.infer<typeof latestBookingSchema>

const figuresSchema = z.object({
  upcoming_bookings: z.number().int().nonnegative(),
  bookings_this_month: z.number().int().nonnegative(),
  sales_this_month: z.number(),
  currency_code: currencyCodeSchema,
  other_currencies: z
    .array(z.object({ currency_code: currencyCodeSchema, sales_this_month: z.number() }))
    .default([]),
  latest_bookings: z.array(latestBookingSchema).default([]),
})
export type DashboardFigures = z.infer<typeof figuresSchema>

/** GET /core/v1/dashboard/summary: null for a role the user lacks. */
export const dashboardSummarySchema = z.object({
  supplier: figuresSchema.nullable(),
  partner: figuresSchema.nullable(),
  /** Whether the server has a card provider; without one, sites take bookings without payment only. */
  card_payments: z.boolean().default(false),
})
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>

export const adminUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role_id: z.array(userRoleSchema),
  can_login: z.boolean(),
})
export type AdminUser = z.infer<typeof adminUserSchema>

/** GET /core/v1/admin/users?role=: the admin's user list. */
export const adminUserListSchema = z.object({ data: z.array(adminUserSchema), total: z.number().int() })
export type AdminUserList = z.infer<typeof adminUserListSchema>

/** PUT /core/v1/user/profile. */
export const profileBodySchema = z.object({
  name: z.string().trim().min(1),
  country_code: z.string().regex(/^[A-Za-z]{2}$/),
  user_currency_type: currencyCodeSchema,
})
export type ProfileBody = z.infer<typeof profileBodySchema>
