import Alert from '@mui/material/Alert'
import { Trans } from '@lingui/react/macro'
import { ApprovalStatus, type GeneralSettingsRecord } from '@jaunt/domain'

/** Where a site stands with the admin: waiting, or rejected with the admin's reason. */
export function ApprovalNotice({ record }: { record: GeneralSettingsRecord }) {
  if (record.approval_status === ApprovalStatus.Pending)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        <Trans>This site is waiting for an admin's approval. Guests cannot see it yet.</Trans>
      </Alert>
    )
  if (record.approval_status === ApprovalStatus.Reject) {
    const reason = record.rejection_reason ?? ''
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Trans>
          This site was not approved: {reason}. Correct the settings and save them to send the site again.
        </Trans>
      </Alert>
    )
  }
  return null
}
