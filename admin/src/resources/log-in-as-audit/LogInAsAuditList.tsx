import { useLingui } from '@lingui/react/macro'
import type { LogInAsAuditRow } from '@jaunt/domain'
import { DataTable, DateInput, List, NumberInput, SearchInput, TopToolbar } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { USER_ROLE_LABELS } from '../users/userLabels'
import { LOG_IN_AS_AUDIT_RESOURCE } from './logInAsAuditData'

function Person({ name, email, extra }: { name: string; email: string; extra?: string }) {
  return (
    <>
      {name}
      <br />
      <small>{extra ? `${email} · ${extra}` : email}</small>
    </>
  )
}

/** `tools/log-in-as-audit`: every time an admin logged in as another user, and when they came back. */
export function LogInAsAuditList() {
  const { t, i18n } = useLingui()
  const when = (date: string) => i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' })
  const roles = (row: LogInAsAuditRow) =>
    row.target.roles
      .map((role) => (USER_ROLE_LABELS[role] ? i18n._(USER_ROLE_LABELS[role]) : role))
      .join(', ')
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or email`} />,
    <DateInput key="started_from" source="started_from" label={t`Started from`} alwaysOn />,
    <DateInput key="started_to" source="started_to" label={t`Started until`} alwaysOn />,
    // Shown (and removable) when the link on a user's page sets them.
    <NumberInput key="target_user_id" source="target_user_id" label={t`User id`} />,
    <NumberInput key="admin_id" source="admin_id" label={t`Administrator id`} />,
  ]
  return (
    <>
      <PageHeader
        title={t`Log-in-as audit`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Tools` }, { label: t`Log-in-as audit` }]}
      />
      <List
        resource={LOG_IN_AS_AUDIT_RESOURCE}
        filters={filters}
        sort={{ field: 'started_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<LogInAsAuditRow> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col
            source="started_at"
            label={t`Started`}
            render={(row: LogInAsAuditRow) => when(row.started_at)}
          />
          <DataTable.Col
            source="ended_at"
            label={t`Ended`}
            disableSort
            render={(row: LogInAsAuditRow) => (row.ended_at ? when(row.ended_at) : t`Still logged in`)}
          />
          <DataTable.Col
            source="admin"
            label={t`Administrator`}
            disableSort
            render={(row: LogInAsAuditRow) => <Person name={row.admin.name} email={row.admin.email} />}
          />
          <DataTable.Col
            source="target"
            label={t`Logged in as`}
            disableSort
            render={(row: LogInAsAuditRow) => (
              <Person name={row.target.name} email={row.target.email} extra={roles(row)} />
            )}
          />
          <DataTable.Col source="ip" label={t`IP`} disableSort />
        </DataTable>
      </List>
    </>
  )
}
