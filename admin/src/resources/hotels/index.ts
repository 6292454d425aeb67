import HotelIcon from '@mui/icons-material/Hotel'
import { createElement } from 'react'
import type { ResourceProps } from 'react-admin'
import { Route } from 'react-router-dom'
import { HotelEditOrCreate } from './HotelEditOrCreate'
import { HotelList } from './HotelList'
import { HotelRatePlansPage } from './HotelRatePlansPage'
import { HotelRoomTypesPage } from './HotelRoomTypesPage'

/** The `hotel` resource (spec: `hotel`, `hotel/{id}` with -1 creating), registered for the Accommodations page. */
export const hotels = {
  list: HotelList,
  edit: HotelEditOrCreate,
  icon: HotelIcon,
  recordRepresentation: 'name',
  children: [
    createElement(Route, {
      key: 'room-types',
      path: 'manage/:id/room-types',
      element: createElement(HotelRoomTypesPage),
    }),
    createElement(Route, {
      key: 'rate-plans',
      path: 'manage/:id/rate-plans',
      element: createElement(HotelRatePlansPage),
    }),
  ],
} satisfies Omit<ResourceProps, 'name'>
