import { useLingui } from '@lingui/react/macro'
import type { PartnerShareRecord } from '@jaunt/domain'
import { DataTable, List, SearchInput, TopToolbar } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { PARTNER_SHARE_RESOURCE } from './commissionData'
import { DefaultCommissionForm } from './DefaultCommissionForm'

/** `settings/commission`: the default commission, then each partner site's share of the commission. */
export function PartnerShareList() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        title={t`Commission`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Settings` }, { label: t`Commission` }]}
      />
      <DefaultCommissionForm />
      <List
        resource={PARTNER_SHARE_RESOURCE}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t`Search by site or partner`} />]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<PartnerShareRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" label={t`Partner site`} />
          <DataTable.Col source="owner_name" label={t`Partner`} />
          <DataTable.NumberCol source="partner_share_percent" label={t`Partner share %`} />
        </DataTable>
      </List>
    </>
  )
}
