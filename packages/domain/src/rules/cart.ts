import { ReservationStatusName } from '../enums/reservationStatus'
import type { CartItemStatus } from '../schemas/reservation'
import { cartTotal } from './money'

interface CartItems {
  reservations: readonly { status?: CartItemStatus | undefined }[]
  reserved_package: readonly { status?: CartItemStatus | undefined }[]
}

/** Items shown on the cart badge: reservations plus reserved packages. */
export function cartCount(cart: CartItems | null | undefined): number {
  if (!cart) return 0
  return cart.reservations.length + cart.reserved_package.length
}

/** A cart can be checked out unless an item or package carries the validation flag `false`. */
export function isCartValid(cart: CartItems): boolean {
  return [...cart.reservations, ...cart.reserved_package].every((item) => item.status !== false)
}

/**
 * A cart whose checkout has ended: every item carries its booking's outcome (CONFIRM, CANCEL, …)
 * instead of the in-cart flag. It takes no more items, so the guest's next add starts a new cart.
 */
export function isCartCheckedOut(cart: CartItems): boolean {
  const items = [...cart.reservations, ...cart.reserved_package]
  return items.length > 0 && items.every((item) => typeof item.status === 'string')
}

/** What a booking costs now: its items' prices, leaving out the ones cancelled since. */
export function bookedTotal(cart: {
  reservations: readonly { price: number; status?: CartItemStatus | undefined }[]
  reserved_package: readonly { price: number; status?: CartItemStatus | undefined }[]
}): number {
  const standing = [...cart.reservations, ...cart.reserved_package].filter(
    (item) => item.status !== ReservationStatusName.Cancel,
  )
  return cartTotal(standing)
}
