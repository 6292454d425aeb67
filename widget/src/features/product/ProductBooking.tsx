import { Spinner } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { bookingKindOf, type ProductRef } from '../../site/products'
import { BookingFrame, BookingNoticeProvider } from './BookingFrame'
import { CurrencyConflict } from './CurrencyConflict'
import { useProductDetail } from './useProductDetail'

// Each way of booking is its own chunk, fetched when a product of that kind is opened.
const TourBooking = lazy(() =>
  import('../tour/TourBooking').then((module) => ({ default: module.TourBooking })),
)
const HotelBooking = lazy(() =>
  import('../hotel/HotelBooking').then((module) => ({ default: module.HotelBooking })),
)
const PackageBooking = lazy(() =>
  import('../package/PackageBooking').then((module) => ({ default: module.PackageBooking })),
)

export type ProductBookingProps = { product: ProductRef; readOnly?: boolean }

/** The booking panel that fits the product: tickets, a stay, or a package. */
export function ProductBooking({ product, readOnly = false }: ProductBookingProps) {
  const { t } = useLingui()
  const kind = bookingKindOf(product.type)
  // The same call the panel makes: answered once, from the shared cache.
  const detail = useProductDetail(product)
  return (
    <BookingNoticeProvider
      value={readOnly ? null : <CurrencyConflict currency={detail.data?.currency_code} />}
    >
      <Suspense
        fallback={
          <BookingFrame title={t`Loading…`}>
            <Spinner label={t`Loading…`} size={32} />
          </BookingFrame>
        }
      >
        {kind === 'hotel' ? (
          <HotelBooking product={product} />
        ) : kind === 'package' ? (
          <PackageBooking product={product} readOnly={readOnly} />
        ) : (
          <TourBooking product={product} />
        )}
      </Suspense>
    </BookingNoticeProvider>
  )
}
