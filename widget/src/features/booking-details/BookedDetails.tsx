import { bookingOutcome, type Cart } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useEmit } from '../../site/WidgetContext'
import { BookingFrame } from '../product/BookingFrame'
import { itemsOfCart } from '../product/cartItems'
import { BookingDetailsView } from './BookingDetailsView'
import { useBookingDetails } from './useBookingDetails'

const REPORTED_KEY = 'jaunt:purchases-reported'

/** Once per booking and browser session: a reload of the booking details is not a second sale. */
function firstReport(paymentRef: string): boolean {
  try {
    const reported = JSON.parse(sessionStorage.getItem(REPORTED_KEY) ?? '[]') as string[]
    if (reported.includes(paymentRef)) return false
    sessionStorage.setItem(REPORTED_KEY, JSON.stringify([...reported, paymentRef].slice(-20)))
    return true
  } catch {
    return true
  }
}

/** A booking just made: its details as they settle, and the purchase told to the page once. */
export function BookedDetails({ paymentRef }: { paymentRef: string }) {
  const { t } = useLingui()
  const emit = useEmit()
  const report = useCallback(
    (booking: Cart) => {
      if (!firstReport(paymentRef)) return
      emit('jaunt:purchase', {
        cart_ref: booking.cart_ref,
        currency: booking.cart_currency,
        value: booking.cart_total_price,
        items: itemsOfCart(booking),
        transaction_id: paymentRef,
        outcome: bookingOutcome(booking),
      })
    },
    [emit, paymentRef],
  )
  const details = useBookingDetails(paymentRef, report)
  return (
    <BookingFrame title={t`Booking details`}>
      <BookingDetailsView details={details} paymentRef={paymentRef} />
    </BookingFrame>
  )
}
