import { getCustomerReservation } from '@jaunt/api-client/customer'
import { Alert, Spinner } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from '../routing/navigation'
import { customerPaths } from '../routing/routes'
import { BookingFacts } from './BookingFacts'
import { CancelBooking } from './CancelBooking'
import { CustomerLayout } from './CustomerLayout'
import { useCustomer } from './CustomerContext'
import { Faq } from './Faq'
import { useCustomerCall } from './useCustomerCall'

/** One booking: what, when, for whom, who to contact, what it cost, and cancelling it. */
export function BookingPage({ resRef }: { resRef: string }) {
  const { t } = useLingui()
  const { lang } = useCustomer()
  const { result, reload } = useCustomerCall(`booking-${resRef}`, (http, signal) =>
    getCustomerReservation(http, resRef, signal),
  )
  const [cancelled, setCancelled] = useState(false)
  const back = <Link to={customerPaths.bookings(lang)}>{t`Back to my bookings`}</Link>
  if (result.state === 'loading') {
    return (
      <CustomerLayout title={t`Booking information`} actions={back}>
        <Spinner label={t`Loading your booking…`} />
      </CustomerLayout>
    )
  }
  if (result.state === 'error') {
    return (
      <CustomerLayout title={t`Booking information`} actions={back}>
        <Alert tone="error">{result.status === 404 ? t`We cannot find this booking.` : result.message}</Alert>
      </CustomerLayout>
    )
  }
  const booking = result.value
  return (
    <CustomerLayout title={booking.service_name} actions={back}>
      {cancelled ? (
        <Alert tone="success">
          {booking.paid && (booking.refund_amount ?? 0) > 0
            ? t`Your booking is cancelled. Refunds reach your payment method within 10 working days.`
            : t`Your booking is cancelled.`}
        </Alert>
      ) : null}
      <BookingFacts booking={booking} />
      {booking.status === 'Active' ? (
        <CancelBooking
          booking={booking}
          onCancelled={() => {
            setCancelled(true)
            reload()
          }}
        />
      ) : null}
      <Faq />
    </CustomerLayout>
  )
}
