import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { HotelCalendar, HotelCalendarHotel, HotelNightChange, HotelRoomRate } from '@jaunt/domain'
import { useState } from 'react'
import { useCreate, useGetList, useGetOne, useNotify } from 'react-admin'
import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { BulkEditDialog } from './BulkEditDialog'
import { cellErrorsOf } from './cellErrors'
import { datesOfMonth, monthOf, stepMonth } from './monthDays'
import { NightGrid, type GridRow } from './NightGrid'

/**
 * `hotel/calendar`: one of the supplier's hotels night by night for a month: each room type's
 * allotment and booked rooms, each rate plan's price and restrictions, and the bookings staying.
 */
export function HotelCalendarPage() {
  const { t } = useLingui()
  const notify = useNotify()
  const [search, setSearch] = useSearchParams()
  const month = monthOf(search.get('month'))
  const dates = datesOfMonth(month)
  const { data: hotels = [] } = useGetList<HotelCalendarHotel>('hotel-calendar-hotel')
  const hotelId = Number(search.get('hotel')) || hotels[0]?.id || null
  const { data: rooms = [] } = useGetList<HotelRoomRate & { id: number }>(
    'hotel-room-rate',
    { filter: { hotel_id: hotelId } },
    { enabled: hotelId !== null },
  )
  const range = { from: dates[0]!, to: dates[dates.length - 1]! }
  const {
    data: calendar,
    isPending,
    error,
    refetch,
  } = useGetOne<HotelCalendar & { id: number }>(
    'hotel-calendar',
    { id: hotelId ?? 0, meta: range },
    { enabled: hotelId !== null },
  )
  const [create] = useCreate()
  const [bulk, setBulk] = useState(false)
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({})
  const show = (changes: Record<string, string>) => setSearch({ ...Object.fromEntries(search), ...changes })
  const save = (
    roomTypeId: number,
    ratePlanIds: number[],
    days: Record<string, HotelNightChange>,
    after?: () => void,
  ) =>
    create(
      'hotel-calendar-change',
      { data: { room_type_id: roomTypeId, rate_plan_ids: ratePlanIds, days }, meta: { hotel_id: hotelId } },
      {
        onSuccess: () => {
          setCellErrors({})
          notify(t`Calendar saved`, { type: 'success' })
          after?.()
          void refetch()
        },
        onError: (failure) => {
          const errors = (failure as { body?: { errors?: Record<string, string> } }).body?.errors ?? {}
          setCellErrors(cellErrorsOf(errors, { roomTypeId, ratePlanIds, days }))
          notify((failure as Error).message, { type: 'error' })
        },
      },
    )
  const change = (row: GridRow, date: string, value: number | boolean | null) =>
    save(row.roomTypeId, row.ratePlanId ? [row.ratePlanId] : [], { [date]: { [row.field]: value } })
  return (
    <>
      <PageHeader
        title={t`Accommodation Calendar`}
        breadcrumbs={[{ label: t`Accommodation Calendar` }]}
        actions={
          <Button variant="contained" disabled={rooms.length === 0} onClick={() => setBulk(true)}>
            {t`Bulk edit`}
          </Button>
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t`Hotel`}
          value={hotelId ?? ''}
          onChange={(event) => show({ hotel: String(event.target.value) })}
          sx={{ minWidth: 240 }}
        >
          {hotels.map((hotel) => (
            <MenuItem key={hotel.id} value={hotel.id}>
              {hotel.name}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => show({ month: stepMonth(month, -1) })}>{t`Previous`}</Button>
        <Typography component="h2" variant="h6" aria-live="polite">
          {month}
        </Typography>
        <Button onClick={() => show({ month: stepMonth(month, 1) })}>{t`Next`}</Button>
      </Stack>
      {hotels.length === 0 && !isPending && <Alert severity="info">{t`You have no hotels yet.`}</Alert>}
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      {isPending && hotelId !== null && <LinearProgress sx={{ mb: 1 }} />}
      {calendar && (
        <NightGrid dates={dates} rooms={rooms} calendar={calendar} onChange={change} errors={cellErrors} />
      )}
      {bulk && (
        <BulkEditDialog
          rooms={rooms}
          from={range.from}
          to={range.to}
          onClose={() => setBulk(false)}
          onSave={(roomTypeId, ratePlanIds, days) =>
            save(roomTypeId, ratePlanIds, days, () => setBulk(false))
          }
        />
      )}
    </>
  )
}
