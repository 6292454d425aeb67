import { useLingui } from '@lingui/react/macro'
import { tourFeaturesInputSchema, type FeatureChoice } from '@jaunt/domain'
import { CheckboxGroupInput, useGetList } from 'react-admin'
import { useParams } from 'react-router-dom'
import { zodValidate } from '../../../forms/zodValidate'
import { SettingsForm } from './SettingsForm'
import { TourSettingsHeader } from './TourSettingsHeader'

const validate = zodValidate(tourFeaturesInputSchema)

/** `tour/settings/{id}/features`: what the activity offers, shown on its page. */
export function FeaturesPage() {
  const { t } = useLingui()
  const tourId = Number(useParams().id)
  const { data: features } = useGetList<FeatureChoice>('feature', { pagination: { page: 1, perPage: -1 } })
  return (
    <>
      <TourSettingsHeader tourId={tourId} current="features" />
      {features && (
        <SettingsForm resource="tour-features" tourId={tourId} validate={validate}>
          <CheckboxGroupInput
            source="feature_ids"
            label={t`Features`}
            choices={features}
            row={false}
            sx={{
              '& .MuiFormGroup-root': {
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              },
            }}
          />
        </SettingsForm>
      )}
    </>
  )
}
