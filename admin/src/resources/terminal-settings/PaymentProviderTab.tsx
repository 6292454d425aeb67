import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TerminalStripeConnection } from '@jaunt/domain'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useCreate, useDelete, useGetList, useNotify, useUpdate, type HttpError } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { ConfirmDialog } from '../../layout/ConfirmDialog'

const RESOURCE = 'terminal-payment-provider'
type Connection = TerminalStripeConnection & { id: string }

/** The server's words for a refusal: the field's message when it names one. */
const refusal = (error: unknown) => {
  const errors = (error as HttpError).body?.errors as Record<string, string> | undefined
  return Object.values(errors ?? {})[0] ?? (error as Error).message
}

/**
 * The partner's own Stripe account per currency (Stripe Connect): Connect goes to Stripe's page, which
 * sends the partner back here with `?tab=connect&code&state`; this tab then finishes the connection.
 */
export function PaymentProviderTab({ siteId }: { siteId: number }) {
  const { t, i18n } = useLingui()
  const notify = useNotify()
  const { loadPage } = useServices()
  const [search, setSearch] = useSearchParams()
  const { data, refetch } = useGetList<Connection>(RESOURCE, {
    filter: { site_id: siteId },
    pagination: { page: 1, perPage: 100 },
  })
  const [create] = useCreate()
  const [update] = useUpdate()
  const [remove] = useDelete()
  const [busy, setBusy] = useState<string | null>(null)
  const [ending, setEnding] = useState<Connection | null>(null)
  const returned = useRef(false)

  useEffect(() => {
    const state = search.get('state')
    if (!state || returned.current) return
    returned.current = true
    const answer = { state, code: search.get('code') ?? undefined, error: search.get('error') ?? undefined }
    // The code works once: it leaves the address bar before anything else happens.
    setSearch({ tab: 'connect' }, { replace: true })
    void (async () => {
      try {
        const connected = (await update(
          RESOURCE,
          { id: 'callback', data: answer, previousData: undefined, meta: { site_id: siteId } },
          { returnPromise: true, mutationMode: 'pessimistic' },
        )) as Connection
        const currency = connected.currency_code
        notify(t`Your Stripe account now takes the card-reader payments in ${currency}.`)
      } catch (error) {
        notify(refusal(error), { type: 'error' })
      }
      await refetch()
    })()
  }, [search, setSearch, update, notify, refetch, siteId, t])

  const connect = async (row: Connection) => {
    setBusy(row.id)
    try {
      const started = (await create(
        RESOURCE,
        { data: { currency_code: row.currency_code }, meta: { site_id: siteId } },
        { returnPromise: true },
      )) as Connection & { url: string }
      loadPage(started.url)
    } catch (error) {
      notify(refusal(error), { type: 'error' })
      setBusy(null)
    }
  }

  const deauthorize = async (row: Connection) => {
    setBusy(row.id)
    try {
      await remove(
        RESOURCE,
        { id: row.id, previousData: row, meta: { site_id: siteId } },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
      const currency = row.currency_code
      notify(t`The Stripe account for ${currency} is deauthorized.`)
    } catch (error) {
      notify(refusal(error), { type: 'error' })
    }
    setBusy(null)
    setEnding(null)
    await refetch()
  }

  const endingCurrency = ending?.currency_code ?? ''
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
      <Typography color="text.secondary">
        <Trans>
          Connect your own Stripe account for a currency, and the card-reader locations made for that
          currency, their readers and their payments run on it. A currency without one uses the platform’s
          account.
        </Trans>
      </Typography>
      <Table size="small" aria-label={t`Stripe accounts by currency`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Currency`}</TableCell>
            <TableCell>{t`Stripe account`}</TableCell>
            <TableCell>{t`Connected since`}</TableCell>
            <TableCell>{t`Connected by`}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.currency_code}</TableCell>
              <TableCell>{row.account_id ?? t`The platform’s account`}</TableCell>
              <TableCell>
                {row.connected_at ? i18n.date(new Date(row.connected_at), { dateStyle: 'medium' }) : ''}
              </TableCell>
              <TableCell>{row.connected_by ?? ''}</TableCell>
              <TableCell align="right">
                {row.connected ? (
                  <Button
                    size="small"
                    color="error"
                    disabled={busy !== null}
                    onClick={() => setEnding(row)}
                    aria-label={t`Deauthorize ${row.currency_code}`}
                  >
                    <Trans>Deauthorize</Trans>
                  </Button>
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy !== null}
                    onClick={() => void connect(row)}
                    aria-label={t`Connect ${row.currency_code}`}
                  >
                    <Trans>Connect</Trans>
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={ending !== null}
        loading={busy !== null}
        title={<Trans>Deauthorize the Stripe account for {endingCurrency}?</Trans>}
        description={
          <Trans>
            The platform will no longer reach this account. Card-reader payments in {endingCurrency} go to the
            platform’s account again.
          </Trans>
        }
        confirmLabel={<Trans>Deauthorize</Trans>}
        onCancel={() => setEnding(null)}
        onConfirm={() => ending && void deauthorize(ending)}
      />
    </Box>
  )
}
