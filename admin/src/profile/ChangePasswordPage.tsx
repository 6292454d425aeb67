import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import { changePassword } from '@jaunt/api-client/admin'
import { MESSAGES, newPasswordSchema } from '@jaunt/domain'
import { useState, type FormEvent } from 'react'
import { useLogout, useNotify } from 'react-admin'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { useCurrentUser } from '../access/useCurrentUser'
import { AuthCard } from '../auth/AuthCard'
import { formErrorsOf } from './fieldErrors'

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const
type Field = (typeof FIELDS)[number]

/** Change password: the first-login gate, and the profile's way to a new password. */
export function ChangePasswordPage() {
  const { t } = useLingui()
  const { base, session } = useServices()
  const { user, refetch } = useCurrentUser()
  const notify = useNotify()
  const navigate = useNavigate()
  const logout = useLogout()
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const firstLogin = Boolean(user?.first_time_login)

  const texts: Record<string, string> = {
    [MESSAGES.passwordTooShort]: t`Password must be at least 8 characters.`,
    [MESSAGES.passwordNeedsLetterAndDigit]: t`Password must contain a letter and a digit.`,
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const values = Object.fromEntries(
      FIELDS.map((field) => [field, String(form.get(field) ?? '')]),
    ) as Record<Field, string>
    const next: Partial<Record<Field, string>> = {}
    if (!values.current_password) next.current_password = t`Please enter password.`
    const strength = newPasswordSchema.safeParse(values.new_password)
    if (!strength.success) {
      const message = strength.error.issues[0]?.message ?? ''
      next.new_password = texts[message] ?? message
    }
    if (values.confirm_password !== values.new_password)
      next.confirm_password = t`The passwords do not match.`
    setErrors(next)
    setFailure(null)
    if (Object.keys(next).length > 0) return

    setSaving(true)
    try {
      const pair = await changePassword(session.client, {
        current_password: values.current_password,
        new_password: values.new_password,
      })
      // The server ends the other sessions and answers this one's new tokens.
      session.tokens.setTokens(pair)
      await refetch()
      notify(t`Your password has been changed.`, { type: 'success' })
      // On to the panel; the gates take a first-time user to the terms first when they are due.
      navigate(`${base.basename}/`, { replace: true })
    } catch (error) {
      const refused = formErrorsOf(error, FIELDS, t`Something went wrong`)
      setErrors(refused.fields)
      setFailure(refused.form)
    } finally {
      setSaving(false)
    }
  }

  return (
    <AuthCard
      title={<Trans>Change password</Trans>}
      subtitle={
        firstLogin ? (
          <Trans>Welcome! Choose your own password before you start.</Trans>
        ) : (
          <Trans>Enter your current password, then the new one twice.</Trans>
        )
      }
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="current_password"
          type="password"
          label={t`Current password`}
          autoComplete="current-password"
          autoFocus
          error={Boolean(errors.current_password)}
          helperText={errors.current_password}
          margin="normal"
        />
        <TextField
          name="new_password"
          type="password"
          label={t`New password`}
          autoComplete="new-password"
          error={Boolean(errors.new_password)}
          helperText={errors.new_password ?? t`At least 8 characters, with a letter and a digit.`}
          margin="normal"
        />
        <TextField
          name="confirm_password"
          type="password"
          label={t`Confirm new password`}
          autoComplete="new-password"
          error={Boolean(errors.confirm_password)}
          helperText={errors.confirm_password}
          margin="normal"
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={saving} sx={{ mt: 3 }}>
          <Trans>Change password</Trans>
        </Button>
      </form>
      {firstLogin ? (
        <Button fullWidth color="inherit" sx={{ mt: 1 }} onClick={() => void logout()}>
          <Trans>Log out</Trans>
        </Button>
      ) : (
        <Link
          component={RouterLink}
          to={`${base.basename}/`}
          sx={{ display: 'block', mt: 2, textAlign: 'center' }}
        >
          <Trans>Back to the dashboard</Trans>
        </Link>
      )}
    </AuthCard>
  )
}
