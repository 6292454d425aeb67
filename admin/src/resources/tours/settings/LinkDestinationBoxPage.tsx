import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { tourDestinationsInputSchema, type DestinationChoice } from '@jaunt/domain'
import { CheckboxGroupInput, useGetList } from 'react-admin'
import { useParams } from 'react-router-dom'
import { zodValidate } from '../../../forms/zodValidate'
import { SettingsForm } from './SettingsForm'
import { TourSettingsHeader } from './TourSettingsHeader'

const validate = zodValidate(tourDestinationsInputSchema)

/** `tour/settings/{id}/link-destination-box`: the marketplace's places whose sliders show the activity. */
export function LinkDestinationBoxPage() {
  const { t } = useLingui()
  const tourId = Number(useParams().id)
  const { data: boxes } = useGetList<DestinationChoice>('destination-choice', {
    pagination: { page: 1, perPage: -1 },
    sort: { field: 'name', order: 'ASC' },
  })
  return (
    <>
      <TourSettingsHeader tourId={tourId} current="link-destination-box" />
      {boxes && boxes.length === 0 && (
        <Typography color="text.secondary">{t`The marketplace has no destination boxes yet.`}</Typography>
      )}
      {boxes && boxes.length > 0 && (
        <SettingsForm resource="tour-destination-boxes" tourId={tourId} validate={validate}>
          <CheckboxGroupInput
            source="box_ids"
            label={t`Destination boxes`}
            helperText={t`Partner sites that show one of these boxes list the activity in its slider.`}
            choices={boxes}
            row={false}
          />
        </SettingsForm>
      )}
    </>
  )
}
