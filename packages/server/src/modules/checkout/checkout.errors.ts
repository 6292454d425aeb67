import { ApiError } from '../../lib/errors.js'

export const CHECKOUT_MESSAGES = {
  emptyCart: 'The cart is empty',
  noLongerHeld: 'Your reservation has expired. Please check availability again.',
  notHeld: 'Hold the reservation before paying',
  paymentMethodNotOffered: 'This site does not take bookings without payment',
  cardNotConfigured: 'Card payments are not available for this site',
  alreadyConfirmed: 'This booking is already confirmed',
  itemNotHeld: 'This item is no longer available',
  paymentNotFound: 'Booking not found',
  intentOfAnotherCart: 'stripe_payment_intent_id: this payment belongs to another booking',
} as const

export const refused = (message: string) => new ApiError(422, message)
export const conflict = (message: string) => new ApiError(409, message)
