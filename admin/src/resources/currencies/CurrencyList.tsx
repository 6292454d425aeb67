import { useLingui } from '@lingui/react/macro'
import type { CurrencyRecord } from '@jaunt/domain'
import { DataTable, List, TopToolbar } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { AddCurrencyForm } from './AddCurrencyForm'
import { CurrencyEnabledToggle } from './CurrencyEnabledToggle'
import { CURRENCY_RESOURCE } from './currencyData'

/** `settings/currencies`: the currencies products may be priced in, how many use each, and which are open. */
export function CurrencyList() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        title={t`Currencies`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Settings` }, { label: t`Currencies` }]}
      />
      <AddCurrencyForm />
      <List
        resource={CURRENCY_RESOURCE}
        sort={{ field: 'code', order: 'ASC' }}
        perPage={50}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<CurrencyRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="code" label={t`Code`} />
          <DataTable.Col source="name" label={t`Name`} />
          <DataTable.Col source="products" label={t`Products`} />
          <DataTable.Col
            source="enabled"
            label={t`Enabled`}
            render={(currency: CurrencyRecord) => <CurrencyEnabledToggle record={currency} />}
          />
        </DataTable>
      </List>
    </>
  )
}
