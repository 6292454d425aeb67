import CancelIcon from '@mui/icons-material/EventBusy'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { ReservationStatus, type ReservationDetail } from '@jaunt/domain'
import { useState } from 'react'
import { CancelBookingDialog } from './CancelBookingDialog'

/** The booking page's cancel action; a cancelled booking has nothing left to cancel. */
export function BookingActions({ booking }: { booking: ReservationDetail }) {
  const { t } = useLingui()
  const [cancelling, setCancelling] = useState(false)
  if (booking.status !== ReservationStatus.Confirm) return null
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => setCancelling(true)}>
        {t`Cancel booking`}
      </Button>
      <CancelBookingDialog booking={booking} open={cancelling} onClose={() => setCancelling(false)} />
    </>
  )
}
