import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import type { ServiceDataJobsInput } from '@jaunt/domain'
import {
  Form,
  FormDataConsumer,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  TextInput,
} from 'react-admin'
import { useSupplierChoices } from '../products/useSupplierChoices'
import { serviceTypeChoices } from '../site-mappings/serviceTypeChoices'

type Scope = 'all' | 'supplier' | 'type' | 'ids'
export interface ServiceDataChoice {
  scope: Scope
  supplier_id?: number
  service_type?: number
  service_ids?: string
}

/** The chosen products as the call takes them, or the field whose value is missing or wrong. */
export function serviceDataInput(choice: ServiceDataChoice): ServiceDataJobsInput | { field: string } {
  switch (choice.scope) {
    case 'supplier':
      return choice.supplier_id ? { supplier_id: choice.supplier_id } : { field: 'supplier_id' }
    case 'type':
      return choice.service_type ? { service_type: choice.service_type } : { field: 'service_type' }
    case 'ids': {
      const words = (choice.service_ids ?? '').split(/[\s,]+/).filter(Boolean)
      const ids = words.map(Number)
      return ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0)
        ? { service_ids: ids }
        : { field: 'service_ids' }
    }
    default:
      return {}
  }
}

/** Which products to send: every one, a supplier's, one type's, or some by id. */
export function ServiceDataForm({ onQueue }: { onQueue: (input: ServiceDataJobsInput) => Promise<void> }) {
  const { t, i18n } = useLingui()
  const suppliers = useSupplierChoices()
  const validate = (values: Record<string, unknown>) => {
    const input = serviceDataInput(values as unknown as ServiceDataChoice)
    if (!('field' in input)) return {}
    return {
      [input.field]:
        input.field === 'service_ids' ? t`Enter product ids, separated by commas.` : t`Choose one.`,
    }
  }
  return (
    <Form
      record={{ scope: 'all' }}
      validate={validate}
      onSubmit={(values: object) =>
        onQueue(serviceDataInput(values as ServiceDataChoice) as ServiceDataJobsInput)
      }
    >
      <Box sx={{ display: 'grid', gap: 1, maxWidth: 640 }}>
        <RadioButtonGroupInput
          source="scope"
          label={t`Products`}
          choices={[
            { id: 'all', name: t`Every product` },
            { id: 'supplier', name: t`A supplier's products` },
            { id: 'type', name: t`Products of one type` },
            { id: 'ids', name: t`Products by id` },
          ]}
        />
        <FormDataConsumer<ServiceDataChoice>>
          {({ formData }) =>
            formData.scope === 'supplier' ? (
              <SelectInput
                source="supplier_id"
                label={t`Supplier`}
                choices={suppliers.choices}
                isPending={suppliers.isPending}
              />
            ) : formData.scope === 'type' ? (
              <SelectInput source="service_type" label={t`Type`} choices={serviceTypeChoices(i18n)} />
            ) : formData.scope === 'ids' ? (
              <TextInput
                source="service_ids"
                label={t`Product ids`}
                helperText={t`For example 12, 48, 301`}
              />
            ) : null
          }
        </FormDataConsumer>
        <Box>
          <SaveButton label={t`Send to queue`} alwaysEnable icon={<></>} />
        </Box>
      </Box>
    </Form>
  )
}
