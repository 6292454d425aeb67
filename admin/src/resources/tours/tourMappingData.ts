import type { ApiClient } from '@jaunt/api-client'
import type { TourMappingRecord } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import { wholeListing, type ResourceOverrides } from '../../data/overrides'

/**
 * An activity's channel-manager mapping (`tour-mapping`, at `/tour-mapping/{id}`), and the channel
 * managers to choose from (the spec's `GET /public/tours/channel-manager`, whole).
 */
export function tourMappingOverrides(api: ApiClient): ResourceOverrides {
  const mapping: Partial<DataProvider> = {
    getOne: async (_resource, { id, signal }) => ({
      data: await answerOf(
        api.GET('/core/v1/tour-mapping/{id}', { params: { path: { id: Number(id) } }, signal }),
      ),
    }),
    update: async (_resource, { id, data }) => {
      const { channel_manager_id, external_product_code, options } = data as TourMappingRecord
      const body = {
        channel_manager_id: channel_manager_id ?? null,
        external_product_code: external_product_code ?? '',
        options: options.map(({ option_id, external_option_code }) => ({
          option_id,
          external_option_code: external_option_code ?? '',
        })),
      }
      return {
        data: await answerOf(
          api.PUT('/core/v1/tour-mapping/{id}', { params: { path: { id: Number(id) } }, body }),
        ),
      }
    },
  } as Partial<DataProvider>
  return {
    'tour-mapping': mapping,
    'channel-manager': {
      getList: wholeListing(({ signal }) => api.GET('/core/v1/public/tours/channel-manager', { signal })),
    },
  }
}
