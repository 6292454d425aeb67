import type { ApiClient } from '@jaunt/api-client'
import type { DataProvider } from 'react-admin'
import { wholeListing, type ResourceOverrides } from '../../data/overrides'

/** The page's resource (`selects/destination-box`) lives at `/destination-boxes`, simple-rest as it is. */
export const DESTINATION_BOX_RESOURCE = 'selects/destination-box'

export function destinationBoxOverrides(base: DataProvider, api: ApiClient): ResourceOverrides {
  const at = 'destination-boxes'
  return {
    [DESTINATION_BOX_RESOURCE]: {
      getList: (_resource, params) => base.getList(at, params),
      getOne: (_resource, params) => base.getOne(at, params),
      getMany: (_resource, params) => base.getMany(at, params),
      create: (_resource, params) => base.create(at, params),
      update: (_resource, params) => base.update(at, params),
      delete: (_resource, params) => base.delete(at, params),
    } as Partial<DataProvider>,
    'destination-product': {
      getList: wholeListing(({ signal }) => api.GET('/core/v1/destination-products', { signal })),
    },
    'destination-choice': {
      getList: wholeListing(({ signal }) => api.GET('/core/v1/select/destination-box', { signal })),
    },
  }
}
