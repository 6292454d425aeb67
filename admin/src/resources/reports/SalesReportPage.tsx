import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { listAdminUsers } from '@jaunt/api-client/admin'
import { useApi } from '@jaunt/api-client/react'
import { SALES_REPORT_GROUPINGS, UserRole } from '@jaunt/domain'
import { CurrencyChoice, PeriodChoice } from './reportChoices'
import { ReportScreen } from './ReportScreen'
import { useGroupingLabel } from './reportLabels'
import {
  adminReport,
  currencyChoice,
  figuresChoice,
  groupingChoice,
  ownerChoice,
  supplierReport,
} from './reportsData'
import { useReportQuery } from './useReportQuery'

const today = () => new Date().toISOString().slice(0, 10)

/** The admin's owner filter: every supplier (or partner), or one. */
function OwnerChoice({
  kind,
  value,
  onChange,
}: {
  kind: string
  value: string
  onChange: (id: string) => void
}) {
  const { t } = useLingui()
  const role = kind === 'partner' ? UserRole.Partner : UserRole.Supplier
  const { data } = useApi(['admin-users', role] as const, (client) => listAdminUsers(client, { role }))
  return (
    <TextField
      select
      label={kind === 'partner' ? t`Partner` : t`Supplier`}
      size="small"
      sx={{ minWidth: 200 }}
      value={data ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t`All`}</MenuItem>
      {(data?.data ?? []).map((user) => (
        <MenuItem key={user.id} value={String(user.id)}>
          {user.name}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** `report` (a supplier's sales) and `admin-report` (the marketplace's): a period, grouped, with totals per currency. */
export function SalesReportPage({ admin = false }: { admin?: boolean }) {
  const { t } = useLingui()
  const groupLabel = useGroupingLabel()
  const title = t`Reports`
  const [query, set] = useReportQuery({
    from: `${today().slice(0, 7)}-01`,
    to: today(),
    group_by: 'month',
    currency_code: '',
    kind: 'supplier',
    owner_user_id: '',
  })
  const groupings = SALES_REPORT_GROUPINGS.filter((grouping) => admin || grouping !== 'supplier')
  const period = {
    from: query.from,
    to: query.to,
    group_by: groupingChoice(query.group_by),
    currency_code: currencyChoice(query.currency_code),
  }
  const choices = (
    <>
      <PeriodChoice label={t`From`} type="date" value={query.from} onChange={(from) => set({ from })} />
      <PeriodChoice label={t`To`} type="date" value={query.to} onChange={(to) => set({ to })} />
      <TextField
        select
        label={t`Group by`}
        size="small"
        sx={{ minWidth: 140 }}
        value={query.group_by}
        onChange={(event) => set({ group_by: event.target.value })}
      >
        {groupings.map((grouping) => (
          <MenuItem key={grouping} value={grouping}>
            {groupLabel(grouping)}
          </MenuItem>
        ))}
      </TextField>
      <CurrencyChoice value={query.currency_code} onChange={(currency_code) => set({ currency_code })} />
      {admin && (
        <>
          <TextField
            select
            label={t`Figures`}
            size="small"
            value={query.kind}
            onChange={(event) => set({ kind: event.target.value, owner_user_id: '' })}
          >
            <MenuItem value="supplier">{t`Supplier earnings`}</MenuItem>
            <MenuItem value="partner">{t`Partner earnings`}</MenuItem>
          </TextField>
          <OwnerChoice
            kind={query.kind}
            value={query.owner_user_id}
            onChange={(id) => set({ owner_user_id: id })}
          />
        </>
      )}
    </>
  )
  return admin ? (
    <ReportScreen
      title={title}
      calls={adminReport}
      query={{ ...period, kind: figuresChoice(query.kind), owner_user_id: ownerChoice(query.owner_user_id) }}
      choices={choices}
    />
  ) : (
    <ReportScreen title={title} calls={supplierReport} query={period} choices={choices} />
  )
}
