import CancelIcon from '@mui/icons-material/EventBusy'
import MoveIcon from '@mui/icons-material/EditCalendar'
import RefundIcon from '@mui/icons-material/CurrencyExchange'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { Policy, ReservationStatus, UserRole, type ReservationDetail } from '@jaunt/domain'
import { useState } from 'react'
import { useRefresh } from 'react-admin'
import { useUser } from '../../access/useCurrentUser'
import { PartialRefundDialog } from '../bulk-cancellation'
import { CancelBookingDialog } from './CancelBookingDialog'
import { ChangeDateDialog } from './ChangeDateDialog'

/**
 * The booking page's actions on a confirmed booking: cancel it; for the activity's supplier or an
 * admin, move a departure's booking to another date; for the supplier, give part of a paid price back.
 * A cancelled booking has nothing left to do.
 */
export function BookingActions({ booking }: { booking: ReservationDetail }) {
  const { t } = useLingui()
  const user = useUser()
  const refresh = useRefresh()
  const [open, setOpen] = useState<'cancel' | 'move' | 'refund' | null>(null)
  if (booking.status !== ReservationStatus.Confirm) return null
  const movable =
    Boolean(booking.start_time && booking.option_name) &&
    user.role_id.some((role) => role === UserRole.Supplier || role === UserRole.Admin)
  // The partial refund is the supplier's, as on the calendar's bulk cancellation page.
  const refundable =
    booking.amounts.refundable > 0 &&
    user.role_id.includes(UserRole.Supplier) &&
    user.policies.includes(Policy.ACTIVITY_MODULE)
  return (
    <>
      {movable && (
        <Button variant="outlined" startIcon={<MoveIcon />} onClick={() => setOpen('move')}>
          {t`Change date`}
        </Button>
      )}
      {refundable && (
        <Button variant="outlined" startIcon={<RefundIcon />} onClick={() => setOpen('refund')}>
          {t`Partial refund`}
        </Button>
      )}
      <Button variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => setOpen('cancel')}>
        {t`Cancel booking`}
      </Button>
      <CancelBookingDialog booking={booking} open={open === 'cancel'} onClose={() => setOpen(null)} />
      <PartialRefundDialog
        booking={
          open === 'refund'
            ? {
                id: booking.reservation_id,
                booking_number: booking.booking_number ?? booking.reservation_ref,
                currency_code: booking.currency_code,
                refundable: booking.amounts.refundable,
              }
            : null
        }
        onClose={() => setOpen(null)}
        onRefunded={() => refresh()}
      />
      {movable && <ChangeDateDialog booking={booking} open={open === 'move'} onClose={() => setOpen(null)} />}
    </>
  )
}
