import HotelIcon from '@mui/icons-material/EventAvailable'
import type { ResourceProps } from 'react-admin'
import { HotelCalendarPage } from './HotelCalendarPage'

/** The Accommodation Calendar page (spec: `hotel/calendar`). */
export const hotelCalendar = {
  list: HotelCalendarPage,
  icon: HotelIcon,
} satisfies Omit<ResourceProps, 'name'>
