import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { NumberInput, SelectInput, TextInput, useGetList } from 'react-admin'
import { PinOnMap } from '../tours/PinOnMap'

const WHOLE_LIST = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' } } as const
const timeOrNull = (value: string) => value || null

/** The property: place, address and map pin, currency, stars, and check-in and check-out times. */
export function HotelDetailsTab() {
  const { t } = useLingui()
  const locations = useGetList('location', WHOLE_LIST)
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 640 }}>
      <SelectInput
        source="location_id"
        label={t`Location`}
        choices={locations.data ?? []}
        isPending={locations.isPending}
      />
      <TextInput source="address" label={t`Address`} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <NumberInput source="lat" label={t`Latitude`} helperText={t`Empty: the location's centre`} />
        <NumberInput source="lng" label={t`Longitude`} />
        <PinOnMap at="" />
      </Box>
      <TextInput
        source="currency_code"
        label={t`Currency`}
        helperText={t`Three letters, such as NOK or EUR`}
      />
      <NumberInput source="star_rating" label={t`Star rating`} min={1} max={5} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput source="checkin_time" label={t`Check-in from`} type="time" parse={timeOrNull} />
        <TextInput source="checkout_time" label={t`Check-out until`} type="time" parse={timeOrNull} />
      </Box>
    </Box>
  )
}
