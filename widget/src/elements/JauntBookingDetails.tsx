import { BookedDetails } from '../features/booking-details/BookedDetails'
import type { CommonAttributes, Parsed } from './attributes'
import { defineJauntElement } from './defineJauntElement'

type BookingDetailsAttributes = CommonAttributes & { paymentRef?: string }

const PAYMENT_REF = /^[\w-]{8,64}$/

function parsePaymentRef(attributes: BookingDetailsAttributes): Parsed<string> {
  const ref = attributes.paymentRef?.trim() ?? ''
  return PAYMENT_REF.test(ref)
    ? { ok: true, value: ref }
    : { ok: false, problems: [`payment-ref="${attributes.paymentRef ?? ''}" is not a payment reference`] }
}

/**
 * `<jaunt-booking-details payment-ref="…" site="1">`: a booking after payment, kept up to date while
 * the payment settles (where the bank sends the guest back after 3-D Secure).
 */
export const {
  element: JauntBookingDetailsElement,
  createElement,
  define,
} = defineJauntElement<BookingDetailsAttributes, string>({
  tag: 'jaunt-booking-details',
  props: { paymentRef: 'string' },
  parse: parsePaymentRef,
  render: (paymentRef) => <BookedDetails paymentRef={paymentRef} />,
})
