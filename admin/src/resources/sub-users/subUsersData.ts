import type { ApiClient } from '@jaunt/api-client'
import type { DataProvider, UpdateParams } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The spec's `users` page: a partner's sub-users, at `/sub-users`, simple-rest as it is. */
export const SUB_USERS_RESOURCE = 'users'

/** `meta.call: 'invitation'` mails the operator a new link instead of saving. */
export function subUserOverrides(base: DataProvider, api: ApiClient): ResourceOverrides {
  const rest = atPath(base, 'sub-users')
  return {
    [SUB_USERS_RESOURCE]: {
      ...rest,
      update: (async (resource: string, params: UpdateParams) => {
        if (params.meta?.call !== 'invitation') return rest.update!(resource, params)
        const path = { id: Number(params.id) }
        return { data: await answerOf(api.POST('/core/v1/sub-users/{id}/invitation', { params: { path } })) }
      }) as DataProvider['update'],
    },
  }
}
