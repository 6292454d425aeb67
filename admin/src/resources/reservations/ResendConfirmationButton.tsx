import SendIcon from '@mui/icons-material/Send'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { ReservationStatus, type ReservationDetail, type ResendConfirmation } from '@jaunt/domain'
import { useCreate, useNotify, type HttpError } from 'react-admin'

/** Queues the guest's confirmation mail again; the server writes it in the guest's language. */
export function ResendConfirmationButton({ booking }: { booking: ReservationDetail }) {
  const { t } = useLingui()
  const notify = useNotify()
  const [create, { isPending }] = useCreate<ResendConfirmation & { id: string }>()
  const resend = () =>
    create(
      'reservation-confirmation',
      { data: { id: booking.reservation_ref } },
      {
        onSuccess: (sent) => notify(t`The confirmation was sent again to ${sent.to}.`, { type: 'success' }),
        onError: (error) => notify((error as HttpError).message, { type: 'error' }),
      },
    )
  return (
    <Button
      variant="outlined"
      startIcon={<SendIcon />}
      disabled={isPending || booking.status === ReservationStatus.Cancel}
      onClick={resend}
    >
      {t`Resend confirmation`}
    </Button>
  )
}
