import type { DataProvider, RaRecord, UpdateParams } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The spec's `users` page: a partner's sub-users, at `/sub-users`, simple-rest as it is. */
export const SUB_USERS_RESOURCE = 'users'

/** `meta.call: 'invitation'` mails the operator a new link instead of saving. */
export function subUserOverrides(
  base: DataProvider,
  httpClient: RaHttpClient,
  root: string,
): ResourceOverrides {
  const rest = atPath(base, 'sub-users')
  return {
    [SUB_USERS_RESOURCE]: {
      ...rest,
      update: (async (resource: string, params: UpdateParams) => {
        if (params.meta?.call !== 'invitation') return rest.update!(resource, params)
        const { json } = await httpClient(`${root}/sub-users/${Number(params.id)}/invitation`, {
          method: 'POST',
        })
        return { data: json as RaRecord }
      }) as DataProvider['update'],
    },
  }
}
