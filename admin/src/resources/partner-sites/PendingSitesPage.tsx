import { useLingui } from '@lingui/react/macro'
import type { SiteApprovalRow } from '@jaunt/domain'
import { DataTable, DateField, List, TopToolbar } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { SiteDecisionButtons } from './SiteDecisionButtons'

/** The admin's `partner-site/pending`: new partner sites waiting for approval, with approve and reject. */
export function PendingSitesPage() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        title={t`Pending sites`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Partner Site` },
          { label: t`Pending sites` },
        ]}
      />
      <List
        resource="site-approval"
        filter={{ approval_status: 1 }}
        pagination={false}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
        disableSyncWithLocation
        empty={false}
      >
        <DataTable<SiteApprovalRow> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" label={t`Site`} disableSort />
          <DataTable.Col source="sub_domain" label={t`Sub-domain`} disableSort />
          <DataTable.Col source="domain" label={t`Own domain`} disableSort />
          <DataTable.Col source="owner_email" label={t`Partner`} disableSort />
          <DataTable.Col source="created_at" label={t`Created`} disableSort field={DateField} />
          <DataTable.Col
            label={t`Decision`}
            render={(record: SiteApprovalRow) => <SiteDecisionButtons record={record} />}
          />
        </DataTable>
      </List>
    </>
  )
}
