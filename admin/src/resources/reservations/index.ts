import ReservationIcon from '@mui/icons-material/EventNote'
import { createElement } from 'react'
import type { ResourceProps } from 'react-admin'
import { Route } from 'react-router-dom'
import { PackageBookingShow } from './PackageBookingShow'
import { ReservationList } from './ReservationList'
import { ReservationShow } from './ReservationShow'

/**
 * The Reservations pages (panel `reservations`, admin `bookings`): the table, and one booking at
 * `{page}/{ref}`; the booking page takes react-admin's edit route, which is the spec's path. A booked
 * package is at `{page}/{payment_ref}/{id}`, the spec's package reservation.
 */
export const reservations = {
  list: ReservationList,
  edit: ReservationShow,
  icon: ReservationIcon,
  recordRepresentation: 'reservation_ref',
  children: [
    createElement(Route, {
      key: 'package',
      path: ':paymentRef/:id',
      element: createElement(PackageBookingShow),
    }),
  ],
} satisfies Omit<ResourceProps, 'name'>
