import type { ApiClient } from '@jaunt/api-client'
import type { TourOptionValues } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'

/**
 * The `tour-option` resource: an activity's options live under it (`/tours/{id}/options`), and
 * each one at `/tour-options/{id}` once it exists.
 */
export function tourOptionOverrides(api: ApiClient): Partial<DataProvider> {
  const option = (id: unknown) => ({ params: { path: { optionId: Number(id) } } })
  return {
    getManyReference: async (_resource, { id, signal }) =>
      answerOf(api.GET('/core/v1/tours/{id}/options', { params: { path: { id: Number(id) } }, signal })),
    getOne: async (_resource, { id, signal }) => ({
      data: await answerOf(api.GET('/core/v1/tour-options/{optionId}', { ...option(id), signal })),
    }),
    create: async (_resource, { data }) => {
      const { tour_id, ...body } = data as TourOptionValues & { tour_id: number }
      return {
        data: await answerOf(
          api.POST('/core/v1/tours/{id}/options', { params: { path: { id: tour_id } }, body }),
        ),
      }
    },
    update: async (_resource, { id, data }) => ({
      data: await answerOf(
        api.PUT('/core/v1/tour-options/{optionId}', { ...option(id), body: data as TourOptionValues }),
      ),
    }),
    delete: async (_resource, { id }) => {
      await answerOf(api.DELETE('/core/v1/tour-options/{optionId}', option(id)))
      return { data: { id } }
    },
  } as Partial<DataProvider>
}
