import type { ApiClient } from '@jaunt/api-client'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'

/**
 * Moving a booking to another departure: `booking-departures` lists a month's departures it can move
 * to (`empty-dates`), and a `booking-date-change` create moves it (`change-date`).
 */
export function dateChangeOverrides(api: ApiClient) {
  return {
    'booking-departures': {
      getList: async (
        _resource: string,
        { filter, signal }: { filter: { ref: string; month: string }; signal?: AbortSignal },
      ) => {
        const data = await answerOf(
          api.GET('/booking/v1/reservation/{ref}/empty-dates', {
            params: { path: { ref: filter.ref }, query: { month: filter.month } },
            signal,
          }),
        )
        return { data, total: data.length }
      },
    } as Partial<DataProvider>,
    'booking-date-change': {
      create: async (_resource: string, { data }: { data: unknown }) => {
        const { ref, departure_id } = data as { ref: string; departure_id: number }
        const moved = await answerOf(
          api.POST('/booking/v1/reservation/{ref}/change-date', {
            params: { path: { ref } },
            body: { departure_id },
          }),
        )
        return { data: { ...moved, id: ref } }
      },
    } as Partial<DataProvider>,
  }
}
