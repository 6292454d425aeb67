import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { SelectInput, TextInput, useGetList } from 'react-admin'
import { useHotelChoices } from './useHotelChoices'

const WHOLE_LIST = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } } as const

/** The hotel's default cancellation policy and its product code at a channel manager. */
export function HotelPoliciesTab() {
  const { t } = useLingui()
  const { policies } = useHotelChoices()
  const managers = useGetList('hotel-channel-manager', WHOLE_LIST)
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 640 }}>
      <SelectInput
        source="cancellation_policy_id"
        label={t`Cancellation policy`}
        choices={policies}
        emptyText={t`None`}
      />
      <SelectInput
        source="channel_manager_id"
        label={t`Channel manager`}
        choices={managers.data ?? []}
        isPending={managers.isPending}
        emptyText={t`None`}
      />
      <TextInput source="external_product_code" label={t`Product code at the channel manager`} />
    </Box>
  )
}
