import type { ApiClient } from '@jaunt/api-client'
import type { TourScheduleInput } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'

/** The `tour-schedule` resource: applying a weekly schedule to an option (`/tour-options/{id}/schedule`). */
export function tourScheduleOverrides(api: ApiClient): Partial<DataProvider> {
  return {
    create: async (_resource, { data }) => {
      const { option_id, ...body } = data as TourScheduleInput & { option_id: number }
      const result = await answerOf(
        api.POST('/core/v1/tour-options/{optionId}/schedule', {
          params: { path: { optionId: option_id } },
          body,
        }),
      )
      // react-admin caches what create returns by id: the option's id names this schedule.
      return { data: { id: option_id, ...result } }
    },
  } as Partial<DataProvider>
}
