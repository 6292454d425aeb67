import CancelIcon from '@mui/icons-material/EventBusy'
import MoveIcon from '@mui/icons-material/EditCalendar'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { ReservationStatus, UserRole, type ReservationDetail } from '@jaunt/domain'
import { useState } from 'react'
import { useUser } from '../../access/useCurrentUser'
import { CancelBookingDialog } from './CancelBookingDialog'
import { ChangeDateDialog } from './ChangeDateDialog'

/**
 * The booking page's actions on a confirmed booking: cancel it, and, for the activity's supplier or
 * an admin, move a departure's booking to another date. A cancelled booking has nothing left to do.
 */
export function BookingActions({ booking }: { booking: ReservationDetail }) {
  const { t } = useLingui()
  const user = useUser()
  const [open, setOpen] = useState<'cancel' | 'move' | null>(null)
  if (booking.status !== ReservationStatus.Confirm) return null
  const movable =
    Boolean(booking.start_time && booking.option_name) &&
    user.role_id.some((role) => role === UserRole.Supplier || role === UserRole.Admin)
  return (
    <>
      {movable && (
        <Button variant="outlined" startIcon={<MoveIcon />} onClick={() => setOpen('move')}>
          {t`Change date`}
        </Button>
      )}
      <Button variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => setOpen('cancel')}>
        {t`Cancel booking`}
      </Button>
      <CancelBookingDialog booking={booking} open={open === 'cancel'} onClose={() => setOpen(null)} />
      {movable && <ChangeDateDialog booking={booking} open={open === 'move'} onClose={() => setOpen(null)} />}
    </>
  )
}
