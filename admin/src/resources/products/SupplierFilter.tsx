import { useLingui } from '@lingui/react/macro'
import { SelectInput } from 'react-admin'
import { useSupplierChoices } from './useSupplierChoices'

/** The admin's "Supplier" filter of the every-supplier product lists. */
export function SupplierFilter(props: { source: string; alwaysOn?: boolean }) {
  const { t } = useLingui()
  const suppliers = useSupplierChoices()
  return (
    <SelectInput
      {...props}
      label={t`Supplier`}
      emptyText={t`All`}
      choices={suppliers.choices}
      isPending={suppliers.isPending}
    />
  )
}
