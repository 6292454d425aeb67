import CancelIcon from '@mui/icons-material/EventBusy'
import RefundIcon from '@mui/icons-material/CurrencyExchange'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney } from '@jaunt/i18n'
import { LOCALE_NAMES, type Locale, type PackageBookingDetail } from '@jaunt/domain'
import { useState } from 'react'
import { Loading, useGetOne, type HttpError } from 'react-admin'
import { useParams } from 'react-router-dom'
import { NotFound } from '../../access/NotFound'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { HistorySection } from './BookingHistory'
import { Facts, Section } from './Facts'
import { PackageBookingServices } from './PackageBookingServices'
import { PackageCancelDialog } from './PackageCancelDialog'
import { PackageRefundDialog } from './PackageRefundDialog'
import { PackageRepair } from './PackageRepair'
import { PackageResendButton } from './PackageResendButton'
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from './paymentLabels'
import { ReservationStatusChip } from './ReservationStatusChip'
import { SupplierCancelledChip } from './SupplierCancelledChip'

function PackageBookingPage({ booking }: { booking: PackageBookingDetail }) {
  const { t, i18n } = useLingui()
  const { locale } = useServices().base
  const [cancelling, setCancelling] = useState(false)
  const [refunding, setRefunding] = useState(false)
  const money = (amount: number | null, currency = booking.currency_code) =>
    amount === null ? null : formatMoney(amount, currency, locale)
  const label = (labels: Readonly<Record<string | number, MessageDescriptor>>, key: string | number) =>
    labels[key] ? i18n._(labels[key]) : String(key)
  const title = t`Package ${booking.booking_number ?? booking.reservation_ref.slice(0, 8)}`
  const { payment, guest } = booking
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Reservations`, to: '..' },
          { label: title },
        ]}
        actions={
          // The price is shown only to whoever sees the whole package: its partner, or an admin.
          booking.price !== null && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <PackageResendButton booking={booking} />
              {booking.refundable > 0 && (
                <Button variant="outlined" startIcon={<RefundIcon />} onClick={() => setRefunding(true)}>
                  {t`Refund part`}
                </Button>
              )}
              {booking.can_cancel && (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<CancelIcon />}
                  onClick={() => setCancelling(true)}
                >
                  {t`Cancel booking`}
                </Button>
              )}
            </Box>
          )
        }
      />
      <PackageRepair booking={booking} />
      {booking.supplier_cancelled && booking.can_cancel && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t`A supplier cancelled a service of this package. Tell the guest, or cancel the package to refund them.`}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, alignItems: 'start' }}>
        <Section title={t`Booking`}>
          <Facts
            rows={[
              [t`Package`, booking.package_name],
              [
                t`Status`,
                <>
                  <ReservationStatusChip key="status" status={booking.status} />
                  {booking.supplier_cancelled && <SupplierCancelledChip />}
                </>,
              ],
              [t`Reference`, booking.reservation_ref],
              [t`Booking no.`, booking.booking_number],
              [t`Travel date`, formatDate(booking.start_date, locale, 'long')],
              [t`Guests`, t`${booking.num_adults} adults, ${booking.num_children} children`],
              [t`Booked on`, formatDate(booking.booked_at, locale, 'long')],
              [t`Site`, booking.site_name],
            ]}
          />
        </Section>
        <Section title={t`Guest`}>
          <Facts
            rows={[
              [t`Name`, guest?.name],
              [t`Email`, guest?.email],
              [t`Phone`, guest?.phone],
              [t`Country`, guest?.country],
              [t`Language`, LOCALE_NAMES[booking.guest_locale as Locale] ?? booking.guest_locale],
            ]}
          />
        </Section>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <PackageBookingServices booking={booking} />
        </Box>
        {booking.price !== null && (
          <Section title={t`Payment`}>
            <Facts
              rows={[
                [t`Price`, money(booking.price)],
                [t`Method`, payment ? label(PAYMENT_METHOD_LABELS, payment.method) : null],
                [t`Payment status`, payment ? label(PAYMENT_STATUS_LABELS, payment.status) : null],
                [t`Paid for the whole cart`, payment ? money(payment.amount, payment.currency_code) : null],
                [t`Payment reference`, payment ? (payment.provider_ref ?? payment.uuid) : null],
                [t`Refunded`, booking.refunded > 0 ? money(booking.refunded) : null],
                [t`Left to refund`, money(booking.refundable)],
              ]}
            />
          </Section>
        )}
        <HistorySection entries={booking.history} isPending={false} />
      </Box>
      <PackageCancelDialog booking={booking} open={cancelling} onClose={() => setCancelling(false)} />
      {refunding && <PackageRefundDialog booking={booking} onClose={() => setRefunding(false)} />}
    </>
  )
}

/**
 * A booked package at `reservations/{payment_ref}/{id}` (the spec's path): its services with their
 * dates and places, guest, payment, history and the cancel action. Another owner's is the not-found page.
 */
export function PackageBookingShow() {
  const { paymentRef = '', id = '' } = useParams()
  const { data, error, isPending } = useGetOne<PackageBookingDetail & { id: string }>(
    'package-bookings',
    { id: `${paymentRef}/${id}` },
    { retry: false },
  )
  if (isPending) return <Loading />
  if ((error as HttpError | null)?.status === 404) return <NotFound />
  if (error || !data) return <Alert severity="error">{(error as Error | null)?.message}</Alert>
  return <PackageBookingPage booking={data} />
}
