import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import type { HotelCalendarBooking, HotelRoomRate } from '@jaunt/domain'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { visuallyHidden } from '../../layout/visuallyHidden'
import { shownNights, stayLanes } from './stayLanes'

interface Props {
  room: HotelRoomRate
  dates: string[]
  stays: HotelCalendarBooking[]
}

/**
 * A room type's reservations as bars across the nights they stay (the spec's hotel calendar
 * reservation: payer, room type, rate plan, dates), each a link to its reservation.
 */
export function StayBars({ room, dates, stays }: Props) {
  const { t } = useLingui()
  const { base } = useServices()
  return stayLanes(stays).map((lane, index) => {
    const cells: ReactNode[] = []
    for (let c = 0; c < dates.length; c++) {
      const stay = lane.find((s) => shownNights(s, dates).first === c)
      if (!stay) {
        cells.push(<td key={dates[c]} role="gridcell" aria-label={`${room.room_type_title}, ${dates[c]}`} />)
        continue
      }
      const { count } = shownNights(stay, dates)
      const plan = room.rate_plans.find((p) => p.rate_plan_id === stay.rate_plan_id)?.rate_plan_name ?? ''
      const payer = stay.payer_name || stay.reservation_uuid
      const when = `${stay.start_date} – ${stay.end_date}`
      const shown = `${payer} · ${plan} · ${when}`
      cells.push(
        <td key={dates[c]} role="gridcell" colSpan={count} className="stay">
          <Box
            component={Link}
            to={`${base.basename}/reservations/${stay.reservation_uuid}`}
            // What the bar shows, then the room type its row stands for.
            aria-label={`${shown}, ${room.room_type_title}`}
            title={`${payer} · ${room.room_type_title} · ${plan} · ${when}`}
            sx={barSx}
          >
            {shown}
          </Box>
        </td>,
      )
      c += count - 1
    }
    return (
      <tr key={`stays-${room.room_type_id}-${index}`}>
        <th scope="row">
          {/* Each lane's header names it; the lanes after the first say it to screen readers only. */}
          <Box component="span" sx={index === 0 ? undefined : visuallyHidden}>
            {t`Reservations`}
          </Box>
        </th>
        {cells}
      </tr>
    )
  })
}

const barSx = {
  display: 'block',
  // Takes the width of the nights it spans without widening them.
  width: 0,
  minWidth: '100%',
  boxSizing: 'border-box',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  px: 0.5,
  borderRadius: 1,
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  textDecoration: 'none',
  textAlign: 'left',
  '&:hover, &:focus': { textDecoration: 'underline' },
} as const
