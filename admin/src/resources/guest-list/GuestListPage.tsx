import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { summariseGuestList, type GuestListRow } from '@jaunt/domain'
import { useEffect, useMemo } from 'react'
import { useGetList, type HttpError } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { GuestCard } from './GuestCard'
import { GuestListActions } from './GuestListActions'
import { GuestListFilters } from './GuestListFilters'
import { GuestListPrintStyles } from './GuestListPrintStyles'
import { GuestListSummaryBar } from './GuestListSummaryBar'
import { nextDeparture, rowsOf } from './departureChoice'
import type { GuestListFilter, GuestListMeta } from './guestListData'
import { localDay, useGuestListSearch } from './useGuestListSearch'

/**
 * `guest-list`: the guests of one departure, to check them in at the meeting point, print or export.
 * The day's bookings come in one call; choosing a departure narrows them here, and the counts follow
 * every check-in from the same rows.
 */
export function GuestListPage() {
  const { t } = useLingui()
  const { base } = useServices()
  const [search, change] = useGuestListSearch()
  const tours = useGetList<{ id: number; name: string }>('tour', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  })
  const tourId = search.tour ?? tours.data?.[0]?.id
  const filter: GuestListFilter | undefined = tourId ? { tour_id: tourId, date: search.date } : undefined
  const list = useGetList<GuestListRow>(
    'guest-list',
    { filter, pagination: { page: 1, perPage: 1000 } },
    // A refusal (another supplier's activity) is final; a dropped connection at the meeting point is not.
    {
      enabled: Boolean(filter),
      retry: (count, error) =>
        count < 2 && !((error as HttpError).status >= 400 && (error as HttpError).status < 500),
    },
  )
  const meta = list.meta as GuestListMeta | undefined
  const departures = useMemo(() => meta?.departures ?? [], [meta])
  const departure =
    search.departure ?? nextDeparture(departures, search.date === localDay(new Date()), new Date())
  // The activity and departure the page fell back to go into the URL, so it can be shared as shown.
  useEffect(() => {
    if (!search.tour && tourId) change({ tour: tourId })
  }, [search.tour, tourId, change])
  const rows = useMemo(() => rowsOf(list.data ?? [], departure), [list.data, departure])
  const summary = useMemo(() => summariseGuestList(rows), [rows])
  const query =
    departure === 'all'
      ? { date: search.date }
      : { date: search.date, start_time: departure.time, option_id: departure.option }
  const printedDeparture = [
    new Intl.DateTimeFormat(base.locale, { dateStyle: 'full' }).format(new Date(`${search.date}T12:00:00`)),
    departure === 'all'
      ? t`All departures of the day`
      : departures
          .filter(
            (item) =>
              item.start_time === departure.time && (departure.option ?? item.option_id) === item.option_id,
          )
          .map((item) => `${item.start_time} · ${item.option_name}`)
          .join(', '),
  ].join(' · ')
  const tourName = meta?.tour_name
  const nextDate = meta?.next_date
  const title = tourName ? t`Guest list of ${tourName}` : t`Guest list`
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <GuestListPrintStyles />
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Activity Calendar`, to: '/calendar' },
          { label: t`Guest list` },
        ]}
        actions={tourId ? <GuestListActions tourId={tourId} query={query} /> : undefined}
      />
      <Typography className="guest-list-print-only" sx={{ display: 'none', mb: 1 }}>
        {printedDeparture}
      </Typography>
      <GuestListFilters
        tours={tours.data ?? []}
        departures={departures}
        search={{ ...search, tour: tourId }}
        departure={departure}
        onChange={change}
      />
      {tours.data?.length === 0 && <Alert severity="info">{t`You have no activities yet.`}</Alert>}
      {list.isPending && filter && <CircularProgress aria-label={t`Loading`} />}
      {list.error && <Alert severity="error">{list.error.message}</Alert>}
      {meta && departures.length === 0 && (
        <Alert
          severity="info"
          action={
            nextDate ? (
              <Button color="inherit" onClick={() => change({ date: nextDate, departure: undefined })}>
                {t`Next departure: ${nextDate}`}
              </Button>
            ) : undefined
          }
        >
          {t`No departures on this date.`}
        </Alert>
      )}
      {meta && departures.length > 0 && (
        <>
          <GuestListSummaryBar summary={summary} />
          {rows.length === 0 && <Alert severity="info">{t`No bookings for this departure yet.`}</Alert>}
          <Box component="section" aria-label={t`Guests`} sx={{ display: 'grid', gap: 1.5 }}>
            {rows.map((row) => (
              <GuestCard key={row.id} row={row} />
            ))}
          </Box>
        </>
      )}
    </Box>
  )
}
