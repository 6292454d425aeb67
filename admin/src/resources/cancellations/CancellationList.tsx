import { useLingui } from '@lingui/react/macro'
import { formatDate } from '@jaunt/i18n'
import { CancellationOrigin, type BookingCancellationRow } from '@jaunt/domain'
import { DataTable, List, SearchInput, SelectInput } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { ORIGIN_LABELS, REFUND_STATUS_LABELS, refundShown } from './cancellationLabels'
import { RefundStatusChip } from './RefundStatusChip'

/** Cancellations: the cancelled bookings the user may see, who cancelled them and what was refunded. */
export function CancellationList() {
  const { t, i18n } = useLingui()
  const { base } = useServices()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by ref, guest or reason`} />,
    <SelectInput
      key="origin"
      source="origin"
      label={t({ message: 'Origin', context: 'who cancelled' })}
      alwaysOn
      emptyText={t`All`}
      choices={Object.values(CancellationOrigin).map((origin) => ({
        id: origin,
        name: i18n._(ORIGIN_LABELS[origin]),
      }))}
    />,
    <SelectInput
      key="refund_status"
      source="refund_status"
      label={t`Refund status`}
      alwaysOn
      emptyText={t`All`}
      choices={Object.entries(REFUND_STATUS_LABELS).map(([id, label]) => ({ id, name: i18n._(label) }))}
    />,
  ]
  return (
    <>
      <PageHeader
        title={t`Cancellations`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Cancellations` }]}
      />
      <List
        filters={filters}
        sort={{ field: 'cancelled_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        title={false}
      >
        <DataTable<BookingCancellationRow> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col
            source="cancelled_at"
            label={t`Cancelled on`}
            render={(record: BookingCancellationRow) =>
              formatDate(record.cancelled_at, base.locale, 'numeric')
            }
          />
          <DataTable.Col
            source="booking_number"
            label={t`Booking no.`}
            disableSort
            render={(record: BookingCancellationRow) =>
              record.booking_number ?? record.reservation_ref.slice(0, 8)
            }
          />
          <DataTable.Col source="product_name" label={t`Product`} disableSort />
          <DataTable.Col source="guest_name" label={t`Guest`} disableSort />
          <DataTable.Col
            source="origin"
            label={t({ message: 'Origin', context: 'who cancelled' })}
            disableSort
            render={(record: BookingCancellationRow) => i18n._(ORIGIN_LABELS[record.origin])}
          />
          <DataTable.Col source="reason" label={t`Reason`} disableSort />
          <DataTable.Col
            source="refund_amount"
            label={t`Refund`}
            render={(record: BookingCancellationRow) => refundShown(record, base.locale)}
          />
          <DataTable.Col
            source="refund_status"
            label={t`Refund status`}
            render={(record: BookingCancellationRow) => <RefundStatusChip status={record.refund_status} />}
          />
        </DataTable>
      </List>
    </>
  )
}
