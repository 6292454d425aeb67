import HistoryIcon from '@mui/icons-material/History'
import Button from '@mui/material/Button'
import { Trans } from '@lingui/react/macro'
import { UserRole, type UserAdminRow } from '@jaunt/domain'
import { useBasename } from 'react-admin'
import { Link } from 'react-router-dom'
import { logInAsHistoryPath } from '../log-in-as-audit/logInAsAuditData'

/** The log-in-as audit for this user: the log-ins as them, or for an admin, the ones they made. */
export function LogInAsHistoryLink({ user }: { user: UserAdminRow }) {
  const basename = useBasename()
  const admin = user.role_id.includes(UserRole.Admin)
  return (
    <Button
      size="small"
      startIcon={<HistoryIcon />}
      component={Link}
      to={`${basename}${logInAsHistoryPath({ id: user.id, admin })}`}
    >
      <Trans>Log-in-as history</Trans>
    </Button>
  )
}
