import type { Locale } from '@jaunt/domain'
import { useSite } from '../site/SiteContext'
import { WidgetMain } from './HomePage'
import { NotFoundPage } from './NotFoundPage'

/** After payment: the widget's booking details for the payment reference. */
export function BookingDetailsPage({ lang, paymentRef }: { lang: Locale; paymentRef: string | null }) {
  const site = useSite()
  if (!site || !paymentRef) return <NotFoundPage />
  return (
    <WidgetMain>
      <jaunt-booking-details site={String(site.id)} lang={lang} payment-ref={paymentRef} />
    </WidgetMain>
  )
}
