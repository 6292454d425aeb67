import { useLingui } from '@lingui/react/macro'
import { MAX_RECOMMENDATIONS, recommendedItemsInputSchema, type RecommendableProduct } from '@jaunt/domain'
import { AutocompleteArrayInput, useGetManyReference } from 'react-admin'
import { useParams } from 'react-router-dom'
import { zodValidate } from '../../../forms/zodValidate'
import { SettingsForm } from './SettingsForm'
import { TourSettingsHeader } from './TourSettingsHeader'

const validate = zodValidate(recommendedItemsInputSchema)

/** `tour/settings/{id}/recommended-items`: up to six products shown as "You may also like". */
export function RecommendedItemsPage() {
  const { t } = useLingui()
  const tourId = Number(useParams().id)
  const { data: products } = useGetManyReference<RecommendableProduct>('tour-recommendable', {
    target: 'tour_id',
    id: tourId,
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  })
  const label = ({ name, product_code: code, own }: RecommendableProduct) =>
    own ? `${name} (${code})` : t`${name} (${code}, another supplier)`
  return (
    <>
      <TourSettingsHeader tourId={tourId} current="recommended-items" />
      {products && (
        <SettingsForm resource="tour-recommended-items" tourId={tourId} validate={validate}>
          <AutocompleteArrayInput
            source="service_ids"
            label={t`Recommended products`}
            helperText={t`Up to ${MAX_RECOMMENDATIONS}, shown in this order as “You may also like”`}
            choices={products}
            optionText={label}
          />
        </SettingsForm>
      )}
    </>
  )
}
