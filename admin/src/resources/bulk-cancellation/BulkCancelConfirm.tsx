import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

export interface Affected {
  departures: number
  bookings: number
  guests: number
  percentage: number
}

/** Says what the cancellation will do before it starts: it cannot be undone. */
export function BulkCancelConfirm({
  affected,
  onAnswer,
}: {
  affected: Affected | null
  onAnswer: (confirmed: boolean) => void
}) {
  const { t } = useLingui()
  const bookings = affected?.bookings ?? 0
  const guests = affected?.guests ?? 0
  const departures = affected?.departures ?? 0
  const percentage = affected?.percentage ?? 0
  return (
    <Dialog open={affected !== null} onClose={() => onAnswer(false)} aria-labelledby="bulk-cancel-confirm">
      <DialogTitle id="bulk-cancel-confirm">{t`Cancel ${plural(departures, { one: '# departure', other: '# departures' })}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t`${plural(bookings, { one: '# booking', other: '# bookings' })} with ${plural(guests, { one: '# guest', other: '# guests' })} will be cancelled. Paid bookings are refunded ${percentage}% and every guest is mailed the reason. This cannot be undone.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{t`Keep the bookings`}</Button>
        <Button color="error" variant="contained" onClick={() => onAnswer(true)}>
          {t`Cancel the bookings`}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
