import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney } from '@jaunt/i18n'
import { EARNING_STATUS_MOVES, UserRole, type EarningDetail, type EarningLine } from '@jaunt/domain'
import {
  Edit,
  Link,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useBasename,
  useCreatePath,
  useEditContext,
  useResourceContext,
} from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { useUser } from '../../access/useCurrentUser'
import { PageHeader } from '../../layout/PageHeader'
import { Facts, Section } from '../reservations/Facts'
import { EarningPayouts } from './EarningPayouts'
import { EarningStatusChip } from './EarningStatusChip'
import { EARNING_STATUS_LABELS } from './earningLabels'

function EarningFacts() {
  const { t } = useLingui()
  const { locale } = useServices().base
  const partner = useResourceContext() === 'partner-earnings'
  const record = useEditContext<EarningDetail>().record
  if (!record) return null
  const money = (amount: number) => formatMoney(amount, record.currency_code, locale)
  const list = partner ? t`Partner earnings` : t`Supplier earnings`
  return (
    <>
      <PageHeader
        title={t`Earnings of ${record.month} in ${record.currency_code}`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: list, to: '..' }, { label: record.month }]}
      />
      <Section title={t`Earning`}>
        <Facts
          rows={[
            [partner ? t`Partner` : t`Supplier`, record.owner_name],
            [t`Month`, record.month],
            [t`Bookings`, record.bookings],
            [t`Gross`, money(record.gross)],
            [t`Refunds`, money(record.refunds)],
            [t`Commission`, money(record.commission)],
            [partner ? t`Partner commission` : t`Net`, money(record.net)],
            [t`Status`, <EarningStatusChip key="status" status={record.status} />],
          ]}
        />
      </Section>
    </>
  )
}

function EarningLines() {
  const { t } = useLingui()
  const { locale, area } = useServices().base
  const createPath = useCreatePath()
  const basename = useBasename()
  const record = useEditContext<EarningDetail>().record
  if (!record) return null
  const money = (amount: number) => formatMoney(amount, record.currency_code, locale)
  // The booking's page is the same area's Reservations page: `reservations` in the panel, `bookings` for admins.
  const bookings = area === 'admin' ? 'bookings' : 'reservations'
  // A booked package opens at `{page}/{payment_ref}/{id}`, as from the Reservations table.
  const pageOf = (line: EarningLine) =>
    line.booking_kind === 'package' && line.payment_ref
      ? `${basename}/${bookings}/${line.payment_ref}/${line.reservation_id}`
      : createPath({ resource: bookings, id: line.reservation_ref, type: 'edit' })
  // A supplier's share of a package names the package; the partner's line is the package itself.
  const productOf = (line: EarningLine) => {
    const packageName = line.package_name
    if (!packageName) return line.product_name
    if (packageName === line.product_name) return `${packageName} · ${t`Package`}`
    return `${line.product_name} · ${t`in package ${packageName}`}`
  }
  return (
    <Section title={t`Bookings`}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t`Reservation`}</TableCell>
            <TableCell>{t`Product`}</TableCell>
            <TableCell>{t`Date`}</TableCell>
            <TableCell align="right">{t`Gross`}</TableCell>
            <TableCell align="right">{t`Refunds`}</TableCell>
            <TableCell align="right">{t`Commission`}</TableCell>
            <TableCell align="right">{t`Net`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {/* The list's row stands in for the record until the earning itself arrives. */}
          {(record.lines ?? []).map((line) => (
            <TableRow
              key={`${line.booking_kind}-${line.reservation_id}-${line.product_name}-${line.start_date}`}
            >
              <TableCell>
                <Link to={pageOf(line)}>{line.reservation_ref.slice(0, 8)}</Link>
              </TableCell>
              <TableCell>{productOf(line)}</TableCell>
              <TableCell>{formatDate(line.start_date, locale, 'numeric')}</TableCell>
              <TableCell align="right">{money(line.gross)}</TableCell>
              <TableCell align="right">{money(line.refunds)}</TableCell>
              <TableCell align="right">{money(line.commission)}</TableCell>
              <TableCell align="right">{money(line.net)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  )
}

function StatusHistory() {
  const { t, i18n } = useLingui()
  const { locale } = useServices().base
  const record = useEditContext<EarningDetail>().record
  if (!record?.history?.length) return null
  return (
    <Section title={t`Status history`}>
      <Facts
        rows={record.history.map((change) => [
          formatDate(change.changed_at, locale, 'long'),
          `${i18n._(EARNING_STATUS_LABELS[change.to_status])} · ${change.changed_by_name}${change.note ? ` · ${change.note}` : ''}`,
        ])}
      />
    </Section>
  )
}

/** The admin moves the earning on: pending → approved → paid. */
function StatusForm() {
  const { t, i18n } = useLingui()
  const record = useEditContext<EarningDetail>().record
  if (!record) return null
  const allowed = [record.status, ...EARNING_STATUS_MOVES[record.status]]
  return (
    <Section title={t`Update the status`}>
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label={t`Save status`} alwaysEnable />
          </Toolbar>
        }
      >
        <SelectInput
          source="status"
          label={t`Status`}
          choices={allowed.map((status) => ({ id: status, name: i18n._(EARNING_STATUS_LABELS[status]) }))}
        />
        <TextInput source="note" label={t`Note`} defaultValue="" />
      </SimpleForm>
    </Section>
  )
}

/** One earning (`{kind}-earnings/{id}`): its figures, its bookings and, for an admin, its status. */
export function EarningShow() {
  const isAdmin = useUser().role_id.includes(UserRole.Admin)
  return (
    <Edit actions={false} title={false} component="div" mutationMode="pessimistic" redirect={false}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
        <EarningFacts />
        <EarningLines />
        <EarningPayouts />
        <StatusHistory />
        {isAdmin ? <StatusForm /> : null}
      </Box>
    </Edit>
  )
}
