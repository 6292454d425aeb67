import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Form, NumberInput, SaveButton, TextInput, useNotify, useRefresh, type HttpError } from 'react-admin'

export interface CancelDialogFormProps<Values extends object> {
  open: boolean
  onClose: () => void
  /** The form's first values; a reason and a refund share are always asked. */
  record: Values
  validate: (values: Values) => object | Promise<object>
  /** Makes the call and resolves to how many items it cancelled. */
  submit: (values: Values) => Promise<number>
  /** Inputs shown before the reason. */
  children?: ReactNode
}

/**
 * "Cancel Booking" with a reason and the share of the price the guest gets back. A 400's field errors
 * land on their inputs; anything else is a notice.
 */
export function CancelDialogForm<Values extends object>(props: CancelDialogFormProps<Values>) {
  const { open, onClose, record, validate, submit, children } = props
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const save = async (values: Values) => {
    try {
      const count = await submit(values)
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
          record={record}
          validate={(values) => validate(values as Values)}
          onSubmit={(data: object) => save(data as Values)}
        >
          <Box sx={{ display: 'grid', gap: 1, minWidth: 340 }}>
            {children}
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
