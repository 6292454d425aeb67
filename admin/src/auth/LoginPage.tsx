import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import { MESSAGES, loginBodySchema } from '@jaunt/domain'
import { isApiError } from '@jaunt/api-client'
import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { AuthCard } from './AuthCard'

type Field = 'email' | 'password'

/** Where to go after login: the page the user was sent away from, or the area's home. */
export function afterLoginUrl(state: unknown, locale: string, basename: string): string {
  const next = (state as { nextPathname?: unknown } | null)?.nextPathname
  const search = (state as { nextSearch?: unknown } | null)?.nextSearch
  if (typeof next === 'string' && next.startsWith(`/${locale}/`) && !next.endsWith('/login')) {
    return `${next}${typeof search === 'string' ? search : ''}`
  }
  return `${basename}/`
}

export function LoginPage() {
  const { t } = useLingui()
  const { base, session, loginNotices, loadPage } = useServices()
  const location = useLocation()
  const [notice] = useState(() => loginNotices.take())
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  // The spec's and our texts, translated; the schema only says which one applies.
  const texts: Record<string, string> = {
    [MESSAGES.emailRequired]: t`Please enter email.`,
    [MESSAGES.emailInvalid]: t`Please enter valid email.`,
    [MESSAGES.passwordRequired]: t`Please enter password.`,
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = loginBodySchema.safeParse({ email: form.get('email'), password: form.get('password') })
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field
        next[field] ??= texts[issue.message] ?? issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    setFailure(null)
    setSubmitting(true)
    try {
      await session.login(parsed.data)
      // A fresh page: nothing cached for another user survives, and the gates run from the start.
      loadPage(afterLoginUrl(location.state, base.locale, base.basename))
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t`Something went wrong`)
      setSubmitting(false)
    }
  }

  return (
    <AuthCard
      title={<Trans>Sign in</Trans>}
      subtitle={<Trans>Manage your sites, products and bookings.</Trans>}
    >
      {notice === 'session-expired' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t`You've been logged out due to session time out. Kindly log back in for continued access.`}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="email"
          type="email"
          label={t`Email`}
          autoComplete="username"
          autoFocus
          error={Boolean(errors.email)}
          helperText={errors.email}
          margin="normal"
        />
        <TextField
          name="password"
          type="password"
          label={t`Password`}
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={errors.password}
          margin="normal"
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 3 }}>
          <Trans>Sign in</Trans>
        </Button>
      </form>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
        <Link component={RouterLink} to={`${base.basename}/forgot-password`}>
          <Trans>Forgot password?</Trans>
        </Link>
        {base.area === 'npanel' && (
          <Link component={RouterLink} to={`${base.basename}/user-sign-up`}>
            <Trans>Sign up</Trans>
          </Link>
        )}
      </Box>
    </AuthCard>
  )
}
