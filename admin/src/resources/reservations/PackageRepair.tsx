import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { dataOf, isApiError } from '@jaunt/api-client'
import { useApiClient } from '@jaunt/api-client/react'
import { ReservationStatus, type BookingRepairInput, type PackageBookingDetail } from '@jaunt/domain'
import { useState } from 'react'
import { useNotify, useRefresh } from 'react-admin'

/** A booked package whose confirmation or cancellation failed: its partner confirms it, or cancels it with a reason. */
export function PackageRepair({ booking }: { booking: PackageBookingDetail }) {
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const client = useApiClient()
  const [pending, setPending] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const failed =
    booking.status === ReservationStatus.ConfirmFailed ||
    booking.status === ReservationStatus.CancellationFailed
  if (!failed || booking.price === null) return null
  const repair = async (action: BookingRepairInput['action']) => {
    if (!client.api) return
    setPending(true)
    try {
      const path = '/booking/v1/reservation/package/{payment_ref}/{id}/repair'
      const params = { path: { payment_ref: booking.payment_ref, id: booking.reserved_package_id } }
      await dataOf(client.api.POST(path, { params, body: { action, reason } }))
      notify(action === 'confirm' ? t`The booking is confirmed.` : t`The booking was cancelled.`, {
        type: 'success',
      })
      refresh()
    } catch (error) {
      const onReason = isApiError(error) ? error.errors?.reason?.[0] : undefined
      if (onReason) setReasonError(onReason)
      else notify(error instanceof Error ? error.message : String(error), { type: 'error' })
    } finally {
      setPending(false)
    }
  }
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {booking.status === ReservationStatus.ConfirmFailed
        ? t`Confirming this booking failed. Confirm it or cancel it.`
        : t`Cancelling this booking failed. Confirm it or cancel it.`}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={pending} onClick={() => void repair('confirm')}>
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
        <Button variant="outlined" color="error" disabled={pending} onClick={() => void repair('cancel')}>
          {t`Cancel booking`}
        </Button>
      </Box>
    </Alert>
  )
}
