import { z } from 'zod'
import { calendarDateSchema, countSchema, idSchema } from './common'

/** Where an earning stands: owed, checked by the marketplace, then paid out. */
export const EarningStatus = { Pending: 1, Approved: 2, Paid: 3 } as const
export type EarningStatus = (typeof EarningStatus)[keyof typeof EarningStatus]
export const earningStatusSchema = z.enum(EarningStatus)

/** The changes an admin may make: a paid earning is final. */
export const EARNING_STATUS_MOVES: Record<EarningStatus, readonly EarningStatus[]> = {
  [EarningStatus.Pending]: [EarningStatus.Approved],
  [EarningStatus.Approved]: [EarningStatus.Pending, EarningStatus.Paid],
  [EarningStatus.Paid]: [],
}

export const EARNING_KINDS = ['supplier', 'partner'] as const
export type EarningKind = (typeof EARNING_KINDS)[number]

/** A calendar month `yyyy-MM`. */
export const earningMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month yyyy-MM')

const money = z.number().finite()

/**
 * One owner's earning for one month in one currency. `id` is `{owner}-{yyyy-MM}-{currency}`. For a supplier
 * `net` is what the marketplace owes them (gross − refunds − commission); for a partner it is their share of
 * the commission on their sites' bookings.
 */
export const earningRowSchema = z.object({
  id: z.string(),
  kind: z.enum(EARNING_KINDS),
  owner_user_id: idSchema,
  owner_name: z.string(),
  month: earningMonthSchema,
  currency_code: z.string(),
  bookings: countSchema,
  gross: money,
  refunds: money,
  commission: money,
  net: money,
  status: earningStatusSchema,
  status_changed_at: z.string().nullable(),
})
export type EarningRow = z.infer<typeof earningRowSchema>

export const EARNING_SORT_FIELDS = ['month', 'currency_code', 'gross', 'net', 'status', 'owner_name'] as const
export type EarningSortField = (typeof EARNING_SORT_FIELDS)[number]

export const earningListFilterSchema = z.strictObject({
  month: earningMonthSchema.optional(),
  status: z.coerce.number().pipe(earningStatusSchema).optional(),
  currency_code: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'Expected a three-letter currency code')
    .transform((code) => code.toUpperCase())
    .optional(),
  /** Only an admin sees more than one owner. */
  owner_user_id: z.coerce.number().pipe(idSchema).optional(),
})
export type EarningListFilter = z.infer<typeof earningListFilterSchema>

/** One booking in an earning: a booked item, or a booked package (the supplier's line is their service's share). */
export const earningLineSchema = z.object({
  booking_kind: z.enum(['reservation', 'package']),
  reservation_ref: z.string(),
  /** The booked item's id, or the booked package's (`reserved_package.id`). */
  reservation_id: idSchema,
  /** A package's page is `reservations/{payment_ref}/{reservation_id}`; null for an item. */
  payment_ref: z.string().nullable(),
  product_name: z.string(),
  /** The package the line is part of, or null for an item. */
  package_name: z.string().nullable(),
  start_date: calendarDateSchema,
  booked_at: z.string(),
  status: z.number().int(),
  gross: money,
  refunds: money,
  commission: money,
  net: money,
  /**
   * A late refund's line: the month its booking is counted in, which was approved or paid when the refund was
   * made, so the refund lands here instead (its gross 0, its figures negative). Null for a booking's own line.
   */
  refund_of_month: z.string().nullable(),
})
export type EarningLine = z.infer<typeof earningLineSchema>

export const earningStatusChangeSchema = z.object({
  from_status: earningStatusSchema.nullable(),
  to_status: earningStatusSchema,
  note: z.string(),
  changed_by_name: z.string(),
  changed_at: z.string(),
})
export type EarningStatusChange = z.infer<typeof earningStatusChangeSchema>

export const earningDetailSchema = earningRowSchema.extend({
  lines: z.array(earningLineSchema),
  history: z.array(earningStatusChangeSchema),
})
export type EarningDetail = z.infer<typeof earningDetailSchema>

export const earningStatusInputSchema = z.object({
  status: earningStatusSchema,
  note: z.string().trim().max(500).optional(),
})
export type EarningStatusInput = z.infer<typeof earningStatusInputSchema>

/** `{owner}-{yyyy-MM}-{currency}` read back; null when the id cannot be an earning. */
export function parseEarningId(id: string) {
  const match = /^(\d{1,9})-(\d{4}-(?:0[1-9]|1[0-2]))-([A-Z]{3})$/.exec(id)
  if (!match) return null
  return { ownerUserId: Number(match[1]), month: match[2]!, currencyCode: match[3]! }
}

export const earningIdOf = (ownerUserId: number, month: string, currencyCode: string) =>
  `${ownerUserId}-${month}-${currencyCode}`
