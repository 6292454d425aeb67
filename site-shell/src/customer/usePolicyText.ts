import { cancellationText, type CustomerReservationView } from '@jaunt/domain'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'

/** A booking's cancellation terms in the spec's words (the same texts the product dialog shows). */
export function usePolicyText() {
  const { t } = useLingui()
  return useCallback(
    (booking: Pick<CustomerReservationView, 'refund_percentage' | 'cancellation_time' | 'service_type'>) => {
      if (booking.refund_percentage === null) return t`Non-Refundable`
      const wording = cancellationText({
        refund_percentage: booking.refund_percentage,
        hours: booking.cancellation_time ?? 0,
        service_type: booking.service_type === 'hotels' ? 'hotels' : 'activities',
      })
      const hours = wording.hours
      if (wording.kind === 'free') return t`Free cancellation`
      if (wording.kind === 'non-refundable') return t`Non-Refundable`
      return wording.reference === 'check-in'
        ? t`${wording.percentage}% refunded if cancelled at least ${plural(hours, { one: '# hour', other: '# hours' })} before check-in`
        : t`${wording.percentage}% refunded if cancelled at least ${plural(hours, { one: '# hour', other: '# hours' })} before the scheduled start`
    },
    [t],
  )
}
