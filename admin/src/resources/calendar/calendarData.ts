import type { ApiClient } from '@jaunt/api-client'
import type { ActivityCalendarQuery, ChangeAllotmentsValues } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

/**
 * The Activity Calendar's calls, all POSTs under the spec's availability and booking bases:
 * `activity-calendar` (departures in a range), `calendar-option` (an activity's options),
 * `departure-bookings` (one departure with its bookings) and `change-allotments` (a command).
 */
export function calendarOverrides(api: ApiClient): ResourceOverrides {
  return {
    'activity-calendar': {
      getList: async (_resource, { filter, signal }) => {
        const data = await answerOf(
          api.POST('/availability/v1/tours/calendar', { body: filter as ActivityCalendarQuery, signal }),
        )
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
    'calendar-option': {
      getList: async (_resource, { filter, signal }) => {
        const params = { path: { id: Number(filter.tour_id) } }
        const data = await answerOf(
          api.POST('/availability/v1/tours/calendar/options/{id}', { params, signal }),
        )
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
    'departure-bookings': {
      getOne: async (_resource, { id, signal }) => {
        const body = { tour_slot_id: Number(id) }
        const bookings = await answerOf(api.POST('/booking/v1/reservation/tour', { body, signal }))
        return { data: { id, ...bookings } }
      },
    } as Partial<DataProvider>,
    'change-allotments': {
      create: async (_resource, { data }) => {
        const body = data as ChangeAllotmentsValues
        const result = await answerOf(api.POST('/availability/v1/tours/change-allotments', { body }))
        // react-admin caches what create returns by id: the change has none of its own.
        return { data: { id: Date.now(), ...result } }
      },
    } as Partial<DataProvider>,
  }
}
