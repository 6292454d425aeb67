import type {
  CalendarDeparture,
  CalendarOption,
  ChangeAllotmentsResult,
  DepartureBookings,
} from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body ?? {}) })

/**
 * The Activity Calendar's calls, all POSTs under the spec's availability and booking bases:
 * `activity-calendar` (departures in a range), `calendar-option` (an activity's options),
 * `departure-bookings` (one departure with its bookings) and `change-allotments` (a command).
 */
export function calendarOverrides(httpClient: RaHttpClient, apiBase: string): ResourceOverrides {
  const availability = `${apiBase}/availability/v1/tours`
  return {
    'activity-calendar': {
      getList: async (_resource, { filter }) => {
        const { json } = await httpClient(`${availability}/calendar`, post(filter))
        const data = json as CalendarDeparture[]
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
    'calendar-option': {
      getList: async (_resource, { filter }) => {
        const { json } = await httpClient(`${availability}/calendar/options/${filter.tour_id}`, post({}))
        const data = json as CalendarOption[]
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
    'departure-bookings': {
      getOne: async (_resource, { id }) => {
        const { json } = await httpClient(
          `${apiBase}/booking/v1/reservation/tour`,
          post({ tour_slot_id: Number(id) }),
        )
        return { data: { id, ...(json as DepartureBookings) } }
      },
    } as Partial<DataProvider>,
    'change-allotments': {
      create: async (_resource, { data }) => {
        const { json } = await httpClient(`${availability}/change-allotments`, post(data))
        // react-admin caches what create returns by id: the change has none of its own.
        return { data: { id: Date.now(), ...(json as ChangeAllotmentsResult) } }
      },
    } as Partial<DataProvider>,
  }
}
