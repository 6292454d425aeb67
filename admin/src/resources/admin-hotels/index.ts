import HotelIcon from '@mui/icons-material/Hotel'
import type { ResourceProps } from 'react-admin'
import { AdminHotelList } from './AdminHotelList'

/** The admin's Accommodations page (`hotel`): every supplier's properties. */
export const adminHotels = {
  list: AdminHotelList,
  icon: HotelIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>
