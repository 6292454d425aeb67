import Stack from '@mui/material/Stack'
import { useLingui } from '@lingui/react/macro'
import { locationInputSchema } from '@jaunt/domain'
import { useMemo } from 'react'
import { AutocompleteInput, NumberInput, SimpleForm, TextInput } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { zodValidate } from '../../forms/zodValidate'
import { LocaleTabs, isFallback } from '../tours/settings/LocaleTabs'
import { countryChoices, timeZoneChoices } from './places'

const validate = zodValidate(locationInputSchema)

/** A location: its slug, its name in each language (English is the fallback), country, clock and map point. */
export function LocationForm() {
  const { t } = useLingui()
  const { locale } = useServices().base
  const countries = useMemo(() => countryChoices(locale), [locale])
  const timeZones = useMemo(timeZoneChoices, [])
  return (
    <SimpleForm validate={validate}>
      <TextInput
        source="slug"
        label={t`Slug`}
        helperText={t`A short name for links: lower-case letters, digits and -`}
        sx={{ maxWidth: 400 }}
      />
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', maxWidth: 640 }}>
        <AutocompleteInput source="country_code" label={t`Country`} choices={countries} fullWidth />
        <AutocompleteInput source="time_zone" label={t`Time zone`} choices={timeZones} fullWidth />
      </Stack>
      <Stack direction="row" spacing={2}>
        <NumberInput source="lat" label={t`Latitude`} step={0.0001} />
        <NumberInput source="lng" label={t`Longitude`} step={0.0001} />
      </Stack>
    </SimpleForm>
  )
}
