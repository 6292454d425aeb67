import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'
import type { EarningStatus } from '@jaunt/domain'
import { EARNING_STATUS_COLOURS, EARNING_STATUS_LABELS } from './earningLabels'

export function EarningStatusChip({ status }: { status: EarningStatus }) {
  const { i18n } = useLingui()
  return (
    <Chip size="small" color={EARNING_STATUS_COLOURS[status]} label={i18n._(EARNING_STATUS_LABELS[status])} />
  )
}
