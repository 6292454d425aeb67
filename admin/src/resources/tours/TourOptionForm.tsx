import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { LOCALE_NAMES, LOCALES, tourOptionInputSchema, type TourOptionInput } from '@jaunt/domain'
import { Form, NumberInput, SaveButton, TextInput } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { PinOnMap } from './PinOnMap'

const validate = zodValidate(tourOptionInputSchema)

const times = {
  format: (list: string[] | null | undefined) => (list ?? []).join(', '),
  parse: (text: string) => text.split(/[\s,]+/).filter(Boolean),
}

/** One option: name per language, length, meeting point with its map pin, start times and cut-off. */
export function TourOptionForm({
  values,
  onSubmit,
  onCancel,
}: {
  values: Partial<TourOptionInput>
  onSubmit: (values: TourOptionInput) => Promise<Record<string, string> | undefined>
  onCancel: () => void
}) {
  const { t } = useLingui()
  return (
    <Form record={values} validate={validate} onSubmit={(data: object) => onSubmit(data as TourOptionInput)}>
      <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 640 }}>
        <TextInput source="name.en" label={t`Option name`} />
        <details>
          <summary>{t`Name in other languages`}</summary>
          {LOCALES.filter((code) => code !== 'en').map((code) => (
            <TextInput key={code} source={`name.${code}`} label={LOCALE_NAMES[code]} />
          ))}
        </details>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <NumberInput source="duration.days" label={t`Days`} min={1} />
          <NumberInput source="duration.hours" label={t`Hours`} min={0} max={23} />
          <NumberInput source="duration.minutes" label={t`Minutes`} min={0} max={59} />
        </Box>
        <TextInput source="meeting_point.address" label={t`Meeting point`} />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <NumberInput source="meeting_point.lat" label={t`Latitude`} />
          <NumberInput source="meeting_point.lng" label={t`Longitude`} />
          <PinOnMap />
        </Box>
        <TextInput
          source="start_times"
          label={t`Start times`}
          helperText={t`Such as 09:00, 13:30`}
          format={times.format}
          parse={times.parse}
        />
        <NumberInput source="cut_off_minutes" label={t`Booking closes (minutes before start)`} min={0} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <SaveButton alwaysEnable />
          <Button onClick={onCancel}>{t`Cancel`}</Button>
        </Box>
      </Box>
    </Form>
  )
}
