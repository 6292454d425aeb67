import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import { signUpSendLinkSchema } from '@jaunt/domain'
import { useMemo, useState, type FormEvent, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { AuthCard } from '../auth/AuthCard'
import { signUpApi } from './signUpApi'
import { refusalOf, useSignUpText } from './signUpTexts'

/**
 * "Forgot password?", and the spec's /link-expired page: either way the user asks for a new link,
 * and the answer is the same whether the email has an account or not.
 */
export function ForgotPasswordPage({ expired = false }: { expired?: boolean }) {
  const { t } = useLingui()
  const text = useSignUpText()
  const { base, apiBase } = useServices()
  const api = useMemo(() => signUpApi(apiBase, base.locale), [apiBase, base.locale])
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = signUpSendLinkSchema.safeParse({ email: new FormData(event.currentTarget).get('email') })
    if (!parsed.success) return setError(text(parsed.error.issues[0]?.message ?? ''))
    setError(null)
    setFailure(null)
    setSending(true)
    try {
      await api.sendLink(parsed.data.email)
      setSent(true)
    } catch (refusal) {
      const refused = refusalOf<'email'>(refusal, text, t`Something went wrong`)
      setError(refused.fields.email ?? null)
      setFailure(refused.form)
    } finally {
      setSending(false)
    }
  }

  const title: ReactNode = expired ? <Trans>This link has expired</Trans> : <Trans>Forgot password?</Trans>
  return (
    <AuthCard
      title={title}
      subtitle={
        expired ? (
          <Trans>This link has expired or has already been used. Ask for a new one below.</Trans>
        ) : (
          <Trans>Enter your email and we will send you a link to set a new password.</Trans>
        )
      }
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure}
        </Alert>
      )}
      {sent ? (
        <Alert severity="success" role="status">
          {t`If this email belongs to an account, we have sent it a link to set a new password.`}
        </Alert>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            name="email"
            type="email"
            label={t`Email`}
            autoComplete="username"
            autoFocus
            error={Boolean(error)}
            helperText={error}
            margin="normal"
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={sending} sx={{ mt: 3 }}>
            <Trans>Send link</Trans>
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
