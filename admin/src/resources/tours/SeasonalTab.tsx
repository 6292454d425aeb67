import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { ArrayInput, DateInput, SimpleFormIterator } from 'react-admin'

/** The periods in which the activity is sold; outside them the storefront offers no departure. */
export function SeasonalTab() {
  const { t } = useLingui()
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <ArrayInput
        source="seasons"
        label={t`Seasons`}
        helperText={t`Without seasons the activity is sold all year.`}
      >
        <SimpleFormIterator inline disableReordering disableClear>
          <DateInput source="from" label={t`First day`} />
          <DateInput source="to" label={t`Last day`} />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  )
}
