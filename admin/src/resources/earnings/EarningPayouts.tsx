import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney } from '@jaunt/i18n'
import { UserRole, type EarningDetail, type EarningPayouts as Payouts } from '@jaunt/domain'
import { useEditContext, useGetOne, useResourceContext } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { useUser } from '../../access/useCurrentUser'
import { Section } from '../reservations/Facts'
import { EARNING_PAYOUTS_RESOURCE } from './earningsData'
import { PAYOUT_STATUS_LABELS } from './earningLabels'
import { PayOutButton } from './PayOutButton'
import { PayoutReceiptButton } from './PayoutReceiptButton'

/**
 * The earning's payouts (every attempt, with Stripe's transfer or refusal) and, for an admin, Pay out; a
 * partner pays their own approved commission now.
 */
export function EarningPayouts() {
  const { t, i18n } = useLingui()
  const { locale } = useServices().base
  const resource = useResourceContext()
  const isAdmin = useUser().role_id.includes(UserRole.Admin)
  const record = useEditContext<EarningDetail>().record
  const { data } = useGetOne<Payouts & { id: string }>(
    EARNING_PAYOUTS_RESOURCE,
    { id: String(record?.id), meta: { resource } },
    { enabled: Boolean(record) },
  )
  if (!record || !data) return null
  const money = (amount: number) => formatMoney(amount, record.currency_code, locale)
  return (
    <Section title={t`Payouts`}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {data.payouts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{t`No payouts yet.`}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t`Date`}</TableCell>
                <TableCell align="right">{t`Amount`}</TableCell>
                <TableCell>{t`Stripe account`}</TableCell>
                <TableCell>{t`Stripe transfer`}</TableCell>
                <TableCell>{t`Status`}</TableCell>
                <TableCell>{t`By`}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.payouts.map((payout) => (
                <TableRow key={payout.id}>
                  <TableCell>{formatDate(payout.created_at, locale, 'long')}</TableCell>
                  <TableCell align="right">{money(payout.amount)}</TableCell>
                  <TableCell>{payout.stripe_account_id}</TableCell>
                  <TableCell>{payout.stripe_transfer_id ?? '—'}</TableCell>
                  <TableCell>
                    {i18n._(PAYOUT_STATUS_LABELS[payout.status])}
                    {payout.error ? ` · ${payout.error}` : ''}
                  </TableCell>
                  <TableCell>{payout.paid_by_name}</TableCell>
                  <TableCell>
                    {payout.status === 'paid' ? <PayoutReceiptButton payout={payout} /> : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {isAdmin ? (
          <PayOutButton earning={record} account={data.stripe_account_id} />
        ) : resource?.startsWith('partner-earnings') ? (
          <PayOutButton earning={record} account={data.stripe_account_id} own />
        ) : null}
      </Box>
    </Section>
  )
}
