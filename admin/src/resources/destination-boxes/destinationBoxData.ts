import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import { wholeListing, type ResourceOverrides } from '../../data/overrides'

/** The page's resource (`selects/destination-box`) lives at `/destination-boxes`, simple-rest as it is. */
export const DESTINATION_BOX_RESOURCE = 'selects/destination-box'

export function destinationBoxOverrides(
  base: DataProvider,
  httpClient: RaHttpClient,
  root: string,
): ResourceOverrides {
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
    'destination-product': { getList: wholeListing(httpClient, () => `${root}/destination-products`) },
    'destination-choice': { getList: wholeListing(httpClient, () => `${root}/select/destination-box`) },
  }
}
