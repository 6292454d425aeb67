import { useLingui } from '@lingui/react/macro'
import { SelectInput } from 'react-admin'
import { useSupplierChoices } from './useSupplierChoices'

/** The admin's choice of who supplies a product they make or edit for a supplier. */
export function SupplierInput() {
  const { t } = useLingui()
  const suppliers = useSupplierChoices()
  return (
    <SelectInput
      source="supplier_user_id"
      label={t`Supplier`}
      choices={suppliers.choices}
      isPending={suppliers.isPending}
      sx={{ width: '100%', maxWidth: 640 }}
    />
  )
}
