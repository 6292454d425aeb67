import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { ICAL_SYNC_STATUSES, type ExternalSyncRow } from '@jaunt/domain'
import { DataTable, List, SearchInput, SelectInput, TopToolbar } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { EXTERNAL_SYNC_RESOURCE } from './externalSyncData'
import { SyncNowButton } from './SyncNowButton'
import { SyncStatusChip, useSyncError, useWhen } from './SyncState'
import { SYNC_STATUS_LABELS } from './syncLabels'

/** `tools/external-sync`: every room type's iCal import, whoever supplies it, and how its last sync went. */
export function ExternalSyncPage() {
  const { t, i18n } = useLingui()
  const when = useWhen()
  const syncError = useSyncError()
  return (
    <>
      <PageHeader
        title={t`External sync`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Tools` }, { label: t`External sync` }]}
      />
      <Typography sx={{ mb: 2 }}>
        {t`Suppliers link the iCal calendars of other channels to their room types; each is read every 30 minutes, and its events close nights here.`}
      </Typography>
      <List
        resource={EXTERNAL_SYNC_RESOURCE}
        filters={[
          <SearchInput key="q" source="q" alwaysOn placeholder={t`Search`} />,
          <SelectInput
            key="status"
            source="status"
            label={t`Status`}
            alwaysOn
            choices={ICAL_SYNC_STATUSES.map((id) => ({ id, name: i18n._(SYNC_STATUS_LABELS[id]) }))}
            translateChoice={false}
          />,
        ]}
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
        empty={false}
      >
        <DataTable<ExternalSyncRow> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="hotel_name" label={t`Accommodation`} />
          <DataTable.Col source="room_type_title" label={t`Room type`} disableSort />
          <DataTable.Col source="supplier_name" label={t`Supplier`} disableSort />
          <DataTable.Col
            source="url"
            label={t`Calendar link`}
            disableSort
            render={(row: ExternalSyncRow) => (
              <Typography variant="body2" sx={{ wordBreak: 'break-all', maxWidth: 280 }}>
                {row.url}
              </Typography>
            )}
          />
          <DataTable.Col
            source="status"
            label={t`Status`}
            render={(row: ExternalSyncRow) => <SyncStatusChip status={row.status} />}
          />
          <DataTable.Col
            source="last_synced_at"
            label={t`Last sync`}
            render={(row: ExternalSyncRow) => when(row.last_synced_at)}
          />
          <DataTable.Col
            source="error"
            label={t`Error`}
            disableSort
            render={(row: ExternalSyncRow) => syncError(row.error_code, row.error)}
          />
          <DataTable.Col
            label={t`Actions`}
            disableSort
            render={(row: ExternalSyncRow) => <SyncNowButton row={row} />}
          />
        </DataTable>
      </List>
    </>
  )
}
