import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'
import { ApprovalStatus, Status, type SiteDirectoryRow } from '@jaunt/domain'

/** Pending, active or rejected as the admin decided; an approved site the admin switched off says so. */
export function SiteStatusChip({ site }: { site: SiteDirectoryRow }) {
  const { t } = useLingui()
  if (site.approval_status === ApprovalStatus.Pending)
    return <Chip size="small" color="warning" label={t`Pending`} />
  if (site.approval_status === ApprovalStatus.Reject)
    return <Chip size="small" color="error" label={t`Rejected`} />
  if (site.status !== Status.Active) return <Chip size="small" label={t`Deactivated`} />
  return <Chip size="small" color="success" variant="outlined" label={t`Active`} />
}
