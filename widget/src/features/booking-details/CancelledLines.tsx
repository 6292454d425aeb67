import type { BookingCancellation } from '@jaunt/domain'
import { colours } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'

/** A cancelled item's outcome: what came back (nothing is promised when nothing was paid) and why. */
export function CancelledLines({
  cancellation,
  currency,
}: {
  cancellation: BookingCancellation
  currency: string | null
}) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const amount = currency ? money(cancellation.refund_amount, currency) : String(cancellation.refund_amount)
  return (
    <>
      <Line>
        {cancellation.paid
          ? t`Refund: ${amount}`
          : t`Nothing was paid for this booking, so nothing is refunded.`}
      </Line>
      {cancellation.reason ? (
        <Line>
          {t`Reason for cancellation`}: {cancellation.reason}
        </Line>
      ) : null}
    </>
  )
}

const Line = styled.div`
  font-size: 14px;
  color: ${colours.muted};
`
