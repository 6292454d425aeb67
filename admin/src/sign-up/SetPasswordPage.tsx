import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import { signUpPasswordSchema, type SignUpLinkInfo } from '@jaunt/domain'
import { isApiError } from '@jaunt/api-client'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { AuthCard } from '../auth/AuthCard'
import { signUpApi } from './signUpApi'
import { fieldErrors, refusalOf, useSignUpText } from './signUpTexts'

type Field = 'password' | 'password_confirmation'

/** The spec's /set-password: the emailed link's page, for a new sign-up and a forgotten password. */
export function SetPasswordPage() {
  const { t } = useLingui()
  const text = useSignUpText()
  const { base, apiBase } = useServices()
  const api = useMemo(() => signUpApi(apiBase, base.locale), [apiBase, base.locale])
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [link, setLink] = useState<SignUpLinkInfo | null>(null)
  const [expired, setExpired] = useState(!token)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!token) return
    api
      .verify(token)
      .then(setLink, (error: unknown) =>
        isApiError(error) && error.status === 401 ? setExpired(true) : setFailure(t`Something went wrong`),
      )
  }, [api, token, t])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = signUpPasswordSchema.safeParse({
      password: String(form.get('password') ?? ''),
      password_confirmation: String(form.get('password_confirmation') ?? ''),
    })
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues, text))
      return
    }
    setErrors({})
    setFailure(null)
    setSaving(true)
    try {
      await api.setPassword(token, parsed.data)
      setDone(true)
    } catch (error) {
      if (isApiError(error) && error.status === 401) return setExpired(true)
      const refused = refusalOf<Field>(error, text, t`Something went wrong`)
      setErrors(refused.fields)
      setFailure(refused.form)
    } finally {
      setSaving(false)
    }
  }

  if (expired) return <Navigate to={`${base.basename}/link-expired`} replace />
  const login = (
    <Button component={RouterLink} to={`${base.basename}/login`} variant="contained" fullWidth sx={{ mt: 2 }}>
      <Trans>Log in</Trans>
    </Button>
  )
  if (done) {
    return (
      <AuthCard title={<Trans>Set your password</Trans>}>
        <Alert severity="success" role="status">
          {link?.purpose === 'verify'
            ? t`Your password is set. The marketplace team reviews your account and tells you by email when you can log in.`
            : t`Your password is set. You can now log in with it.`}
        </Alert>
        {link?.purpose === 'verify' ? null : login}
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={<Trans>Set your password</Trans>}
      subtitle={link ? <Trans>For {link.email}</Trans> : undefined}
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure}
        </Alert>
      )}
      {!link ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <input type="hidden" name="username" autoComplete="username" value={link.email} />
          <TextField
            name="password"
            type="password"
            label={t`New password`}
            autoComplete="new-password"
            autoFocus
            error={Boolean(errors.password)}
            helperText={errors.password ?? t`At least 8 characters, with a letter and a digit.`}
            margin="normal"
          />
          <TextField
            name="password_confirmation"
            type="password"
            label={t`Repeat the new password`}
            autoComplete="new-password"
            error={Boolean(errors.password_confirmation)}
            helperText={errors.password_confirmation}
            margin="normal"
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={saving} sx={{ mt: 3 }}>
            <Trans>Set password</Trans>
          </Button>
        </form>
      )}
      <Box sx={{ mt: 2 }}>
        <Link component={RouterLink} to={`${base.basename}/login`}>
          <Trans>Back to log in</Trans>
        </Link>
      </Box>
    </AuthCard>
  )
}
