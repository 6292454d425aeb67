import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { tourMappingInputSchema, type ChannelManager, type TourMappingRecord } from '@jaunt/domain'
import { Form, SaveButton, SelectInput, TextInput, useGetList } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'

const validate = zodValidate(tourMappingInputSchema)

/** The channel manager, the activity's product code there, and one code per option. */
export function TourMappingForm({
  mapping,
  onSubmit,
}: {
  mapping: TourMappingRecord
  onSubmit: (values: TourMappingRecord) => Promise<Record<string, string> | undefined>
}) {
  const { t } = useLingui()
  const { data: managers } = useGetList<ChannelManager>('channel-manager', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  })
  return (
    <Form
      record={mapping}
      validate={validate}
      onSubmit={(data: object) => onSubmit(data as TourMappingRecord)}
    >
      <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 640 }}>
        <SelectInput
          source="channel_manager_id"
          label={t`Channel manager`}
          choices={managers ?? []}
          emptyText={t`Not connected`}
          parse={(value: unknown) => (value === '' || value == null ? null : Number(value))}
        />
        <TextInput source="external_product_code" label={t`Product code at the channel manager`} />
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {t`Option codes`}
        </Typography>
        {mapping.options.length === 0 && (
          <Typography color="text.secondary">{t`This activity has no options yet.`}</Typography>
        )}
        {mapping.options.map((option, index) => (
          <TextInput
            key={option.option_id}
            source={`options.${index}.external_option_code`}
            label={option.name}
          />
        ))}
        <Box>
          <SaveButton alwaysEnable />
        </Box>
      </Box>
    </Form>
  )
}
