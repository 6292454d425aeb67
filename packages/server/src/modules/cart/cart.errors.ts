import { ApiError, notFound } from '../../lib/errors.js'

export const CART_MESSAGES = {
  cartNotFound: 'Cart not found',
  itemNotFound: 'This item is not in the cart',
  packageNotInCart: 'This package is not in the cart',
  notOnSite: 'This product is not sold on this site',
  currencyMismatch: (cart: string, item: string) =>
    `Your cart is in ${cart}; items priced in ${item} must be booked in a separate cart`,
  cartClosed: 'This cart has already been checked out',
} as const

export const cartNotFound = () => notFound(CART_MESSAGES.cartNotFound)
export const soldOut = (message: string) => new ApiError(409, message)
export const refused = (message: string) => new ApiError(422, message)
