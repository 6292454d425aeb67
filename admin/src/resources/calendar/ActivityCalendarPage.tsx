import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import { useLingui } from '@lingui/react/macro'
import type { CalendarDeparture } from '@jaunt/domain'
import { useState } from 'react'
import { useGetList } from 'react-admin'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { CalendarFilters } from './CalendarFilters'
import { CalendarGrid } from './CalendarGrid'
import { CalendarNavigation } from './CalendarNavigation'
import { CALENDAR_VIEWS, dayOf, daysOf, isoDate, step, type CalendarView } from './calendarRange'
import { DepartureDialog } from './DepartureDialog'

const viewOf = (value: string | null): CalendarView =>
  CALENDAR_VIEWS.find((view) => view === value) ?? 'month'

/**
 * `calendar` and `calendar/{id}`: every departure of the supplier's activities (or of one) by month,
 * week or day, with booked / allotment and free places. The view, day and option live in the URL.
 */
export function ActivityCalendarPage() {
  const { t } = useLingui()
  const { base } = useServices()
  const navigate = useNavigate()
  const params = useParams()
  const tourId = params.id ? Number(params.id) : null
  const [search, setSearch] = useSearchParams()
  const view = viewOf(search.get('view'))
  const day = dayOf(search.get('date'))
  const optionId = search.get('option') ? Number(search.get('option')) : null
  const days = daysOf(view, day)
  const [opened, setOpened] = useState<CalendarDeparture | null>(null)
  const { data, isPending, error } = useGetList<CalendarDeparture>('activity-calendar', {
    filter: {
      from: isoDate(days[0]!),
      to: isoDate(days[days.length - 1]!),
      ...(tourId ? { tour_id: tourId } : {}),
      ...(optionId ? { option_id: optionId } : {}),
    },
  })
  const show = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key)
      else next.set(key, value)
    }
    setSearch(next)
  }
  const calendarPath = (id: number | null) => `${base.basename}/calendar${id ? `/${id}` : ''}`
  const changeLink = `${base.basename}/change-allotments${tourId ? `?tour_id=${tourId}${optionId ? `&option_id=${optionId}` : ''}` : ''}`
  return (
    <>
      <PageHeader
        title={t`Activity Calendar`}
        breadcrumbs={[{ label: t`Activity Calendar` }]}
        actions={
          <Button variant="contained" component={Link} to={changeLink}>
            {t`Change allotments`}
          </Button>
        }
      />
      <CalendarFilters
        tourId={tourId}
        optionId={optionId}
        onTour={(id) =>
          navigate({ pathname: calendarPath(id), search: `?view=${view}&date=${isoDate(day)}` })
        }
        onOption={(id) => show({ option: id === null ? null : String(id) })}
      />
      <CalendarNavigation
        view={view}
        days={days}
        onView={(next) => show({ view: next })}
        onStep={(by) => show({ date: isoDate(step(view, day, by)) })}
        onToday={() => show({ date: isoDate(new Date()) })}
      />
      {error ? (
        <Alert severity="error">{(error as Error).message}</Alert>
      ) : (
        <>
          {isPending && <LinearProgress sx={{ mb: 1 }} />}
          <CalendarGrid
            view={view}
            day={day}
            days={days}
            departures={data ?? []}
            showActivity={tourId === null}
            onOpen={setOpened}
          />
        </>
      )}
      {opened && <DepartureDialog departure={opened} onClose={() => setOpened(null)} />}
    </>
  )
}
