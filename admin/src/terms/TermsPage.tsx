import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { acceptTermsAndCondition, getTermsAndCondition } from '@jaunt/api-client/admin'
import { useApi } from '@jaunt/api-client/react'
import { formatDate } from '@jaunt/i18n'
import { useState } from 'react'
import { RichTextField, useLogout } from 'react-admin'
import { useNavigate, useParams } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { useCurrentUser } from '../access/useCurrentUser'
import { AuthCard } from '../auth/AuthCard'

/**
 * /npanel/{country_code}/terms-and-condition: the current legal text, sanitised, and Accept. Who
 * does not accept cannot create sites or reach existing ones, so the only other way out is logout.
 */
export function TermsPage() {
  const { t } = useLingui()
  const { base, session } = useServices()
  const { countryCode = 'xx' } = useParams()
  const { user, refetch } = useCurrentUser()
  const navigate = useNavigate()
  const logout = useLogout()
  const [accepting, setAccepting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { data: terms, error } = useApi(['terms', countryCode] as const, (client, [, country]) =>
    getTermsAndCondition(client, country),
  )
  const accepted = Boolean(user?.terms_and_condition_accepted)

  async function accept() {
    setAccepting(true)
    setFailure(null)
    try {
      await acceptTermsAndCondition(session.client)
      await refetch()
      navigate(`${base.basename}/`, { replace: true })
    } catch (cause) {
      setFailure(cause instanceof Error ? cause.message : t`Something went wrong`)
      setAccepting(false)
    }
  }

  return (
    <AuthCard
      width={760}
      title={terms?.title ?? <Trans>Terms and conditions</Trans>}
      subtitle={
        terms ? (
          <Trans>
            Version {terms.version}, published {formatDate(terms.published_at, base.locale)}. Please read them
            and accept to continue.
          </Trans>
        ) : undefined
      }
    >
      {error && <Alert severity="error">{error.message}</Alert>}
      {!terms && !error && <Skeleton variant="rounded" height={320} />}
      {terms && (
        <Box
          sx={{
            maxHeight: '52vh',
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            px: 3,
            py: 1,
            '& h2': { fontSize: 17, fontWeight: 600, mt: 2.5, mb: 1 },
            '& p': { fontSize: 15, lineHeight: 1.6, color: 'text.secondary' },
          }}
          data-testid="terms-text"
        >
          <RichTextField
            record={terms}
            source="content_html"
            purifyOptions={{ USE_PROFILES: { html: true } }}
          />
        </Box>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        {accepted ? (
          <Button variant="contained" onClick={() => navigate(`${base.basename}/`)}>
            <Trans>Back to the dashboard</Trans>
          </Button>
        ) : (
          <>
            <Button color="inherit" onClick={() => void logout()} disabled={accepting}>
              <Trans>Log out</Trans>
            </Button>
            <Button variant="contained" onClick={() => void accept()} disabled={!terms || accepting}>
              <Trans>Accept</Trans>
            </Button>
          </>
        )}
      </Box>
      {accepted && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'right' }}>
          <Trans>You have accepted these terms.</Trans>
        </Typography>
      )}
    </AuthCard>
  )
}
