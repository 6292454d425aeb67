import { useLingui } from '@lingui/react/macro'
import { bookingCancelInputSchema, type BookingCancelResult, type ReservationDetail } from '@jaunt/domain'
import { RadioButtonGroupInput, useCreate } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { CancelDialogForm } from './CancelDialogForm'

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
  const [create] = useCreate()
  const submit = async ({ scope, ...values }: Values) => {
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
    return result.cancelled.length
  }
  return (
    <CancelDialogForm<Values>
      open={open}
      onClose={onClose}
      record={{ reason: '', refund_percentage: 100, scope: 'item' }}
      validate={(values) => validate({ ...values, reservation_ref: booking.reservation_ref })}
      submit={submit}
    >
      <RadioButtonGroupInput
        source="scope"
        label={t`What to cancel`}
        choices={[
          { id: 'item', name: t`This item` },
          { id: 'booking', name: t`Every item of the booking` },
        ]}
      />
    </CancelDialogForm>
  )
}
