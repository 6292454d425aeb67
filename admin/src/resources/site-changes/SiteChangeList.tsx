import { useLingui } from '@lingui/react/macro'
import type { SiteChangeRow } from '@jaunt/domain'
import { DataTable, DateField, List, SelectInput, TopToolbar, useListContext } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { ChangeCell } from './ChangeCell'
import { SiteChangeDecisionButtons } from './SiteChangeDecisionButtons'
import { SITE_CHANGE_RESOURCE } from './siteChangesData'

/**
 * The admin's `partner-site/pending-change`: live sites' name and address changes waiting for approval,
 * oldest first; the other statuses are the history, with who decided and when.
 */
export function SiteChangeList() {
  const { t } = useLingui()
  const statuses = [
    { id: 'pending', name: t`Waiting` },
    { id: 'approved', name: t`Approved` },
    { id: 'rejected', name: t`Rejected` },
    { id: 'withdrawn', name: t`Withdrawn` },
  ]
  return (
    <>
      <PageHeader
        title={t`Editing requests`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Partner Site` },
          { label: t`Editing request` },
        ]}
      />
      <List
        resource={SITE_CHANGE_RESOURCE}
        filters={[<SelectInput key="status" source="status" label={t`Status`} choices={statuses} alwaysOn />]}
        filterDefaultValues={{ status: 'pending' }}
        pagination={false}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
        disableSyncWithLocation
        empty={false}
      >
        <SiteChangeTable />
      </List>
    </>
  )
}

function SiteChangeTable() {
  const { t } = useLingui()
  const waiting = (useListContext().filterValues?.status ?? 'pending') === 'pending'
  return (
    <DataTable<SiteChangeRow> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="site_name" label={t`Site`} disableSort />
      <DataTable.Col source="owner_email" label={t`Partner`} disableSort />
      <DataTable.Col
        label={t`Change`}
        disableSort
        render={(change: SiteChangeRow) => <ChangeCell change={change} />}
      />
      <DataTable.Col source="created_at" label={t`Requested`} disableSort field={DateField} />
      {waiting ? (
        <DataTable.Col
          label={t`Decision`}
          render={(change: SiteChangeRow) => <SiteChangeDecisionButtons record={change} />}
        />
      ) : (
        <DataTable.Col
          label={t`Decided`}
          disableSort
          render={(change: SiteChangeRow) => <DecidedCell change={change} />}
        />
      )}
    </DataTable>
  )
}

function DecidedCell({ change }: { change: SiteChangeRow }) {
  const { i18n } = useLingui()
  const when = change.decided_at
    ? i18n.date(change.decided_at, { dateStyle: 'medium', timeStyle: 'short' })
    : ''
  const reason = change.reason ? ` · ${change.reason}` : ''
  return `${when} · ${change.decided_by_email ?? ''}${reason}`
}
