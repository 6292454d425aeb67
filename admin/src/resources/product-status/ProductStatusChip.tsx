import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'
import type { Status } from '@jaunt/domain'
import { STATUS_COLOURS, STATUS_LABELS } from '../tours/tourStatus'

/** A product's stored status (active, inactive, pending, hide) as the lists show it. */
export function ProductStatusChip({ status }: { status: Status }) {
  const { i18n } = useLingui()
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOURS[status]}
      label={i18n._(STATUS_LABELS[status])}
    />
  )
}
