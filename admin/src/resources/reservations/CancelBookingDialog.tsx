import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { bookingCancelInputSchema, type BookingCancelResult, type ReservationDetail } from '@jaunt/domain'
import {
  Form,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  TextInput,
  useCreate,
  useNotify,
  useRefresh,
  type HttpError,
} from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'

const validate = zodValidate(bookingCancelInputSchema)

type Values = { reason: string; refund_percentage: number; scope: 'item' | 'booking' }

/**
 * Cancels this item, or every item of the booking still standing, with a reason and the share of the
 * price the guest gets back (`cancel-reservation`). The server refunds the card and frees the places.
 */
export function CancelBookingDialog({
  booking,
  open,
  onClose,
}: {
  booking: ReservationDetail
  open: boolean
  onClose: () => void
}) {
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const [create] = useCreate()
  const save = async ({ scope, ...values }: Values) => {
    try {
      const body = {
        ...values,
        reservation_ref: booking.reservation_ref,
        ...(scope === 'item' ? { reservation_id: booking.reservation_id } : {}),
      }
      const result = (await create(
        'booking-cancel',
        { data: body },
        { returnPromise: true },
      )) as unknown as BookingCancelResult
      const count = result.cancelled.length
      notify(count === 1 ? t`The booking was cancelled.` : t`${count} items of the booking were cancelled.`, {
        type: 'success',
      })
      onClose()
      refresh()
    } catch (error) {
      const { body, message } = error as HttpError
      if (body?.errors) {
        return Object.fromEntries(
          (body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
        )
      }
      notify(message, { type: 'error' })
    }
    return undefined
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-booking-title">
      <DialogTitle id="cancel-booking-title">{t`Cancel Booking`}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t`Are you sure you want to cancel this booking?`}</Typography>
        <Form
          record={{ reason: '', refund_percentage: 100, scope: 'item' }}
          validate={(values) => validate({ ...values, reservation_ref: booking.reservation_ref })}
          onSubmit={(data: object) => save(data as Values)}
        >
          <Box sx={{ display: 'grid', gap: 1, minWidth: 340 }}>
            <RadioButtonGroupInput
              source="scope"
              label={t`What to cancel`}
              choices={[
                { id: 'item', name: t`This item` },
                { id: 'booking', name: t`Every item of the booking` },
              ]}
            />
            <TextInput source="reason" label={t`Reason for cancellation`} multiline />
            <NumberInput source="refund_percentage" label={t`Refund to the guest (%)`} min={0} max={100} />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <SaveButton label={t`Cancel booking`} alwaysEnable icon={<></>} color="error" />
              <Button onClick={onClose}>{t`Keep the booking`}</Button>
            </Box>
          </Box>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
