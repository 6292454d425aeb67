import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { packageBookingCancelInputSchema, type PackageBookingDetail } from '@jaunt/domain'
import {
  Form,
  NumberInput,
  SaveButton,
  TextInput,
  useCreate,
  useNotify,
  useRefresh,
  type HttpError,
} from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'

const validate = zodValidate(packageBookingCancelInputSchema)

type Values = { reason: string; refund_percentage: number }

/**
 * Cancels the whole booked package with a reason and the share of its price the guest gets back; the
 * server gives its services' places back and refunds the card.
 */
export function PackageCancelDialog({
  booking,
  open,
  onClose,
}: {
  booking: PackageBookingDetail
  open: boolean
  onClose: () => void
}) {
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const [create] = useCreate()
  const save = async (values: Values) => {
    try {
      await create('package-booking-cancel', { data: { ...values, id: booking.id } }, { returnPromise: true })
      notify(t`The booking was cancelled.`, { type: 'success' })
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
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-package-title">
      <DialogTitle id="cancel-package-title">{t`Cancel Booking`}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t`Are you sure you want to cancel this booking?`}</Typography>
        <Form
          record={{ reason: '', refund_percentage: 100 }}
          validate={validate}
          onSubmit={(data: object) => save(data as Values)}
        >
          <Box sx={{ display: 'grid', gap: 1, minWidth: 340 }}>
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
