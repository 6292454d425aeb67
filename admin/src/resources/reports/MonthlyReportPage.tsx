import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { UserRole } from '@jaunt/domain'
import { useUser } from '../../access/useCurrentUser'
import { CurrencyChoice, PeriodChoice } from './reportChoices'
import { ReportScreen } from './ReportScreen'
import { currencyChoice, figuresChoice, monthlyReport } from './reportsData'
import { useReportQuery } from './useReportQuery'

/** `monthly-report`: a month's bookings and sales by product, for a supplier's products or a partner's sites. */
export function MonthlyReportPage() {
  const { t } = useLingui()
  const roles = useUser().role_id
  const both = roles.includes(UserRole.Supplier) && roles.includes(UserRole.Partner)
  const [query, set] = useReportQuery({
    month: new Date().toISOString().slice(0, 7),
    currency_code: '',
    kind: roles.includes(UserRole.Supplier) ? 'supplier' : 'partner',
  })
  return (
    <ReportScreen
      title={t`Monthly Reports`}
      calls={monthlyReport}
      query={{
        month: query.month,
        currency_code: currencyChoice(query.currency_code),
        kind: figuresChoice(query.kind),
      }}
      choices={
        <>
          <PeriodChoice
            label={t`Month`}
            type="month"
            value={query.month}
            onChange={(month) => set({ month })}
          />
          <CurrencyChoice value={query.currency_code} onChange={(currency_code) => set({ currency_code })} />
          {both && (
            <TextField
              select
              label={t`Figures`}
              size="small"
              value={query.kind}
              onChange={(event) => set({ kind: event.target.value })}
            >
              <MenuItem value="supplier">{t`My products`}</MenuItem>
              <MenuItem value="partner">{t`My sites`}</MenuItem>
            </TextField>
          )}
        </>
      }
    />
  )
}
