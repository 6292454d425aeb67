import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import type { GuestListDeparture } from '@jaunt/domain'
import { departureKey, type DepartureChoice } from './departureChoice'
import type { GuestListSearch } from './useGuestListSearch'

const ALL = 'all'

/** Which list: the activity, the date and one of that day's departures (or all of them). */
export function GuestListFilters({
  tours,
  departures,
  search,
  departure,
  onChange,
}: {
  tours: readonly { id: number; name: string }[]
  departures: readonly GuestListDeparture[]
  search: GuestListSearch
  departure: DepartureChoice
  onChange: (change: Partial<GuestListSearch>) => void
}) {
  const { t } = useLingui()
  const chosen =
    departure === ALL
      ? ALL
      : (departures.find(
          (item) =>
            item.start_time === departure.time &&
            (departure.option === undefined || item.option_id === departure.option),
        ) ?? null)
  const value = chosen === ALL ? ALL : chosen ? departureKey(chosen) : ''
  const choose = (key: string) => {
    if (key === ALL) return onChange({ departure: ALL })
    const item = departures.find((candidate) => departureKey(candidate) === key)
    if (item) onChange({ departure: { option: item.option_id, time: item.start_time } })
  }
  return (
    <Box
      className="guest-list-controls"
      sx={{
        display: 'flex',
        gap: 2,
        flexWrap: 'wrap',
        mb: 2,
        '& > *': { flex: '1 1 200px', minWidth: 0 },
        // A long departure or activity name wraps instead of widening the page on a phone.
        '& .MuiInputBase-root .MuiSelect-select.MuiInputBase-input': { whiteSpace: 'normal' },
      }}
    >
      <TextField
        select
        label={t`Activity`}
        value={search.tour ?? ''}
        onChange={(event) => onChange({ tour: Number(event.target.value), departure: undefined })}
      >
        {tours.map((tour) => (
          <MenuItem key={tour.id} value={tour.id}>
            {tour.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label={t`Date`}
        value={search.date}
        onChange={(event) =>
          event.target.value && onChange({ date: event.target.value, departure: undefined })
        }
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        label={t`Departure`}
        value={value}
        onChange={(event) => choose(event.target.value)}
        disabled={departures.length === 0}
      >
        {departures.map((item) => {
          const booked = item.booked
          const allotment = item.allotment
          return (
            <MenuItem key={departureKey(item)} value={departureKey(item)}>
              {item.start_time} · {item.option_name} · {t`${booked} of ${allotment} booked`}
            </MenuItem>
          )
        })}
        <MenuItem value={ALL}>{t`All departures of the day`}</MenuItem>
      </TextField>
    </Box>
  )
}
