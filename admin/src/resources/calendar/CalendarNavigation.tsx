import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import { useLingui } from '@lingui/react/macro'
import { CALENDAR_VIEWS, type CalendarView } from './calendarRange'

/** The view (month, week, day), the page before and after, today, and what is shown. */
export function CalendarNavigation({
  view,
  days,
  onView,
  onStep,
  onToday,
}: {
  view: CalendarView
  days: Date[]
  onView: (view: CalendarView) => void
  onStep: (by: 1 | -1) => void
  onToday: () => void
}) {
  const { t, i18n } = useLingui()
  const labels: Record<CalendarView, string> = { month: t`Month`, week: t`Week`, day: t`Day` }
  const first = days[0]!
  const last = days[days.length - 1]!
  const middle = days[Math.floor(days.length / 2)]!
  const heading =
    view === 'month'
      ? new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric' }).format(middle)
      : view === 'week'
        ? new Intl.DateTimeFormat(i18n.locale, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
          }).formatRange(first, last)
        : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full' }).format(first)
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', my: 2 }}>
      <IconButton onClick={() => onStep(-1)} aria-label={t`Previous`}>
        <ChevronLeft />
      </IconButton>
      <Button variant="outlined" size="small" onClick={onToday}>
        {t`Today`}
      </Button>
      <IconButton onClick={() => onStep(1)} aria-label={t`Next`}>
        <ChevronRight />
      </IconButton>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1, ml: 1 }}>
        {heading}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: CalendarView | null) => next && onView(next)}
        aria-label={t`View`}
      >
        {CALENDAR_VIEWS.map((candidate) => (
          <ToggleButton key={candidate} value={candidate}>
            {labels[candidate]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  )
}
