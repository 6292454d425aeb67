import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '@jaunt/i18n'
import { EarningStatus, UserRole, type EarningRow } from '@jaunt/domain'
import {
  DataTable,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useListContext,
  useResourceContext,
} from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { useUser } from '../../access/useCurrentUser'
import { PageHeader } from '../../layout/PageHeader'
import { EarningExportButtons } from './EarningExportButtons'
import { EarningStatusChip } from './EarningStatusChip'
import { OwnPayoutAccount } from './OwnPayoutAccount'
import { EARNING_STATUS_LABELS } from './earningLabels'

/** The shown earnings added up per currency: amounts of two currencies are never summed. */
function TotalsByCurrency() {
  const { t } = useLingui()
  const { locale } = useServices().base
  const { data } = useListContext<EarningRow>()
  const totals = new Map<string, { gross: number; net: number }>()
  for (const row of data ?? []) {
    const total = totals.get(row.currency_code) ?? { gross: 0, net: 0 }
    totals.set(row.currency_code, { gross: total.gross + row.gross, net: total.net + row.net })
  }
  if (totals.size === 0) return null
  return (
    <Box
      component="section"
      aria-label={t`Totals per currency`}
      sx={{ display: 'flex', gap: 3, px: 2, py: 1 }}
    >
      {[...totals].map(([currency, total]) => (
        <Typography key={currency} variant="body2">
          {t`${currency}: gross ${formatMoney(total.gross, currency, locale)}, net ${formatMoney(total.net, currency, locale)}`}
        </Typography>
      ))}
    </Box>
  )
}

/** Supplier or partner earnings by month and currency; an admin sees every owner's. */
export function EarningList() {
  const { t, i18n } = useLingui()
  const { locale } = useServices().base
  const user = useUser()
  const isAdmin = user.role_id.includes(UserRole.Admin)
  // Where the money goes is the owner's to say: a sub-user does not see it.
  const isOwner = !isAdmin && user.parent_user_id === null
  const partner = useResourceContext() === 'partner-earnings'
  const title = partner ? t`Partner earnings` : t`Supplier earnings`
  const money = (key: 'gross' | 'refunds' | 'commission' | 'net') => (record: EarningRow) =>
    formatMoney(record[key], record.currency_code, locale)
  const filters = [
    <TextInput
      key="month"
      source="month"
      label={t`Month`}
      type="month"
      alwaysOn
      // The browser draws its own placeholder in an empty month field: the label must sit above it.
      slotProps={{ inputLabel: { shrink: true } }}
    />,
    <SelectInput
      key="status"
      source="status"
      label={t`Status`}
      alwaysOn
      emptyText={t`All`}
      choices={Object.values(EarningStatus).map((status) => ({
        id: status,
        name: i18n._(EARNING_STATUS_LABELS[status]),
      }))}
    />,
    <TextInput key="currency_code" source="currency_code" label={t`Currency`} alwaysOn />,
  ]
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: title }]} />
      {isOwner ? <OwnPayoutAccount /> : null}
      <List
        filters={filters}
        sort={{ field: 'month', order: 'DESC' }}
        perPage={25}
        exporter={false}
        title={false}
        actions={
          <TopToolbar>
            <EarningExportButtons />
          </TopToolbar>
        }
      >
        <TotalsByCurrency />
        <DataTable<EarningRow> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="month" label={t`Month`} />
          {isAdmin ? <DataTable.Col source="owner_name" label={partner ? t`Partner` : t`Supplier`} /> : null}
          <DataTable.Col source="currency_code" label={t`Currency`} />
          <DataTable.Col source="bookings" label={t`Bookings`} disableSort />
          <DataTable.Col source="gross" label={t`Gross`} render={money('gross')} />
          <DataTable.Col source="refunds" label={t`Refunds`} disableSort render={money('refunds')} />
          <DataTable.Col source="commission" label={t`Commission`} disableSort render={money('commission')} />
          <DataTable.Col
            source="net"
            label={partner ? t`Partner commission` : t`Net`}
            render={money('net')}
          />
          <DataTable.Col
            source="status"
            label={t`Status`}
            render={(record: EarningRow) => <EarningStatusChip status={record.status} />}
          />
        </DataTable>
      </List>
    </>
  )
}
