import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { ReservationStatus, type BookingRepairInput } from '@jaunt/domain'
import { useState } from 'react'

/**
 * What a failed booking (an item or a package) offers: confirm it, or cancel it with a reason. `repair`
 * answers the refusal on the reason field, if that is what went wrong.
 */
export function RepairAlert({
  status,
  repair,
}: {
  status: number
  repair: (input: BookingRepairInput) => Promise<string | undefined>
}) {
  const { t } = useLingui()
  const [pending, setPending] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  if (status !== ReservationStatus.ConfirmFailed && status !== ReservationStatus.CancellationFailed)
    return null
  const run = async (action: BookingRepairInput['action']) => {
    setPending(true)
    try {
      setReasonError((await repair({ action, reason })) ?? null)
    } finally {
      setPending(false)
    }
  }
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {status === ReservationStatus.ConfirmFailed
        ? t`Confirming this booking failed. Confirm it or cancel it.`
        : t`Cancelling this booking failed. Confirm it or cancel it.`}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={pending} onClick={() => void run('confirm')}>
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
        <Button variant="outlined" color="error" disabled={pending} onClick={() => void run('cancel')}>
          {t`Cancel booking`}
        </Button>
      </Box>
    </Alert>
  )
}
