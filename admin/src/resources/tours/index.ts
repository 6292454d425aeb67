import TourIcon from '@mui/icons-material/Hiking'
import { createElement } from 'react'
import type { ResourceProps } from 'react-admin'
import { Route } from 'react-router-dom'
import { TourEditOrCreate } from './TourEditOrCreate'
import { TourList } from './TourList'
import { TourOptionsPage } from './TourOptionsPage'
import { TourTicketsPage } from './TourTicketsPage'
import { tourSettingsRoutes } from './settings/tourSettingsRoutes'

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
    ...tourSettingsRoutes,
  ],
} satisfies Omit<ResourceProps, 'name'>
