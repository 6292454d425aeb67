import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney } from '@jaunt/i18n'
import { PaymentStatus, type GuestPaymentRow } from '@jaunt/domain'
import { DataTable, List, SearchInput, SelectInput, TextInput } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../reservations/paymentLabels'

/** The admin's Payments: every guest payment, its provider's id and what was refunded from it. */
export function PaymentList() {
  const { t, i18n } = useLingui()
  const { locale } = useServices().base
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by reference, guest or Stripe id`} />,
    <SelectInput
      key="status"
      source="status"
      label={t`Status`}
      alwaysOn
      emptyText={t`All`}
      choices={Object.values(PaymentStatus).map((status) => ({
        id: status,
        name: i18n._(PAYMENT_STATUS_LABELS[status]!),
      }))}
    />,
    <TextInput key="currency_code" source="currency_code" label={t`Currency`} alwaysOn />,
  ]
  const money = (key: 'amount' | 'refunded') => (record: GuestPaymentRow) =>
    formatMoney(record[key], record.currency_code, locale)
  return (
    <>
      <PageHeader
        title={t`Payments`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Payments` }]}
      />
      <List
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        title={false}
      >
        <DataTable<GuestPaymentRow> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col
            source="created_at"
            label={t`Date`}
            render={(record: GuestPaymentRow) => formatDate(record.created_at, locale, 'numeric')}
          />
          <DataTable.Col
            source="cart_ref"
            label={t`Reference`}
            disableSort
            render={(record: GuestPaymentRow) => record.cart_ref.slice(0, 8)}
          />
          <DataTable.Col source="guest_name" label={t`Guest`} disableSort />
          <DataTable.Col source="site_name" label={t`Site`} disableSort />
          <DataTable.Col
            source="method"
            label={t`Method`}
            disableSort
            render={(record: GuestPaymentRow) =>
              PAYMENT_METHOD_LABELS[record.method]
                ? i18n._(PAYMENT_METHOD_LABELS[record.method]!)
                : record.method
            }
          />
          <DataTable.Col source="amount" label={t`Amount`} render={money('amount')} />
          <DataTable.Col
            source="status"
            label={t`Status`}
            render={(record: GuestPaymentRow) => i18n._(PAYMENT_STATUS_LABELS[record.status]!)}
          />
          <DataTable.Col source="provider_ref" label={t`Stripe id`} disableSort />
          <DataTable.Col source="refunded" label={t`Refunds`} disableSort render={money('refunded')} />
        </DataTable>
      </List>
    </>
  )
}
