import type { TourMappingRecord } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import { wholeListing, type ResourceOverrides } from '../../data/overrides'

/**
 * An activity's channel-manager mapping (`tour-mapping`, at `/tour-mapping/{id}`), and the channel
 * managers to choose from (the spec's `GET /public/tours/channel-manager`, whole).
 */
export function tourMappingOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const mapping: Partial<DataProvider> = {
    getOne: async (_resource, { id, signal }) => {
      const { json } = await httpClient(`${root}/tour-mapping/${String(id)}`, { signal })
      return { data: json as TourMappingRecord }
    },
    update: async (_resource, { id, data }) => {
      const { channel_manager_id, external_product_code, options } = data as TourMappingRecord
      const { json } = await httpClient(`${root}/tour-mapping/${String(id)}`, {
        method: 'PUT',
        body: JSON.stringify({
          channel_manager_id: channel_manager_id ?? null,
          external_product_code: external_product_code ?? '',
          options: options.map(({ option_id, external_option_code }) => ({
            option_id,
            external_option_code: external_option_code ?? '',
          })),
        }),
      })
      return { data: json as TourMappingRecord }
    },
  } as Partial<DataProvider>
  return {
    'tour-mapping': mapping,
    'channel-manager': { getList: wholeListing(httpClient, () => `${root}/public/tours/channel-manager`) },
  }
}
