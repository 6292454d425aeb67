import type { CartItemStatus } from '../schemas/reservation'

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
