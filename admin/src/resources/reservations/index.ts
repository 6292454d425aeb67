import ReservationIcon from '@mui/icons-material/EventNote'
import type { ResourceProps } from 'react-admin'
import { ReservationList } from './ReservationList'
import { ReservationShow } from './ReservationShow'

/**
 * The Reservations pages (panel `reservations`, admin `bookings`): the table, and one booking at
 * `{page}/{ref}`; the booking page takes react-admin's edit route, which is the spec's path.
 */
export const reservations = {
  list: ReservationList,
  edit: ReservationShow,
  icon: ReservationIcon,
  recordRepresentation: 'reservation_ref',
} satisfies Omit<ResourceProps, 'name'>
