import { getCustomerPackageReservation } from '@jaunt/api-client/customer'
import { formatDisplayDate } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import { Alert, Spinner } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { Link } from '../routing/navigation'
import { customerPaths } from '../routing/routes'
import { Card, CustomerLayout, Facts } from './CustomerLayout'
import { useCustomer } from './CustomerContext'
import { Faq } from './Faq'
import { useCustomerCall } from './useCustomerCall'

/** A package booking: the package, who booked it, and each service in it. */
export function PackageBookingPage({ paymentId, id }: { paymentId: string; id: string | null }) {
  const { t } = useLingui()
  const { lang } = useCustomer()
  const { result } = useCustomerCall(`package-${paymentId}-${id ?? ''}`, (http, signal) =>
    getCustomerPackageReservation(http, paymentId, id ?? '', signal),
  )
  const back = <Link to={customerPaths.bookings(lang)}>{t`Back to my bookings`}</Link>
  if (result.state !== 'ready') {
    return (
      <CustomerLayout title={t`Booking information`} actions={back}>
        {result.state === 'loading' ? (
          <Spinner label={t`Loading your booking…`} />
        ) : (
          <Alert tone="error">
            {result.status === 404 ? t`We cannot find this booking.` : result.message}
          </Alert>
        )}
      </CustomerLayout>
    )
  }
  const pkg = result.value
  const currency = pkg.currency_code ?? pkg.services[0]?.currency_code ?? null
  return (
    <CustomerLayout title={pkg.package_name} actions={back}>
      <Card>
        <h2>{t`Booking summary`}</h2>
        <Facts>
          <dt>{t`Booked by`}</dt>
          <dd>
            {pkg.customer_name} · {pkg.customer_email}
          </dd>
          {pkg.start_date ? (
            <>
              <dt>{t`Date`}</dt>
              <dd>{formatDisplayDate(pkg.start_date, lang)}</dd>
            </>
          ) : null}
          <dt>{t`Total`}</dt>
          <dd>
            <strong>{currency ? formatMoney(pkg.total_price, currency, lang) : pkg.total_price}</strong>
          </dd>
        </Facts>
      </Card>
      {pkg.services.length > 0 ? (
        <Card>
          <h2>{t`Included in the package`}</h2>
          <Facts>
            {pkg.services.map((service) => (
              <ServiceLine key={service.uuid} name={service.service_name} date={service.start_date} />
            ))}
          </Facts>
        </Card>
      ) : null}
      <Faq />
    </CustomerLayout>
  )
}

function ServiceLine({ name, date }: { name: string; date: string }) {
  const { lang } = useCustomer()
  return (
    <>
      <dt>{formatDisplayDate(date, lang)}</dt>
      <dd>{name}</dd>
    </>
  )
}
