import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { ReservationStatus, type BookingRepairInput, type ReservationDetail } from '@jaunt/domain'
import { useState } from 'react'
import { useCreate, useNotify, useRefresh, type HttpError } from 'react-admin'

/** A booking whose confirmation or cancellation failed: confirm it, or cancel it with a reason. */
export function RepairBooking({ booking }: { booking: ReservationDetail }) {
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const [create, { isPending }] = useCreate()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  if (
    booking.status !== ReservationStatus.ConfirmFailed &&
    booking.status !== ReservationStatus.CancellationFailed
  ) {
    return null
  }
  const repair = (action: BookingRepairInput['action']) =>
    create(
      'booking-repair',
      { data: { ref: booking.reservation_ref, action, reason } },
      {
        onSuccess: () => {
          notify(action === 'confirm' ? t`The booking is confirmed.` : t`The booking was cancelled.`, {
            type: 'success',
          })
          refresh()
        },
        onError: (error) => {
          const { body, message } = error as HttpError
          const onReason = (body?.errors as { path: string; message: string }[] | undefined)?.find(
            (e) => e.path === 'reason',
          )
          if (onReason) setReasonError(onReason.message)
          else notify(message, { type: 'error' })
        },
      },
    )
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {booking.status === ReservationStatus.ConfirmFailed
        ? t`Confirming this booking failed. Confirm it or cancel it.`
        : t`Cancelling this booking failed. Confirm it or cancel it.`}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={isPending} onClick={() => repair('confirm')}>
          {t`Confirm booking`}
        </Button>
        <TextField
          size="small"
          label={t`Reason for cancellation`}
          value={reason}
          error={reasonError !== null}
          helperText={reasonError}
          onChange={(event) => {
            setReason(event.target.value)
            setReasonError(null)
          }}
        />
        <Button variant="outlined" color="error" disabled={isPending} onClick={() => repair('cancel')}>
          {t`Cancel booking`}
        </Button>
      </Box>
    </Alert>
  )
}
