import { useLingui } from '@lingui/react/macro'
import { categoryCommissionInputSchema, type CategoryAdminRecord } from '@jaunt/domain'
import { Edit, NumberInput, SimpleForm, useRecordContext } from 'react-admin'
import { stayOnRecordError } from '../../forms/RecordError'
import { zodValidate } from '../../forms/zodValidate'
import { PageHeader } from '../../layout/PageHeader'
import { useLocalName } from '../tours/useLocalName'
import { COMMISSION_CATEGORY_RESOURCE } from './commissionData'
import { SaveOnlyToolbar } from '../service-categories/SaveOnlyToolbar'

const validate = zodValidate(categoryCommissionInputSchema)

function Heading() {
  const { t } = useLingui()
  const category = useRecordContext<CategoryAdminRecord>()
  const name = useLocalName()(category?.name) || t`Category`
  return (
    <PageHeader
      title={t`Commission of ${name}`}
      breadcrumbs={[
        { label: t`Dashboard`, to: '/' },
        { label: t`Commission categories`, to: `/${COMMISSION_CATEGORY_RESOURCE}` },
        { label: name },
      ]}
    />
  )
}

/** `settings/commission-categories/{id}`: one category's commission; empty takes its parent's, then the default. */
export function CommissionCategoryEdit() {
  const { t } = useLingui()
  return (
    <Edit
      resource={COMMISSION_CATEGORY_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect="list"
      actions={false}
      {...stayOnRecordError}
    >
      <Heading />
      <SimpleForm validate={validate} toolbar={<SaveOnlyToolbar />}>
        <NumberInput
          source="commission_percent"
          label={t`Commission %`}
          min={0}
          max={100}
          step={0.01}
          helperText={t`Leave empty to take the parent category's commission, else the default. A product in several categories pays the highest. Applies to bookings from now on.`}
          sx={{ maxWidth: 500 }}
        />
      </SimpleForm>
    </Edit>
  )
}
