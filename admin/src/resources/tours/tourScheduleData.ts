import type { TourScheduleResult } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'

/** The `tour-schedule` resource: applying a weekly schedule to an option (`/tour-options/{id}/schedule`). */
export function tourScheduleOverrides(httpClient: RaHttpClient, root: string): Partial<DataProvider> {
  return {
    create: async (_resource, { data }) => {
      const { option_id, ...schedule } = data as { option_id: number }
      const { json } = await httpClient(`${root}/tour-options/${option_id}/schedule`, {
        method: 'POST',
        body: JSON.stringify(schedule),
      })
      // react-admin caches what create returns by id: the option's id names this schedule.
      return { data: { id: option_id, ...(json as TourScheduleResult) } }
    },
  } as Partial<DataProvider>
}
