import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney } from '@jaunt/i18n'
import { EARNING_STATUS_MOVES, UserRole, type EarningDetail } from '@jaunt/domain'
import {
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useEditContext,
  useResourceContext,
} from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { useUser } from '../../access/useCurrentUser'
import { PageHeader } from '../../layout/PageHeader'
import { Facts, Section } from '../reservations/Facts'
import { EarningLines } from './EarningLines'
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
