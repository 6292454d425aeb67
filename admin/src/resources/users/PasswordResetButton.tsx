import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { UserAdminRow } from '@jaunt/domain'
import { useNotify, useUpdate } from 'react-admin'
import { USER_RESOURCE } from './usersData'

/** Mails the user a link to set a new password (60 minutes, once); their password stays until then. */
export function PasswordResetButton({ user }: { user: UserAdminRow }) {
  const { t } = useLingui()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  const email = user.email
  const send = () =>
    update(
      USER_RESOURCE,
      { id: user.id, data: {}, previousData: user, meta: { call: 'password-reset' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(t`A link to set a new password was sent to ${email}.`, { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    )
  return (
    <Button size="small" onClick={send} disabled={isPending}>
      {t`Send password reset`}
    </Button>
  )
}
