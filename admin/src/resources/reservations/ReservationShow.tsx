import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { formatDate } from '@jaunt/i18n'
import type { ReservationDetail } from '@jaunt/domain'
import { Loading, Show, useShowContext, type HttpError } from 'react-admin'
import { NotFound } from '../../access/NotFound'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { Facts, Section } from './Facts'
import { ReservationGuest } from './ReservationGuest'
import { ReservationItem } from './ReservationItem'
import { ReservationPayment } from './ReservationPayment'
import { ReservationStatusChip } from './ReservationStatusChip'
import { ResendConfirmationButton } from './ResendConfirmationButton'
import { BookingActions } from './BookingActions'
import { BookingHistory } from './BookingHistory'
import { RepairBooking } from './RepairBooking'

/** An unknown ref, or another owner's booking, is the not-found page, never a blank one. */
function BookingError() {
  const { error } = useShowContext()
  if ((error as HttpError | null)?.status === 404) return <NotFound />
  return <Alert severity="error">{(error as Error | null)?.message}</Alert>
}

function BookingPage() {
  const { t } = useLingui()
  const { locale } = useServices().base
  const booking = useShowContext<ReservationDetail>().record
  // Opened from the table, react-admin first shows the list's row, which has none of the booking's parts.
  if (!booking || !('tickets' in booking)) return <Loading />
  const title = t`Booking ${booking.booking_number ?? booking.reservation_ref.slice(0, 8)}`
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
          <>
            <ResendConfirmationButton booking={booking} />
            <BookingActions booking={booking} />
          </>
        }
      />
      <RepairBooking booking={booking} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, alignItems: 'start' }}>
        <Section title={t`Booking`}>
          <Facts
            rows={[
              [t`Status`, <ReservationStatusChip key="status" status={booking.status} />],
              [t`Reference`, booking.reservation_ref],
              [t`Booking no.`, booking.booking_number],
              [t`Booked on`, formatDate(booking.booked_at, locale, 'long')],
              [t`Site`, booking.site_name],
            ]}
          />
        </Section>
        <ReservationItem booking={booking} />
        <ReservationGuest booking={booking} />
        <ReservationPayment booking={booking} />
        <BookingHistory booking={booking} />
      </Box>
    </>
  )
}

/** The booking at `reservations/{ref}`: every part of it, and resending the guest's confirmation. */
export function ReservationShow() {
  return (
    <Show
      actions={false}
      title={false}
      component="div"
      redirectOnError={false}
      queryOptions={{ onError: () => undefined, retry: false }}
      error={<BookingError />}
    >
      <BookingPage />
    </Show>
  )
}
