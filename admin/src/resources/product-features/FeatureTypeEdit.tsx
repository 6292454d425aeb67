import { useLingui } from '@lingui/react/macro'
import { productFeatureTypeInputSchema, type ProductFeatureTypeRecord } from '@jaunt/domain'
import { Create, DeleteWithConfirmButton, Edit, SimpleForm, TextInput, useRecordContext } from 'react-admin'
import { useParams } from 'react-router-dom'
import { zodValidate } from '../../forms/zodValidate'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { LocaleTabs, isFallback } from '../tours/settings/LocaleTabs'
import { isNewTour } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { FEATURE_TYPE_RESOURCE } from './featureData'

const validate = zodValidate(productFeatureTypeInputSchema)

function useBreadcrumbs(last: string) {
  const { t } = useLingui()
  return [
    { label: t`Accommodations`, to: '/hotel' },
    { label: t`Feature types`, to: `/${FEATURE_TYPE_RESOURCE}` },
    { label: last },
  ]
}

function FeatureTypeForm() {
  const { t } = useLingui()
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
    </SimpleForm>
  )
}

function FeatureTypeHeading() {
  const { t } = useLingui()
  const type = useRecordContext<ProductFeatureTypeRecord>()
  const name = useLocalName()(type?.name) || t`Feature type`
  return (
    <PageHeader
      title={name}
      breadcrumbs={useBreadcrumbs(name)}
      actions={
        type && (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle={t`Delete ${name}?`}
            confirmContent={t`A type that features have cannot be deleted: give them another type first.`}
          />
        )
      }
    />
  )
}

/** `hotel/feature-type/{id}`, -1 creating: saved pessimistically so the server's refusals land on fields. */
export function FeatureTypeEditOrCreate() {
  const { t } = useLingui()
  const { id } = useParams()
  const breadcrumbs = useBreadcrumbs(t`Create`)
  if (isNewTour(id))
    return (
      <>
        <PageHeader title={t`Create feature type`} breadcrumbs={breadcrumbs} />
        <Create resource={FEATURE_TYPE_RESOURCE} title={false} record={{ name: { en: '' } }} redirect="edit">
          <FeatureTypeForm />
        </Create>
      </>
    )
  return (
    <Edit
      resource={FEATURE_TYPE_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <FeatureTypeHeading />
      <FeatureTypeForm />
    </Edit>
  )
}
