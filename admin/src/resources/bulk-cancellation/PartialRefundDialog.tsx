import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { partialRefundInputSchema, type PartialRefundInput, type PartialRefundResult } from '@jaunt/domain'
import { useCreate, useNotify, type HttpError } from 'react-admin'
import { RefundForm } from '../../forms/RefundForm'
import { zodValidate } from '../../forms/zodValidate'
import { useMoney } from './useMoney'

const validate = zodValidate(partialRefundInputSchema)

export interface RefundableBooking {
  id: number
  booking_number: string
  currency_code: string
  refundable: number
}

/**
 * Gives part of one booking's price back to the guest's card (`reservation/{id}/partial-refund`). The
 * reservations and calendar screens show it too; the server says what is left, and refuses more.
 */
export function PartialRefundDialog({
  booking,
  onClose,
  onRefunded,
}: {
  booking: RefundableBooking | null
  onClose: () => void
  onRefunded?: (result: PartialRefundResult) => void
}) {
  const { t } = useLingui()
  const notify = useNotify()
  const money = useMoney()
  const [create] = useCreate()
  const save = async (values: PartialRefundInput) => {
    if (!booking) return undefined
    try {
      const data = (await create(
        'partial-refund',
        { data: { ...values, reservation_id: booking.id } },
        { returnPromise: true },
      )) as unknown as PartialRefundResult
      const refunded = money(data.amount, data.currency_code)
      notify(t`Refunded ${refunded} to the guest.`)
      onRefunded?.(data)
      onClose()
    } catch (error) {
      const { body, message } = error as HttpError
      if (body?.errors) return body.errors as Record<string, string>
      notify(message, { type: 'error' })
    }
    return undefined
  }
  const left = booking ? money(booking.refundable, booking.currency_code) : ''
  const number = booking?.booking_number ?? ''
  return (
    <Dialog open={booking !== null} onClose={onClose} aria-labelledby="partial-refund-title">
      <DialogTitle id="partial-refund-title">{t`Refund part of booking ${number}`}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t`Up to ${left} can still be refunded.`}</Typography>
        <RefundForm<PartialRefundInput>
          currency={booking?.currency_code ?? ''}
          reasonLabel={t`Reason (optional)`}
          validate={validate}
          onSubmit={save}
          onClose={onClose}
        />
      </DialogContent>
    </Dialog>
  )
}
