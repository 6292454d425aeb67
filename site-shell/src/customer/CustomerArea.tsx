import type { Route } from '../routing/routes'
import { BookingPage } from './BookingPage'
import { BookingsPage } from './BookingsPage'
import { CustomerProvider } from './CustomerContext'
import { LoginPage } from './LoginPage'
import { PackageBookingPage } from './PackageBookingPage'
import { TokenPage } from './TokenPage'

export type CustomerRoute = Extract<
  Route,
  {
    kind: 'customer-login' | 'customer-token' | 'customer-bookings' | 'customer-booking' | 'customer-package'
  }
>

/** The customer area of spec part 2 §2: login by emailed link, the bookings, cancelling one. */
export function CustomerArea({ route, siteId }: { route: CustomerRoute; siteId: number | null }) {
  return (
    <CustomerProvider lang={route.lang} siteId={siteId}>
      {route.kind === 'customer-login' ? <LoginPage /> : null}
      {route.kind === 'customer-token' ? <TokenPage token={route.token} /> : null}
      {route.kind === 'customer-bookings' ? <BookingsPage tab={route.tab} /> : null}
      {route.kind === 'customer-booking' ? <BookingPage resRef={route.resRef} /> : null}
      {route.kind === 'customer-package' ? (
        <PackageBookingPage paymentId={route.paymentId} id={route.id} />
      ) : null}
    </CustomerProvider>
  )
}
