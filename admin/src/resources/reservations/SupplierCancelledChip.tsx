import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'

/** A booked package one of whose services its supplier cancelled: the partner has to act on it. */
export function SupplierCancelledChip() {
  const { t } = useLingui()
  return <Chip size="small" color="warning" label={t`Supplier cancelled a service`} />
}
