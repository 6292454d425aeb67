import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import type { CalendarOption } from '@jaunt/domain'
import { useGetList } from 'react-admin'

const ALL = ''

/** Which activity (a page of its own, `calendar/{id}`) and which of its options the calendar shows. */
export function CalendarFilters({
  tourId,
  optionId,
  onTour,
  onOption,
}: {
  tourId: number | null
  optionId: number | null
  onTour: (tourId: number | null) => void
  onOption: (optionId: number | null) => void
}) {
  const { t } = useLingui()
  const tours = useGetList<{ id: number; name: string }>('tour', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  })
  const options = useGetList<CalendarOption>(
    'calendar-option',
    { filter: { tour_id: tourId } },
    { enabled: tourId !== null },
  )
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        fullWidth={false}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        size="small"
        label={t`Activity`}
        value={tourId !== null && tours.data ? String(tourId) : ALL}
        onChange={(event) => onTour(event.target.value === ALL ? null : Number(event.target.value))}
        sx={{ width: 320, maxWidth: '100%' }}
      >
        <MenuItem value={ALL}>{t`All activities`}</MenuItem>
        {(tours.data ?? []).map((tour) => (
          <MenuItem key={tour.id} value={String(tour.id)}>
            {tour.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth={false}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        size="small"
        label={t`Option`}
        disabled={tourId === null}
        value={optionId !== null && options.data ? String(optionId) : ALL}
        onChange={(event) => onOption(event.target.value === ALL ? null : Number(event.target.value))}
        sx={{ width: 240, maxWidth: '100%' }}
      >
        <MenuItem value={ALL}>{t`All options`}</MenuItem>
        {(options.data ?? []).map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  )
}
