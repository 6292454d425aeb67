import { CancellationOrigin, Policy, UserRole } from '@jaunt/domain'
import { forbidden } from '../../lib/errors.js'
import type { Viewer } from '../reservations/reservation-scope.js'

/** The back-office user acting on bookings: whose bookings they see and what they may do to them. */
export interface Actor extends Viewer {
  policies: string[]
}

/**
 * The marketplace's admin cancels as the system; a supplier, or a partner on their site, as the
 * supplier's side. A partner who is nothing else needs the policy to cancel a tour booking.
 */
export function cancellingOrigin(actor: Actor): CancellationOrigin {
  if (actor.roles.includes(UserRole.Admin)) return CancellationOrigin.BySystem
  const partnerOnly = !actor.roles.includes(UserRole.Supplier)
  if (partnerOnly && !actor.policies.includes(Policy.PARTNER_CANCEL_TOUR_BOOKING)) throw forbidden()
  return CancellationOrigin.BySupplier
}
