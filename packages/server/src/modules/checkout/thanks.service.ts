import {
  bookedTotal,
  moneyTaken,
  PaymentStatus,
  type Cart,
  type Locale,
  type PaymentMethod,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { cartView } from '../cart/cart.view.js'
import { cancellationsOfCart } from './booking-cancellations.js'

/**
 * What the booking-details page shows after paying. `retry_status_check` stays true while the
 * payment is still pending (a card payment whose confirmation has not arrived), so the page polls.
 * Items cancelled since carry their refund and reason, and the total leaves them out.
 */
export async function bookingDetails(db: DB, paymentRef: string, locale: Locale): Promise<Cart> {
  const payment = /^[0-9a-f-]{36}$/i.test(paymentRef)
    ? await db
        .selectFrom('payment as p')
        .innerJoin('cart as c', 'c.id', 'p.cart_id')
        .select(['p.uuid', 'p.method', 'p.status', 'c.cart_ref', 'c.id as cart_id'])
        .where('p.uuid', '=', paymentRef)
        .executeTakeFirst()
    : undefined
  if (!payment) throw notFound((w) => w.bookingNotFound)
  const cart = await cartView(db, payment.cart_ref, locale)
  const cancelled = await cancellationsOfCart(db, payment.cart_id, moneyTaken(payment))
  const reservations = cart.reservations.map((item) => ({
    ...item,
    cancellation: cancelled.byReservationRef.get(item.reservation_ref) ?? null,
  }))
  const packages = cart.reserved_package.map((item) => ({
    ...item,
    cancellation: cancelled.byPackageId.get(item.package_id) ?? null,
  }))
  return {
    ...cart,
    reservations,
    reserved_package: packages,
    cart_total_price: bookedTotal({ reservations, reserved_package: packages }),
    retry_status_check: payment.status === PaymentStatus.Pending,
    payment_info: { payment_method: payment.method as PaymentMethod, uuid: payment.uuid },
  }
}
