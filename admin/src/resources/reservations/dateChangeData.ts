import type { BookingDateChangeResult, BookingDepartureChoice } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'

/**
 * Moving a booking to another departure: `booking-departures` lists a month's departures it can move
 * to (`empty-dates`), and a `booking-date-change` create moves it (`change-date`).
 */
export function dateChangeOverrides(httpClient: RaHttpClient, apiBase: string) {
  const reservation = (ref: string) => `${apiBase}/booking/v1/reservation/${encodeURIComponent(ref)}`
  return {
    'booking-departures': {
      getList: async (
        _resource: string,
        { filter, signal }: { filter: { ref: string; month: string }; signal?: AbortSignal },
      ) => {
        const month = encodeURIComponent(filter.month)
        const { json } = await httpClient(`${reservation(filter.ref)}/empty-dates?month=${month}`, { signal })
        const data = json as BookingDepartureChoice[]
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
    'booking-date-change': {
      create: async (_resource: string, { data }: { data: unknown }) => {
        const { ref, departure_id } = data as { ref: string; departure_id: number }
        const { json } = await httpClient(`${reservation(ref)}/change-date`, {
          method: 'POST',
          body: JSON.stringify({ departure_id }),
        })
        return { data: { ...(json as BookingDateChangeResult), id: ref } }
      },
    } as Partial<DataProvider>,
  }
}
