import { DEFAULT_LOCALE, type CancellationPolicyEntry, type Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { GuestOrder } from '../../db/schema.js'
import { translate } from '../catalogue/translate.js'
import { customerDb } from './customer.tables.js'

export interface BookedRoom {
  roomTypeId: number
  roomTypeName: string
  ratePlanName: string
  rooms: number
  adults: number
  children: number
  price: number
  policy: CancellationPolicyEntry[] | null
}

/** A confirmed or cancelled tour, stay or package with everything the customer area shows or acts on. */
export interface BookedItem {
  kind: 'reservation' | 'package'
  id: number
  uuid: string
  status: number
  serviceId: number
  serviceType: number
  name: string
  price: number
  currencyCode: string
  startDate: string
  endDate: string | null
  startTime: string | null
  /** The start (check-in for stays) as an instant, in the local time of the product's place. */
  startsAt: Date
  /** Today's date where the product is. */
  localToday: string
  checkinTime: string | null
  checkoutTime: string | null
  durationMinutes: number | null
  bookingNumber: string
  cartId: number
  cartLocale: string
  guest: GuestOrder | null
  bookedAt: Date | null
  payment: { uuid: string; method: string; status: number; providerRef: string | null } | null
  supplier: { name: string; email: string }
  locationName: string | null
  image: string | null
  comments: string
  /** The supplier's special instruction in the guest's language, else English. */
  specialInstruction: string | null
  adults: number
  children: number
  guests: number
  tourSlotId: number | null
  packageSlotId: number | null
  policy: CancellationPolicyEntry[] | null
  rooms: BookedRoom[]
  cancellation: {
    refundPercentage: number
    refundAmount: number
    policyHours: number | null
    reason: string
  } | null
}

const localToday = sql<string>`to_char(now() at time zone coalesce(l.time_zone, 'UTC'), 'YYYY-MM-DD')`
export interface PaymentFacts {
  uuid: string
  method: string
  status: number
  provider_ref: string | null
}
// The inner alias must not be one the outer query uses (`p` is the reserved package there): a
// shadowed `p.cart_id = p.cart_id` once gave every package the newest payment in the system.
export const latestPayment = (cartId: ReturnType<typeof sql.ref>) =>
  sql<PaymentFacts | null>`(
    select json_build_object('uuid', own_payment.uuid, 'method', own_payment.method,
      'status', own_payment.status, 'provider_ref', own_payment.provider_ref)
    from payment own_payment where own_payment.cart_id = ${cartId} order by own_payment.id desc limit 1
  )`

export function serviceFacts() {
  return [
    sql<string>`coalesce(t.name, en.name, '')`.as('name'),
    's.service_type',
    's.checkin_time',
    's.checkout_time',
    's.duration_minutes',
    's.images',
    'l.name as location_names',
    'cp.entries as policy',
    'supplier.name as supplier_name',
    'supplier.email as supplier_email',
    's.special_instruction',
    'c.guest',
    'c.locale as cart_locale',
    'c.confirmed_at',
    localToday.as('local_today'),
  ] as const
}

export function withService(db: DB, locale: Locale) {
  return customerDb(db)
    .selectFrom('service as s')
    .innerJoin('app_user as supplier', 'supplier.id', 's.supplier_user_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .leftJoin('cancellation_policy as cp', 'cp.id', 's.cancellation_policy_id')
    .leftJoin('service_translation as t', (join) =>
      join.onRef('t.service_id', '=', 's.id').on('t.locale', '=', locale),
    )
    .leftJoin('service_translation as en', (join) =>
      join.onRef('en.service_id', '=', 's.id').on('en.locale', '=', DEFAULT_LOCALE),
    )
}

export type ServiceRow = {
  name: string
  service_type: number
  checkin_time: string | null
  checkout_time: string | null
  duration_minutes: number | null
  images: { url: string }[]
  location_names: Record<string, string> | null
  policy: CancellationPolicyEntry[] | null
  supplier_name: string
  supplier_email: string
  special_instruction: Record<string, string>
  guest: GuestOrder | null
  cart_locale: string
  confirmed_at: Date | null
  local_today: string
}

export const common = (row: ServiceRow, locale: Locale) => ({
  name: row.name,
  serviceType: row.service_type,
  checkinTime: row.checkin_time,
  checkoutTime: row.checkout_time,
  durationMinutes: row.duration_minutes,
  image: row.images[0]?.url ?? null,
  locationName: row.location_names ? translate(row.location_names, locale) : null,
  policy: row.policy,
  supplier: { name: row.supplier_name, email: row.supplier_email },
  specialInstruction: translate(row.special_instruction, locale) || null,
  guest: row.guest,
  cartLocale: row.cart_locale,
  bookedAt: row.confirmed_at,
  localToday: row.local_today,
})

export const paymentOf = (row: { payment: PaymentFacts | null }) =>
  row.payment
    ? {
        uuid: row.payment.uuid,
        method: row.payment.method,
        status: row.payment.status,
        providerRef: row.payment.provider_ref,
      }
    : null

export const cancellationFacts = [
  'x.id as x_id',
  'x.refund_percentage as x_percentage',
  'x.refund_amount as x_amount',
  'x.policy_hours as x_hours',
  'x.reason as x_reason',
] as const

export const cancellationOf = (row: {
  x_id: number | null
  x_percentage: number | null
  x_amount: number | null
  x_hours: number | null
  x_reason: string | null
}) =>
  row.x_id === null
    ? null
    : {
        refundPercentage: Number(row.x_percentage),
        refundAmount: Number(row.x_amount),
        policyHours: row.x_hours,
        reason: row.x_reason ?? '',
      }
