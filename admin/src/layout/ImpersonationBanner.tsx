import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useServices } from '../AdminServicesContext'
import { useUser } from '../access/useCurrentUser'

/** While an admin acts as another user: who they are, and the way back to their own session. */
export function ImpersonationBanner() {
  const { base, impersonation, loadPage } = useServices()
  const user = useUser()
  const [leaving, setLeaving] = useState(false)
  if (!impersonation.isActive()) return null
  const returnToAdmin = async () => {
    setLeaving(true)
    await impersonation.returnToAdmin()
    loadPage(`/${base.locale}/admin/user`)
  }
  const name = user.name
  return (
    <Alert
      severity="warning"
      variant="filled"
      sx={{ mt: 2, borderRadius: 2, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          disabled={leaving}
          onClick={() => void returnToAdmin()}
        >
          <Trans>Return to admin</Trans>
        </Button>
      }
    >
      <Trans>Logged in as {name}</Trans>
    </Alert>
  )
}
