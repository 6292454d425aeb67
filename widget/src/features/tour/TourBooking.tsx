import { checkTicketAvailability, getTourAvailableDates, getTourOptionsWithDate } from '@jaunt/api-client'
import { guestsOfTickets, type TourDetail, type TourSelection, type TourTicketType } from '@jaunt/domain'
import { lastDayOfMonth, localToday, monthOf } from '@jaunt/ui'
import { useEffect, useMemo, useState } from 'react'
import type { ProductRef } from '../../site/products'
import { useCall } from '../../site/useCall'
import { useDebouncedValue } from '../common/useDebouncedValue'
import { useAddToCart } from '../product/useAddToCart'
import { useProductDetail } from '../product/useProductDetail'
import { useLoadable } from '../common/useLoadable'
import { useProblemText } from '../common/useProblemText'
import { useViewItem } from '../product/useViewItem'
import { TourBookingView } from './TourBookingView'

const NO_TICKETS: readonly TourTicketType[] = []

/** How long the counts must rest before the server is asked for the price. */
export const TICKET_CHECK_DEBOUNCE_MS = 300

/** Fetches what the tour dialog shows and keeps the guest's choices; the view draws them. */
export function TourBooking({ product }: { product: ProductRef }) {
  const loadable = useLoadable()
  const problemText = useProblemText()
  const tourId = product.id
  const today = useMemo(() => localToday(), [])
  const [month, setMonth] = useState(monthOf(today))
  const [date, setDate] = useState<string | null>(null)
  const [departure, setDeparture] = useState<{ optionId: number; startTime: string } | null>(null)
  const [counts, setCounts] = useState<Record<number, number>>({})
  const [addError, setAddError] = useState<string | null>(null)
  const { add, adding } = useAddToCart()

  const detail = useProductDetail<TourDetail>(product)
  useViewItem(detail.data)

  const from = month === monthOf(today) ? today : `${month}-01`
  const dates = useCall(['tour-dates', tourId, from], (http) =>
    getTourAvailableDates(http, tourId, { from, to: lastDayOfMonth(month) }),
  )
  const options = useCall(date ? ['tour-options', tourId, date] : null, (http) =>
    getTourOptionsWithDate(http, tourId, date as string),
  )

  // One open departure on the day is chosen for the guest.
  useEffect(() => {
    if (!options.data || departure) return
    const open = options.data.flatMap((option) =>
      option.slots.filter((slot) => slot.bookable && slot.remaining > 0).map((slot) => ({ option, slot })),
    )
    const only = open.length === 1 ? open[0] : undefined
    if (only) setDeparture({ optionId: only.option.id, startTime: only.slot.start_time })
  }, [options.data, departure])

  const option = options.data?.find((candidate) => candidate.id === departure?.optionId)
  const slot = option?.slots.find((candidate) => candidate.start_time === departure?.startTime)
  const tickets: readonly TourTicketType[] = option?.tickets ?? NO_TICKETS

  const selection: TourSelection | null = useMemo(() => {
    const chosen = tickets.filter((ticket) => (counts[ticket.id] ?? 0) > 0)
    if (!date || !departure || chosen.length === 0) return null
    return {
      option_id: departure.optionId,
      date,
      start_time: departure.startTime,
      tickets: chosen.map((ticket) => ({ ticket_id: ticket.id, count: counts[ticket.id] ?? 0 })),
    }
  }, [tickets, counts, date, departure])
  const settled = useDebouncedValue(selection, TICKET_CHECK_DEBOUNCE_MS)
  const check = useCall(settled ? ['ticket-check', tourId, settled] : null, (http) =>
    checkTicketAvailability(http, tourId, settled as TourSelection),
  )
  const checking = selection !== null && (selection !== settled || check.isValidating)

  const guestsNow = guestsOfTickets(tickets.map((ticket) => ({ ...ticket, count: counts[ticket.id] ?? 0 })))
  const canAddTicket = (ticket: TourTicketType) =>
    !slot || guestsNow + guestsOfTickets([{ ...ticket, count: 1 }]) <= slot.remaining

  return (
    <TourBookingView
      detail={loadable(detail.data, detail.error)}
      today={today}
      month={month}
      onMonthChange={setMonth}
      days={dates.data}
      date={date}
      onDate={(next) => {
        setDate(next)
        setDeparture(null)
        setCounts({})
        setAddError(null)
      }}
      options={date ? loadable(options.data, options.error) : null}
      optionId={departure?.optionId ?? null}
      startTime={departure?.startTime ?? null}
      onDeparture={(optionId, startTime) => {
        if (optionId !== departure?.optionId) setCounts({})
        setDeparture({ optionId, startTime })
      }}
      tickets={tickets}
      counts={counts}
      onCount={(ticketId, count) => setCounts((current) => ({ ...current, [ticketId]: count }))}
      canAddTicket={canAddTicket}
      placesLeft={slot?.remaining ?? null}
      check={{
        result: selection ? check.data : undefined,
        checking,
        error: selection && check.error ? problemText(check.error) : null,
      }}
      adding={adding}
      addError={addError}
      onDismissAddError={() => setAddError(null)}
      onAdd={async () => {
        if (!settled) return
        setAddError(null)
        const result = await add([{ cart_type: 'tour', service_id: tourId, ...settled }])
        if (!result.ok) setAddError(result.message)
        else setCounts({})
      }}
    />
  )
}
