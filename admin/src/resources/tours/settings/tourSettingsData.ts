import type { ApiClient } from '@jaunt/api-client'
import {
  UNPAGED,
  type BookingOptionValues,
  type CustomSectionValues,
  type RecommendedItemsInput,
  type SpecialInstructionInput,
  type TourDestinationsInput,
  type TourFeaturesInput,
} from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf, type TypedAnswer } from '../../../data/answerOf'
import type { ResourceOverrides } from '../../../data/overrides'

const tour = (id: unknown) => ({ params: { path: { id: Number(id) } } })
const section = (id: unknown) => ({ params: { path: { sectionId: Number(id) } } })

type Read = (at: ReturnType<typeof tour>, signal?: AbortSignal) => Promise<TypedAnswer>

/** A page that is one record per activity: read and replaced whole at `/tours/{id}/<page>`. */
function perTour<Body>(read: Read, write: (at: ReturnType<typeof tour>, body: Body) => Promise<TypedAnswer>) {
  return {
    getOne: async (_resource: string, { id, signal }: { id: unknown; signal?: AbortSignal }) => ({
      data: await answerOf(read(tour(id), signal)),
    }),
    update: async (_resource: string, { id, data }: { id: unknown; data: Record<string, unknown> }) => {
      const { id: _id, ...body } = data
      return { data: await answerOf(write(tour(id), body as Body)) }
    },
  } as Partial<DataProvider>
}

/**
 * An activity's settings pages. Sections are records of their own (`tour-custom-section`), listed
 * under the activity and written at `/tour-custom-sections/{id}`. Features, the mail text and the
 * recommendations are one record per activity, read and replaced at `/tours/{id}/<page>`.
 */
export function tourSettingsOverrides(api: ApiClient): ResourceOverrides {
  const sections = '/core/v1/tours/{id}/custom-sections' as const
  const oneSection = '/core/v1/tour-custom-sections/{sectionId}' as const
  return {
    'tour-custom-section': {
      getManyReference: (_resource, { id, signal }) => answerOf(api.GET(sections, { ...tour(id), signal })),
      getOne: async (_resource, { id, signal }) => ({
        data: await answerOf(api.GET(oneSection, { ...section(id), signal })),
      }),
      create: async (_resource, { data }) => {
        const { tour_id, ...body } = data as CustomSectionValues & { tour_id: number }
        return { data: await answerOf(api.POST(sections, { ...tour(tour_id), body })) }
      },
      update: async (_resource, { id, data }) => {
        const { texts } = data as CustomSectionValues
        return { data: await answerOf(api.PUT(oneSection, { ...section(id), body: { texts } })) }
      },
      delete: async (_resource, { id }) => {
        await answerOf(api.DELETE(oneSection, section(id)))
        return { data: { id } }
      },
    } as Partial<DataProvider>,
    // The order is a command on the activity: `update` of its id with every section id in order.
    'tour-custom-section-order': {
      update: async (_resource, { id, data }) => {
        const { ids } = data as { ids: number[] }
        await answerOf(api.PUT('/core/v1/tours/{id}/custom-sections/order', { ...tour(id), body: { ids } }))
        return { data: { id, ids } }
      },
    } as Partial<DataProvider>,
    'tour-features': perTour<TourFeaturesInput>(
      (at, signal) => api.GET('/core/v1/tours/{id}/features', { ...at, signal }),
      (at, body) => api.PUT('/core/v1/tours/{id}/features', { ...at, body }),
    ),
    'tour-destination-boxes': perTour<TourDestinationsInput>(
      (at, signal) => api.GET('/core/v1/tours/{id}/destination-boxes', { ...at, signal }),
      (at, body) => api.PUT('/core/v1/tours/{id}/destination-boxes', { ...at, body }),
    ),
    'tour-special-instruction': perTour<SpecialInstructionInput>(
      (at, signal) => api.GET('/core/v1/tours/{id}/special-instruction', { ...at, signal }),
      (at, body) => api.PUT('/core/v1/tours/{id}/special-instruction', { ...at, body }),
    ),
    'tour-recommended-items': perTour<RecommendedItemsInput>(
      (at, signal) => api.GET('/core/v1/tours/{id}/recommended-items', { ...at, signal }),
      (at, body) => api.PUT('/core/v1/tours/{id}/recommended-items', { ...at, body }),
    ),
    'tour-custom-booking-option': perTour<BookingOptionValues>(
      (at, signal) => api.GET('/core/v1/tours/{id}/custom-booking-option', { ...at, signal }),
      (at, body) => api.PUT('/core/v1/tours/{id}/custom-booking-option', { ...at, body }),
    ),
    'tour-recommendable': {
      getManyReference: (_resource, { id, signal }) =>
        answerOf(api.GET('/core/v1/tours/{id}/recommendable', { ...tour(id), signal })),
    } as Partial<DataProvider>,
    feature: {
      getList: async (_resource, { signal }) =>
        answerOf(api.GET('/core/v1/feature', { params: { query: { item_per_page: UNPAGED } }, signal })),
    } as Partial<DataProvider>,
  }
}
