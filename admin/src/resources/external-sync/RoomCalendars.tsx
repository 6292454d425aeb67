import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { CalendarExport } from './CalendarExport'
import { CalendarImport } from './CalendarImport'

/** A room type's "External calendars": the channel feed it imports and the feed it publishes. */
export function RoomCalendars({ roomTypeId }: { roomTypeId: number }) {
  const { t } = useLingui()
  return (
    <Box
      component="section"
      aria-label={t`External calendars`}
      sx={{ display: 'grid', gap: 2, p: 2, maxWidth: 720 }}
    >
      <Divider />
      <Typography variant="subtitle1">{t`External calendars`}</Typography>
      <CalendarImport roomTypeId={roomTypeId} />
      <CalendarExport roomTypeId={roomTypeId} />
    </Box>
  )
}
