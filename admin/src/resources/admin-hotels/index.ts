import HotelIcon from '@mui/icons-material/Hotel'
import type { ResourceProps } from 'react-admin'
import { productFeatureRoutes } from '../product-features/routes'
import { AdminHotelList } from './AdminHotelList'

/** The admin's Accommodations page (`hotel`): every supplier's properties. */
export const adminHotels = {
  list: AdminHotelList,
  icon: HotelIcon,
  recordRepresentation: 'name',
  children: productFeatureRoutes,
} satisfies Omit<ResourceProps, 'name'>
