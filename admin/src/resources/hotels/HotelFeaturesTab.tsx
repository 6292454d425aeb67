import { useLingui } from '@lingui/react/macro'
import { CheckboxGroupInput } from 'react-admin'
import { useHotelChoices } from './useHotelChoices'

/** What the hotel offers; the most popular features come first, as guests filter by them most. */
export function HotelFeaturesTab() {
  const { t } = useLingui()
  const { features } = useHotelChoices()
  return (
    <CheckboxGroupInput
      source="feature_ids"
      label={t`Features`}
      choices={features.map((feature) => ({
        id: feature.id,
        name: feature.most_popular ? `${feature.name} ★` : feature.name,
      }))}
      row={false}
      sx={{
        '& .MuiFormGroup-root': {
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        },
      }}
    />
  )
}
