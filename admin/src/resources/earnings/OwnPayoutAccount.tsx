import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '@jaunt/api-client'
import { useApi } from '@jaunt/api-client/react'
import { formatDate } from '@jaunt/i18n'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useNotify } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { ConfirmDialog } from '../../layout/ConfirmDialog'
import {
  disconnectOwnPayoutAccount,
  finishOwnPayoutConnect,
  getOwnPayoutAccount,
  startOwnPayoutConnect,
} from './ownPayoutAccountData'

/** The server's words for a refusal: the field's message when it names one. */
const refusal = (error: unknown) =>
  error instanceof ApiError ? (Object.values(error.errors ?? {})[0]?.[0] ?? error.message) : String(error)

/**
 * The owner's own payout account on their earnings page. Connect goes to Stripe's page, which sends the
 * owner back here with `?code&state`; the page then finishes the connection with the owner's session.
 */
export function OwnPayoutAccount() {
  const { t } = useLingui()
  const notify = useNotify()
  const { session, loadPage, base } = useServices()
  const [search, setSearch] = useSearchParams()
  const { data: account, mutate } = useApi(['own-payout-account'] as const, getOwnPayoutAccount)
  const [busy, setBusy] = useState(false)
  const [ending, setEnding] = useState(false)
  const returned = useRef(false)

  useEffect(() => {
    const state = search.get('state')
    if (!state || returned.current) return
    returned.current = true
    const answer = { state, code: search.get('code') ?? undefined, error: search.get('error') ?? undefined }
    // The code works once: it leaves the address bar before anything else happens.
    setSearch({}, { replace: true })
    void (async () => {
      try {
        const connected = await finishOwnPayoutConnect(session.client, answer)
        await mutate(connected, { revalidate: false })
        const id = connected.stripe_account_id ?? ''
        notify(t`Your earnings are now paid to the Stripe account ${id}.`, { type: 'success' })
      } catch (error) {
        notify(refusal(error), { type: 'error' })
      }
    })()
  }, [search, setSearch, session.client, mutate, notify, t])

  const connect = async () => {
    setBusy(true)
    try {
      loadPage(await startOwnPayoutConnect(session.client))
    } catch (error) {
      notify(refusal(error), { type: 'error' })
      setBusy(false)
    }
  }
  const disconnect = async () => {
    setBusy(true)
    try {
      await mutate(await disconnectOwnPayoutAccount(session.client), { revalidate: false })
      notify(t`Your payout account is disconnected.`, { type: 'success' })
    } catch (error) {
      notify(refusal(error), { type: 'error' })
    }
    setBusy(false)
    setEnding(false)
  }

  if (!account) return null
  const id = account.stripe_account_id
  const who = account.updated_by_name ?? ''
  const when = account.updated_at ? formatDate(account.updated_at, base.locale, 'long') : ''
  return (
    <Box component="section" aria-label={t`Payout account`} sx={{ display: 'grid', gap: 1, px: 2, py: 1 }}>
      <Typography variant="h6" component="h2">{t`Payout account`}</Typography>
      <Typography variant="body2" color="text.secondary">
        <Trans>Your earnings are paid out by Stripe transfer to your own Stripe account.</Trans>
      </Typography>
      {id ? (
        <Typography>{t`Stripe account: ${id}`}</Typography>
      ) : (
        <Typography>{t`No payout account yet: connect your Stripe account to be paid.`}</Typography>
      )}
      {account.updated_at ? (
        <Typography variant="body2" color="text.secondary">{t`Set by ${who} on ${when}.`}</Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" disabled={busy} onClick={() => void connect()}>
          {account.stripe_account_id ? t`Connect another Stripe account` : t`Connect with Stripe`}
        </Button>
        {account.stripe_account_id ? (
          <Button color="error" disabled={busy} onClick={() => setEnding(true)}>
            <Trans>Disconnect</Trans>
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={ending}
        loading={busy}
        title={<Trans>Disconnect your payout account?</Trans>}
        description={
          <Trans>Your earnings cannot be paid out until you connect a Stripe account again.</Trans>
        }
        confirmLabel={<Trans>Disconnect</Trans>}
        onCancel={() => setEnding(false)}
        onConfirm={() => void disconnect()}
      />
    </Box>
  )
}
