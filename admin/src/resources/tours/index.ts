import TourIcon from '@mui/icons-material/Hiking'
import { createElement } from 'react'
import type { ResourceProps } from 'react-admin'
import { Route } from 'react-router-dom'
import { TourEditOrCreate } from './TourEditOrCreate'
import { TourList } from './TourList'
import { TourOptionsPage } from './TourOptionsPage'
import { TourTicketsPage } from './TourTicketsPage'
import { TourMappingPage } from './TourMappingPage'
import { TourVoucherCodesPage } from './TourVoucherCodesPage'
import { tourSettingsRoutes } from './settings/tourSettingsRoutes'
import { TourCalendarRedirect } from './TourCalendarRedirect'

/** The `tour` resource (spec: `tour`, `tour/{id}` with -1 creating), registered for the Activities page. */
export const tours = {
  list: TourList,
  edit: TourEditOrCreate,
  icon: TourIcon,
  recordRepresentation: 'name',
  // The spec's `tour/manage/{id}` children.
  children: [
    createElement(Route, {
      key: 'options',
      path: 'manage/:id/options',
      element: createElement(TourOptionsPage),
    }),
    createElement(Route, {
      key: 'tickets',
      path: 'manage/:id/tickets',
      element: createElement(TourTicketsPage),
    }),
    createElement(Route, {
      key: 'voucherCodes',
      path: 'manage/:id/voucherCodes',
      element: createElement(TourVoucherCodesPage),
    }),
    createElement(Route, {
      key: 'mapping',
      path: 'manage/:id/mapping',
      element: createElement(TourMappingPage),
    }),
    ...tourSettingsRoutes,
    createElement(Route, { key: 'calendar', path: 'calendar', element: createElement(TourCalendarRedirect) }),
    createElement(Route, {
      key: 'calendar-of',
      path: 'calendar/:id',
      element: createElement(TourCalendarRedirect),
    }),
  ],
} satisfies Omit<ResourceProps, 'name'>
