import { MESSAGES, type HotelCalendar, type HotelRoomRate } from '@jaunt/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { cellKey } from '../../../admin/src/resources/hotel-calendar/cellErrors'
import { NightGrid, type GridRow } from '../../../admin/src/resources/hotel-calendar/NightGrid'
import { adminI18nLoader, withAdmin } from './AdminFrame'
import { LODGE_DATES, LODGE_JUNE, LODGE_ROOMS } from './adminFixtures'

/**
 * The Accommodation Calendar's grid of nights with the stays across them. Its page saves each
 * change through the API; here a change is kept in the story, as the page shows it once saved.
 */
function NightsOfJune({
  rooms,
  calendar: first,
  errors,
}: {
  rooms: HotelRoomRate[]
  calendar: HotelCalendar
  errors?: Record<string, string>
}) {
  const [calendar, setCalendar] = useState(first)
  const change = (row: GridRow, date: string, value: number | boolean | null) =>
    setCalendar((before) =>
      row.ratePlanId === null
        ? {
            ...before,
            rooms: before.rooms.map((night) =>
              night.room_type_id === row.roomTypeId && night.date === date
                ? { ...night, allotment: Number(value) }
                : night,
            ),
          }
        : {
            ...before,
            entries: before.entries.map((entry) =>
              entry.rate_plan_id === row.ratePlanId && entry.date === date
                ? { ...entry, [row.field]: value }
                : entry,
            ),
          },
    )
  return <NightGrid dates={LODGE_DATES} rooms={rooms} calendar={calendar} onChange={change} errors={errors} />
}

const meta = {
  title: 'Back office/Accommodation calendar',
  component: NightsOfJune,
  loaders: [adminI18nLoader],
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen' },
  args: { rooms: LODGE_ROOMS, calendar: LODGE_JUNE },
} satisfies Meta<typeof NightsOfJune>
export default meta
type Story = StoryObj<typeof meta>

/** A lodge's June: rooms for sale / booked, prices and restrictions per rate, the stays as bars. */
export const Month: Story = {}

/** A change the server refused: the cells it names are marked and their messages listed below. */
export const RefusedCells: Story = {
  args: {
    errors: {
      [cellKey(1, null, 'allotment', '2026-06-09')]: MESSAGES.hotelAllotmentInvalid,
      [cellKey(1, 11, 'price', '2026-06-10')]: MESSAGES.priceInvalid,
    },
  },
}

/** A new hotel: its room type has no nights for sale yet. */
export const NothingForSale: Story = {
  args: {
    rooms: [LODGE_ROOMS[1]!],
    calendar: { entries: [], rooms: [], reservations: [] },
  },
}
