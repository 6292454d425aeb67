import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'
import type { ReservationStatus } from '@jaunt/domain'
import { RESERVATION_STATUS_COLOURS, RESERVATION_STATUS_LABELS } from './reservationStatus'

export function ReservationStatusChip({ status }: { status: ReservationStatus }) {
  const { i18n } = useLingui()
  return (
    <Chip
      size="small"
      variant="outlined"
      color={RESERVATION_STATUS_COLOURS[status]}
      label={i18n._(RESERVATION_STATUS_LABELS[status])}
    />
  )
}
