import Link from '@mui/material/Link'
import { useLingui } from '@lingui/react/macro'
import { ApprovalStatus, type SiteDirectoryRow } from '@jaunt/domain'
import { DataTable, DateField, List, SearchInput, SelectInput, TopToolbar } from 'react-admin'
import { Link as RouterLink } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { SITE_DIRECTORY_RESOURCE } from './siteDirectoryData'
import { SiteStatusChip } from './SiteStatusChip'

/** The admin's `partner-site`: every partner site with its owner and status, searched and filtered. */
export function SiteDirectoryList() {
  const { t } = useLingui()
  const statuses = [
    { id: ApprovalStatus.Pending, name: t`Pending` },
    { id: ApprovalStatus.Active, name: t`Active` },
    { id: ApprovalStatus.Reject, name: t`Rejected` },
  ]
  return (
    <>
      <PageHeader
        title={t`Partner sites`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Partner Site` }, { label: t`View` }]}
      />
      <List
        resource={SITE_DIRECTORY_RESOURCE}
        filters={[
          <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by site, domain or partner`} />,
          <SelectInput
            key="approval_status"
            source="approval_status"
            label={t`Status`}
            choices={statuses}
            emptyText={t`All`}
            alwaysOn
          />,
        ]}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
        disableSyncWithLocation
      >
        <DataTable<SiteDirectoryRow> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="name"
            label={t`Site`}
            disableSort
            render={(site: SiteDirectoryRow) => (
              <Link component={RouterLink} to={`show/${site.id}`}>
                {site.name}
              </Link>
            )}
          />
          <DataTable.Col
            source="owner_name"
            label={t`Partner`}
            disableSort
            render={(site: SiteDirectoryRow) => `${site.owner_name} (${site.owner_email})`}
          />
          <DataTable.Col source="sub_domain" label={t`Sub-domain`} disableSort />
          <DataTable.Col source="domain" label={t`Own domain`} disableSort />
          <DataTable.Col
            source="approval_status"
            label={t`Status`}
            disableSort
            render={(site: SiteDirectoryRow) => <SiteStatusChip site={site} />}
          />
          <DataTable.Col source="created_at" label={t`Created`} disableSort field={DateField} />
        </DataTable>
      </List>
    </>
  )
}
