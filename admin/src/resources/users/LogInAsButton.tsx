import SwapHoriz from '@mui/icons-material/SwapHoriz'
import Button from '@mui/material/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { logInAs, type AdminUser } from '@jaunt/api-client/admin'
import { isApiError } from '@jaunt/api-client'
import { useState } from 'react'
import { useNotify } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { ConfirmDialog } from '../../layout/ConfirmDialog'

/** Admin log-in-as: the other user's tokens replace the admin's (kept aside), then their panel loads. */
export function LogInAsButton({ user }: { user: AdminUser }) {
  const { t } = useLingui()
  const { base, session, impersonation, loadPage } = useServices()
  const notify = useNotify()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const name = user.name

  async function confirm() {
    setBusy(true)
    try {
      const pair = await logInAs(session.client, user.id)
      impersonation.start(pair)
      loadPage(`/${base.locale}/npanel/`)
    } catch (error) {
      notify(isApiError(error) ? error.message : t`Something went wrong`, { type: 'error' })
      setBusy(false)
      setOpen(false)
    }
  }

  return (
    <>
      <Button
        size="small"
        startIcon={<SwapHoriz />}
        disabled={!user.can_login}
        onClick={(event) => {
          event.stopPropagation()
          setOpen(true)
        }}
      >
        <Trans>Log in as</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        loading={busy}
        title={<Trans>Log in as {name}?</Trans>}
        description={<Trans>You will see the panel as they do, until you return to admin.</Trans>}
        confirmLabel={<Trans>Log in as</Trans>}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  )
}
