import { useLingui } from '@lingui/react/macro'
import type { BookingRepairInput, ReservationDetail } from '@jaunt/domain'
import { useCreate, useNotify, useRefresh, type HttpError } from 'react-admin'
import { RepairAlert } from './RepairAlert'

/** A booking whose confirmation or cancellation failed: confirm it, or cancel it with a reason. */
export function RepairBooking({ booking }: { booking: ReservationDetail }) {
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const [create] = useCreate()
  const repair = async ({ action, reason }: BookingRepairInput) => {
    try {
      await create(
        'booking-repair',
        { data: { ref: booking.reservation_ref, action, reason } },
        { returnPromise: true },
      )
    } catch (error) {
      const { body, message } = error as HttpError
      const onReason = (body?.errors as { path: string; message: string }[] | undefined)?.find(
        (e) => e.path === 'reason',
      )
      if (onReason) return onReason.message
      notify(message, { type: 'error' })
      return undefined
    }
    notify(action === 'confirm' ? t`The booking is confirmed.` : t`The booking was cancelled.`, {
      type: 'success',
    })
    refresh()
    return undefined
  }
  return <RepairAlert status={booking.status} repair={repair} />
}
