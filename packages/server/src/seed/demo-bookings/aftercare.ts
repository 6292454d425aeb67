import { randomUUID } from 'node:crypto'
import { roundMoney } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { Actor } from '../../modules/booking-actions/actor.js'
import { cancelFromBackOffice } from '../../modules/booking-actions/booking-cancel.service.js'
import { refundPackagePartly } from '../../modules/reservations/package-refund.service.js'
import type { DemoBooking } from './plan.js'

/** A demo account as the back office's calls see it. */
export async function actorOf(db: DB, email: string): Promise<Actor> {
  const user = await db
    .selectFrom('app_user')
    .select(['id', 'role_ids', 'policies'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  return { id: user.id, roles: user.role_ids, policies: user.policies }
}

/** The supplier cancels the booking's second item from its page (nothing was paid, so nothing is refunded). */
async function supplierCancelsSecondItem(db: DB, cartId: number) {
  const items = await db
    .selectFrom('reservation')
    .select(['id', 'reservation_ref'])
    .where('cart_id', '=', cartId)
    .orderBy('id')
    .execute()
  await cancelFromBackOffice(db, null, await actorOf(db, 'supplier@jaunt.test'), {
    reservation_ref: String(items[0]!.reservation_ref),
    reservation_id: items[1]!.id,
    reason: 'The mountain farm trail is closed after a rock fall; we are sorry.',
    refund_percentage: 100,
  })
}

/** The partner gives a tenth of the package back without cancelling it (by hand: it was not paid by card). */
async function partnerRefundsPart(db: DB, cartId: number, paymentRef: string) {
  const booked = await db
    .selectFrom('reserved_package')
    .select(['id', 'price'])
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow()
  await refundPackagePartly(
    db,
    null,
    await actorOf(db, 'partner@jaunt.test'),
    { paymentRef, id: booked.id },
    {
      request_id: randomUUID(),
      amount: roundMoney(Number(booked.price) / 10),
      reason: 'The kayak part was cut short by the weather.',
    },
  )
}

/** What the back office did with a booking after it was made, through the same services as its pages. */
export async function afterwards(db: DB, booking: DemoBooking, made: { cartId: number; paymentRef: string }) {
  if (booking.afterwards === 'supplier-cancels-second-item') await supplierCancelsSecondItem(db, made.cartId)
  if (booking.afterwards === 'partner-refunds-part')
    await partnerRefundsPart(db, made.cartId, made.paymentRef)
}
