import type { ApiClient } from '@jaunt/api-client'
import type { HotelRatePlanValues, HotelRoomTypeValues } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'

const at = (id: unknown) => ({ params: { path: { id: Number(id) } } })

/** A hotel's room types: listed under the hotel (`/hotels/{id}/room-types`), written at their own path. */
export const roomTypeOverrides = (api: ApiClient) =>
  ({
    getManyReference: async (_resource, { id, signal }) =>
      answerOf(api.GET('/core/v1/hotels/{id}/room-types', { ...at(id), signal })),
    getOne: async (_resource, { id, signal }) => ({
      data: await answerOf(api.GET('/core/v1/hotel-room-types/{id}', { ...at(id), signal })),
    }),
    create: async (_resource, { data }) => {
      const { hotel_id, ...body } = data as HotelRoomTypeValues & { hotel_id: number }
      return { data: await answerOf(api.POST('/core/v1/hotels/{id}/room-types', { ...at(hotel_id), body })) }
    },
    update: async (_resource, { id, data }) => ({
      data: await answerOf(
        api.PUT('/core/v1/hotel-room-types/{id}', { ...at(id), body: data as HotelRoomTypeValues }),
      ),
    }),
    delete: async (_resource, { id }) => ({
      data: await answerOf(api.DELETE('/core/v1/hotel-room-types/{id}', at(id))),
    }),
  }) as Partial<DataProvider>

/** A hotel's rate plans: listed under the hotel (`/hotels/{id}/rate-plans`), written at their own path. */
export const ratePlanOverrides = (api: ApiClient) =>
  ({
    getManyReference: async (_resource, { id, signal }) =>
      answerOf(api.GET('/core/v1/hotels/{id}/rate-plans', { ...at(id), signal })),
    getOne: async (_resource, { id, signal }) => ({
      data: await answerOf(api.GET('/core/v1/hotel-rate-plans/{id}', { ...at(id), signal })),
    }),
    create: async (_resource, { data }) => {
      const { hotel_id, ...body } = data as HotelRatePlanValues & { hotel_id: number }
      return { data: await answerOf(api.POST('/core/v1/hotels/{id}/rate-plans', { ...at(hotel_id), body })) }
    },
    update: async (_resource, { id, data }) => ({
      data: await answerOf(
        api.PUT('/core/v1/hotel-rate-plans/{id}', { ...at(id), body: data as HotelRatePlanValues }),
      ),
    }),
    delete: async (_resource, { id }) => ({
      data: await answerOf(api.DELETE('/core/v1/hotel-rate-plans/{id}', at(id))),
    }),
  }) as Partial<DataProvider>
