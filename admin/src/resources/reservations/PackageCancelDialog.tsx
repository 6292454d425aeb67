import { packageBookingCancelInputSchema, type PackageBookingDetail } from '@jaunt/domain'
import { useCreate } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { CancelDialogForm } from './CancelDialogForm'

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
  const [create] = useCreate()
  return (
    <CancelDialogForm<Values>
      open={open}
      onClose={onClose}
      record={{ reason: '', refund_percentage: 100 }}
      validate={validate}
      submit={async (values) => {
        await create(
          'package-booking-cancel',
          { data: { ...values, id: booking.id } },
          { returnPromise: true },
        )
        return 1
      }}
    />
  )
}
