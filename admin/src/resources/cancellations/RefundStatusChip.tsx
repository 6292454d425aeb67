import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'
import type { BookingRefundStatus } from '@jaunt/domain'
import { REFUND_STATUS_COLOURS, REFUND_STATUS_LABELS } from './cancellationLabels'

export function RefundStatusChip({ status }: { status: BookingRefundStatus }) {
  const { i18n } = useLingui()
  return (
    <Chip size="small" color={REFUND_STATUS_COLOURS[status]} label={i18n._(REFUND_STATUS_LABELS[status])} />
  )
}
