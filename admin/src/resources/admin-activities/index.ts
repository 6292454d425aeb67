import TourIcon from '@mui/icons-material/Hiking'
import { createElement } from 'react'
import type { ResourceProps } from 'react-admin'
import { Route } from 'react-router-dom'
import { AdminActivityCreate } from './AdminActivityCreate'
import { AdminActivityEdit } from './AdminActivityEdit'
import { AdminActivityList } from './AdminActivityList'

/** The admin's Activities page (`activity`): every supplier's activities, each opened at `activity/edit/{id}`;
 * `activity/create` makes one for a supplier. */
export const adminActivities = {
  list: AdminActivityList,
  create: AdminActivityCreate,
  icon: TourIcon,
  recordRepresentation: 'name',
  children: [
    createElement(Route, {
      key: 'edit',
      path: 'edit/:id/*',
      element: createElement(AdminActivityEdit),
    }),
  ],
} satisfies Omit<ResourceProps, 'name'>
