import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { CalendarDeparture } from '@jaunt/domain'
import { isSameMonth, isToday } from 'date-fns'
import { visuallyHidden } from '../../layout/visuallyHidden'
import { isoDate, type CalendarView } from './calendarRange'
import { DepartureChip } from './DepartureChip'

/**
 * The month (whole weeks) or week as a grid of days from Monday, each with its departures; the day
 * view is one column. Days outside the month are dimmed. Each week is a row to assistive technology
 * (and nothing to the layout); a day is named by its content, the full date first, then its departures.
 */
export function CalendarGrid({
  view,
  day,
  days,
  departures,
  showActivity,
  onOpen,
}: {
  view: CalendarView
  day: Date
  days: Date[]
  departures: CalendarDeparture[]
  showActivity: boolean
  onOpen: (departure: CalendarDeparture) => void
}) {
  const { i18n, t } = useLingui()
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: view === 'month' ? 'short' : 'long' })
  const dayName = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', day: 'numeric', month: 'long' })
  const columns = view === 'day' ? 1 : 7
  return (
    <Box
      role="grid"
      aria-label={t`Departures`}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {weeksOf(days, columns).map((week) => (
        <Box key={isoDate(week[0]!)} role="row" sx={{ display: 'contents' }}>
          {week.map((date) => {
            const key = isoDate(date)
            const ofDay = departures.filter((departure) => departure.date === key)
            const outside = view === 'month' && !isSameMonth(date, day)
            return (
              <Box
                key={key}
                role="gridcell"
                data-date={key}
                sx={{
                  minHeight: view === 'month' ? 110 : 280,
                  p: 0.75,
                  borderRight: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: outside ? 'action.hover' : 'background.paper',
                  opacity: outside ? 0.6 : 1,
                }}
              >
                <Typography
                  variant="caption"
                  component="div"
                  sx={{
                    fontWeight: isToday(date) ? 700 : 400,
                    color: isToday(date) ? 'primary.main' : undefined,
                    mb: 0.5,
                  }}
                >
                  {view === 'day' ? (
                    dayName.format(date)
                  ) : (
                    <>
                      <span aria-hidden="true">{`${weekday.format(date)} ${date.getDate()}`}</span>
                      <Box component="span" sx={visuallyHidden}>
                        {dayName.format(date)}
                      </Box>
                    </>
                  )}
                </Typography>
                {ofDay.map((departure) => (
                  <DepartureChip
                    key={departure.id}
                    departure={departure}
                    showActivity={showActivity}
                    onOpen={onOpen}
                  />
                ))}
              </Box>
            )
          })}
        </Box>
      ))}
    </Box>
  )
}

const weeksOf = (days: Date[], columns: number): Date[][] =>
  Array.from({ length: Math.ceil(days.length / columns) }, (_, row) =>
    days.slice(row * columns, (row + 1) * columns),
  )
