import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import type { TaxCategory } from '@jaunt/domain'
import { BooleanInput, SelectInput, useGetList } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { TaxExample } from './TaxExample'

const WHOLE_LIST = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'rate', order: 'DESC' } } as const

/** The activity's tax category (kept by admins, with its rate) and whether its prices include the tax. */
export function TaxationTab() {
  const { t } = useLingui()
  const { base } = useServices()
  const taxes = useGetList<TaxCategory>('tax-category', WHOLE_LIST)
  const percent = new Intl.NumberFormat(base.locale, { maximumFractionDigits: 2 })
  const choices = (taxes.data ?? []).map((tax) => ({
    id: tax.id,
    name: `${tax.name} (${percent.format(tax.rate)}%)`,
  }))
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 640 }}>
      <SelectInput
        source="tax_category_id"
        label={t`Tax category`}
        choices={choices}
        isPending={taxes.isPending}
        emptyText={t`None`}
      />
      <BooleanInput source="prices_include_tax" label={t`Prices include tax`} defaultValue={true} />
      <TaxExample taxes={taxes.data ?? []} />
    </Box>
  )
}
