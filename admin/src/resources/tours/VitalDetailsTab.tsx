import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { durationText, ServiceType } from '@jaunt/domain'
import { useWatch } from 'react-hook-form'
import { NumberInput, SelectInput, TextInput, useGetList } from 'react-admin'
import { TourPolicyInput } from './TourPolicyInput'

const WHOLE_LIST = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' } } as const

function DurationPreview() {
  const { t } = useLingui()
  const duration = useWatch({ name: 'duration' }) as {
    days?: number | null
    hours?: number
    minutes?: number
  }
  const text = durationText({
    days: duration?.days || null,
    hours: duration?.hours ?? 0,
    minutes: duration?.minutes ?? 0,
  })
  return <Typography variant="body2" color="text.secondary">{t`Guests see: ${text}`}</Typography>
}

/**
 * Kind, place, currency, length and minimum booking of an activity; the admin's rentals,
 * restaurants and attractions reuse it without the kind, which their page fixes.
 */
export function VitalDetailsTab({ withKind = true }: { withKind?: boolean }) {
  const { t } = useLingui()
  const locations = useGetList('location', WHOLE_LIST)
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 640 }}>
      {withKind && (
        <SelectInput
          source="service_type"
          label={t`Kind`}
          choices={[
            { id: ServiceType.Activities, name: t`Activity` },
            { id: ServiceType.Events, name: t`Event` },
          ]}
        />
      )}
      <SelectInput
        source="location_id"
        label={t`Location`}
        choices={locations.data ?? []}
        isPending={locations.isPending}
      />
      <TextInput source="address" label={t`Address`} />
      <TextInput
        source="currency_code"
        label={t`Currency`}
        helperText={t`Three letters, such as NOK or EUR`}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <NumberInput source="duration.days" label={t`Days`} min={1} sx={{ width: 110 }} />
        <NumberInput source="duration.hours" label={t`Hours`} min={0} max={23} sx={{ width: 110 }} />
        <NumberInput source="duration.minutes" label={t`Minutes`} min={0} max={59} sx={{ width: 110 }} />
        <DurationPreview />
      </Box>
      <NumberInput source="min_booking" label={t`Minimum booking`} min={1} />
      <TourPolicyInput />
    </Box>
  )
}
