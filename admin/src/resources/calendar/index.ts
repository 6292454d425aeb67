import CalendarIcon from '@mui/icons-material/CalendarMonth'
import { createElement } from 'react'
import type { ResourceProps } from 'react-admin'
import { Route } from 'react-router-dom'
import { ActivityCalendarPage } from './ActivityCalendarPage'

/** The Activity Calendar page (spec: `calendar`, and `calendar/{id}` for one activity). */
export const activityCalendar = {
  list: ActivityCalendarPage,
  icon: CalendarIcon,
  children: [
    createElement(Route, { key: 'activity', path: ':id', element: createElement(ActivityCalendarPage) }),
  ],
} satisfies Omit<ResourceProps, 'name'>
