import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney } from '@jaunt/i18n'
import type { ReservationListRow } from '@jaunt/domain'
import { DataTable, FilterButton, List, TopToolbar, useBasename } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { ReservationExportButtons } from './ReservationExportButtons'
import { useReservationFilters } from './ReservationFilters'
import { ReservationStatusChip } from './ReservationStatusChip'
import { SupplierCancelledChip } from './SupplierCancelledChip'

/** Reservations: the bookings the user may see, searchable, filterable, sortable and exportable. */
export function ReservationList() {
  const { t } = useLingui()
  const { base } = useServices()
  const basename = useBasename()
  // A booked package opens at `{page}/{payment_ref}/{id}`, the spec's package reservation.
  const open = (_id: unknown, resource: string, record: ReservationListRow) =>
    record.booking_kind === 'reservation'
      ? 'edit'
      : `${basename}/${resource}/${record.payment_ref ?? record.reservation_ref}/${record.reservation_id}`
  return (
    <>
      <PageHeader
        title={t`Reservations`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Reservations` }]}
      />
      <List
        filters={useReservationFilters()}
        sort={{ field: 'booked_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={
          <TopToolbar>
            <FilterButton />
            <ReservationExportButtons />
          </TopToolbar>
        }
        title={false}
      >
        <DataTable<ReservationListRow> rowClick={open} bulkActionButtons={false}>
          <DataTable.Col source="booking_number" label={t`Booking no.`} />
          <DataTable.Col
            source="reservation_ref"
            label={t`Ref`}
            render={(record: ReservationListRow) => (
              <span title={record.reservation_ref}>{record.reservation_ref.slice(0, 8)}</span>
            )}
          />
          <DataTable.Col
            source="guest_name"
            label={t`Guest`}
            render={(record: ReservationListRow) => (
              <>
                {record.guest_name}
                <br />
                <small>{record.guest_email}</small>
              </>
            )}
          />
          <DataTable.Col
            source="product_name"
            label={t`Product`}
            render={(record: ReservationListRow) =>
              record.booking_kind === 'reservation' ? (
                record.product_name
              ) : (
                <>
                  {record.product_name}
                  <br />
                  <small>
                    {record.booking_kind === 'package'
                      ? t`Package`
                      : t`Part of the package ${record.package_name ?? ''}`}
                  </small>
                </>
              )
            }
          />
          <DataTable.Col
            source="start_date"
            label={t`Travel date`}
            render={(record: ReservationListRow) =>
              [formatDate(record.start_date, base.locale, 'numeric'), record.start_time]
                .filter(Boolean)
                .join(' ')
            }
          />
          <DataTable.Col
            source="status"
            label={t`Status`}
            render={(record: ReservationListRow) => (
              <>
                <ReservationStatusChip status={record.status} />
                {record.supplier_cancelled && <SupplierCancelledChip />}
              </>
            )}
          />
          <DataTable.Col
            source="price"
            label={t`Amount`}
            render={(record: ReservationListRow) =>
              // A supplier's part of a package has no price of its own: the package is priced as a whole.
              record.booking_kind === 'package-component'
                ? '—'
                : formatMoney(record.price, record.currency_code, base.locale)
            }
          />
          <DataTable.Col
            source="site_name"
            label={t`Site`}
            render={(record: ReservationListRow) => record.site_name ?? '—'}
          />
        </DataTable>
      </List>
    </>
  )
}
