import { EarningStatus, earningIdOf, type EarningKind } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { updateEarningStatus } from '../../modules/earnings/earnings.service.js'
import { actorOf, afterwards } from './aftercare.js'
import { backdateCart, lastMonthAt } from './backdate.js'
import { bookAsGuest, type BookingSettings } from './book.js'
import { DEMO_BOOKINGS } from './plan.js'

/** The month a statement closed for: the one before `today`'s, `yyyy-MM`. */
export const lastMonthOf = (today: Date) => lastMonthAt(today, [1, 0]).toISOString().slice(0, 7)

/** An admin moves an owner's earning of last month on, as from the earning's page. */
async function moveEarning(
  db: DB,
  kind: EarningKind,
  ownerEmail: string,
  month: string,
  steps: EarningStatus[],
) {
  const admin = await actorOf(db, 'admin@jaunt.test')
  const owner = await actorOf(db, ownerEmail)
  for (const status of steps) {
    const note = status === EarningStatus.Paid ? 'Paid by bank transfer' : 'Checked against the bookings'
    await updateEarningStatus(db, kind, admin, earningIdOf(owner.id, month, 'NOK'), { status, note }, 'en')
  }
}

/**
 * Last month's bookings for the demo accounts, made through the booking paths and the back office's
 * services, so Reservations, Cancellations, Earnings and Reports have a closed month to show: the
 * supplier's earning is approved, partner2's paid by hand (payouts by Stripe need a Stripe account).
 */
export async function seedDemoBookings(db: DB, settings: BookingSettings, today = new Date()) {
  for (const booking of DEMO_BOOKINGS) {
    const made = await bookAsGuest(db, settings, booking)
    await afterwards(db, booking, made)
    await backdateCart(db, made.cartId, lastMonthAt(today, booking.bookedOn))
  }
  const month = lastMonthOf(today)
  await moveEarning(db, 'supplier', 'supplier@jaunt.test', month, [EarningStatus.Approved])
  await moveEarning(db, 'partner', 'partner2@jaunt.test', month, [EarningStatus.Approved, EarningStatus.Paid])
}
