import { dataOf, isApiError } from '@jaunt/api-client'
import { useApiClient } from '@jaunt/api-client/react'
import { useLingui } from '@lingui/react/macro'
import type { BookingRepairInput, PackageBookingDetail } from '@jaunt/domain'
import { useNotify, useRefresh } from 'react-admin'
import { RepairAlert } from './RepairAlert'

/** A booked package whose confirmation or cancellation failed: its partner confirms it, or cancels it with a reason. */
export function PackageRepair({ booking }: { booking: PackageBookingDetail }) {
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const client = useApiClient()
  if (booking.price === null) return null
  const repair = async (body: BookingRepairInput) => {
    if (!client.api) return undefined
    try {
      const path = '/booking/v1/reservation/package/{payment_ref}/{id}/repair'
      const params = { path: { payment_ref: booking.payment_ref, id: booking.reserved_package_id } }
      await dataOf(client.api.POST(path, { params, body }))
    } catch (error) {
      const onReason = isApiError(error) ? error.errors?.reason?.[0] : undefined
      if (onReason) return onReason
      notify(error instanceof Error ? error.message : String(error), { type: 'error' })
      return undefined
    }
    notify(body.action === 'confirm' ? t`The booking is confirmed.` : t`The booking was cancelled.`, {
      type: 'success',
    })
    refresh()
    return undefined
  }
  return <RepairAlert status={booking.status} repair={repair} />
}
