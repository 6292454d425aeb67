import { useLingui } from '@lingui/react/macro'
import { productFeatureInputSchema, type ProductFeatureRecord } from '@jaunt/domain'
import {
  BooleanInput,
  Create,
  DeleteWithConfirmButton,
  Edit,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin'
import { useParams } from 'react-router-dom'
import { zodValidate } from '../../forms/zodValidate'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { LocaleTabs, isFallback } from '../tours/settings/LocaleTabs'
import { isNewTour } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { FEATURE_RESOURCE } from './featureData'
import { useFeatureTypeChoices } from './useFeatureTypeChoices'

const validate = zodValidate(productFeatureInputSchema)

function useBreadcrumbs(last: string) {
  const { t } = useLingui()
  return [
    { label: t`Accommodations`, to: '/hotel' },
    { label: t`Features`, to: `/${FEATURE_RESOURCE}` },
    { label: last },
  ]
}

function FeatureForm() {
  const { t } = useLingui()
  const types = useFeatureTypeChoices()
  return (
    <SimpleForm validate={validate}>
      <LocaleTabs field="name">
        {(locale) => (
          <TextInput
            source={`name.${locale}`}
            label={t`Name`}
            helperText={isFallback(locale) ? t`Required: other languages fall back to it` : false}
            fullWidth
          />
        )}
      </LocaleTabs>
      <TextInput
        source="icon"
        label={t`Icon`}
        helperText={t`The icon's name, such as wifi or parking`}
        sx={{ maxWidth: 400 }}
      />
      <SelectInput
        source="feature_type_id"
        label={t`Feature type`}
        choices={types.choices}
        isPending={types.isPending}
        emptyText={t`None`}
        sx={{ minWidth: 300 }}
      />
      <BooleanInput
        source="most_popular"
        label={t`Most popular`}
        helperText={t`Shown first in the guests' filters`}
      />
    </SimpleForm>
  )
}

function FeatureHeading() {
  const { t } = useLingui()
  const feature = useRecordContext<ProductFeatureRecord>()
  const name = useLocalName()(feature?.name) || t`Feature`
  return (
    <PageHeader
      title={name}
      breadcrumbs={useBreadcrumbs(name)}
      actions={
        feature && (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle={t`Delete ${name}?`}
            confirmContent={t`A feature that products have cannot be deleted: suppliers remove it first.`}
          />
        )
      }
    />
  )
}

/** `hotel/features/{id}`, -1 creating: saved pessimistically so the server's refusals land on fields. */
export function FeatureEditOrCreate() {
  const { t } = useLingui()
  const { id } = useParams()
  const breadcrumbs = useBreadcrumbs(t`Create`)
  if (isNewTour(id))
    return (
      <>
        <PageHeader title={t`Create feature`} breadcrumbs={breadcrumbs} />
        <Create
          resource={FEATURE_RESOURCE}
          title={false}
          record={{ name: { en: '' }, icon: 'check', feature_type_id: null, most_popular: false }}
          redirect="edit"
        >
          <FeatureForm />
        </Create>
      </>
    )
  return (
    <Edit
      resource={FEATURE_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <FeatureHeading />
      <FeatureForm />
    </Edit>
  )
}
