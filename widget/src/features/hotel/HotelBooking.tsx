import { getHotelAvailability, getHotelEmptyDates } from '@jaunt/api-client'
import type { HotelDetail, RoomOffer } from '@jaunt/domain'
import { addMonths, lastDayOfMonth, localToday, monthOf, type CalendarDay } from '@jaunt/ui'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState } from 'react'
import { useDisplayDate } from '../../locale/useDisplayDate'
import type { ProductRef } from '../../site/products'
import { useCall } from '../../site/useCall'
import { useAddToCart } from '../product/useAddToCart'
import { useProductDetail } from '../product/useProductDetail'
import { useLoadable } from '../common/useLoadable'
import { useViewItem } from '../product/useViewItem'
import { HotelBookingView, type Guests } from './HotelBookingView'
import { canPickStayDay, nightsOf, pickStayDay, type Stay } from './stayDates'

/** Fetches what the hotel dialog shows and keeps the guest's stay; the view draws it. */
export function HotelBooking({ product }: { product: ProductRef }) {
  const loadable = useLoadable()
  const { t } = useLingui()
  const displayDate = useDisplayDate()
  const hotelId = product.id
  const today = useMemo(() => localToday(), [])
  const [month, setMonth] = useState(monthOf(today))
  const [stay, setStay] = useState<Stay>({ checkIn: null, checkOut: null })
  const [guests, setGuests] = useState<Guests>({ adults: 2, children: 0, rooms: 1 })
  const [adding, setAdding] = useState<{ roomTypeId: number; ratePlanId: number } | null>(null)
  const [addError, setAddError] = useState<string | null>(null)
  const { add } = useAddToCart()

  const detail = useProductDetail<HotelDetail>(product)
  useViewItem(detail.data)

  // This month and the next: a stay that starts late in the month ends in the next one.
  const from = month === monthOf(today) ? today : `${month}-01`
  const emptyDates = useCall(['hotel-empty', hotelId, from], (http) =>
    getHotelEmptyDates(http, hotelId, { from, to: lastDayOfMonth(addMonths(month, 1)) }),
  )
  const full = useMemo(() => new Set(emptyDates.data ?? []), [emptyDates.data])
  const dayInfo = useCallback(
    (date: string): CalendarDay => {
      if (emptyDates.data === undefined) return { disabled: true }
      const pickable = canPickStayDay(stay, date, full, today)
      return { disabled: !pickable, mark: full.has(date) && date >= today ? 'sold-out' : null }
    },
    [emptyDates.data, stay, full, today],
  )

  const query =
    stay.checkIn && stay.checkOut
      ? {
          check_in: stay.checkIn,
          check_out: stay.checkOut,
          adults: guests.adults,
          children: guests.children,
          rooms: guests.rooms,
        }
      : null
  const availability = useCall(query ? ['hotel-availability', hotelId, query] : null, (http) =>
    getHotelAvailability(http, hotelId, query as NonNullable<typeof query>),
  )

  const stayText =
    stay.checkIn && stay.checkOut
      ? `${displayDate(stay.checkIn)} – ${displayDate(stay.checkOut)} (${t`${plural(nightsOf(stay.checkIn, stay.checkOut), { one: '# night', other: '# nights' })}`})`
      : null

  async function onAdd(room: RoomOffer, ratePlanId: number) {
    if (!query) return
    setAddError(null)
    setAdding({ roomTypeId: room.id, ratePlanId })
    const result = await add([
      {
        cart_type: 'hotel',
        service_id: hotelId,
        check_in: query.check_in,
        check_out: query.check_out,
        rooms: [
          {
            room_type_id: room.id,
            rate_plan_id: ratePlanId,
            num_of_rooms: query.rooms,
            num_of_adults: query.adults,
            num_of_children: query.children,
          },
        ],
      },
    ])
    setAdding(null)
    if (!result.ok) setAddError(result.message)
  }

  return (
    <HotelBookingView
      detail={loadable(detail.data, detail.error)}
      today={today}
      month={month}
      onMonthChange={setMonth}
      dayInfo={dayInfo}
      stay={stay}
      onDay={(day) => setStay((current) => pickStayDay(current, day, full))}
      stayText={stayText}
      guests={guests}
      onGuests={setGuests}
      availability={
        query ? loadable(availability.isValidating ? undefined : availability.data, availability.error) : null
      }
      adding={adding}
      addError={addError}
      onDismissAddError={() => setAddError(null)}
      onAdd={onAdd}
    />
  )
}
