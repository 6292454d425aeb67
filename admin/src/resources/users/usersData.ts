import type { ApiClient } from '@jaunt/api-client'
import {
  ApprovalStatus,
  UserRole,
  type UserAdminCreate,
  type UserAdminEdit,
  type UserListingQuery,
  type UserPolicies,
  type UserStatusChange,
} from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

/** The page's resource: the spec's `user` route, one role and approval status at a time. */
export const USER_RESOURCE = 'user'

/**
 * POST /user-listing for the list; GET and PUT /admin/user/{id} for one user, whose policies are
 * saved by POST /user-policies in the same save; `meta.call: 'status'` approves or rejects.
 */
export function userOverrides(api: ApiClient): ResourceOverrides {
  const one = (id: unknown) => ({ params: { path: { id: Number(id) } } })
  return {
    [USER_RESOURCE]: {
      getList: async (_resource, { filter, pagination, sort, signal }) => {
        // The filter comes from the URL; what the server refuses is its 400, as before.
        const body = {
          role: Number(filter?.role ?? UserRole.Partner),
          status: Number(filter?.status ?? ApprovalStatus.Active),
          q: filter?.q ? String(filter.q) : undefined,
        } as UserListingQuery
        const { data, total } = await answerOf(api.POST('/core/v1/user-listing', { body, signal }))
        // The listing answers a role's users whole; the page and its order are the list's.
        const field = (sort?.field ?? 'name') as keyof (typeof data)[number]
        const direction = sort?.order === 'DESC' ? -1 : 1
        const ordered = [...data].sort(
          (a, b) =>
            String(a[field] ?? '').localeCompare(String(b[field] ?? ''), undefined, { numeric: true }) *
            direction,
        )
        const { page = 1, perPage = ordered.length } = pagination ?? {}
        return { data: ordered.slice((page - 1) * perPage, page * perPage), total }
      },
      getOne: async (_resource, { id, signal }) => ({
        data: await answerOf(api.GET('/core/v1/admin/user/{id}', { ...one(id), signal })),
      }),
      update: async (_resource, { id, data, meta }) => {
        const values = data as Record<string, unknown>
        if (meta?.call === 'password-reset') {
          return { data: await answerOf(api.POST('/core/v1/admin/user/{id}/password-reset', one(id))) }
        }
        if (meta?.call === 'status') {
          const body = { status: values.status, reason: values.reason || undefined } as UserStatusChange
          return { data: await answerOf(api.PUT('/core/v1/admin/user/{id}/status', { ...one(id), body })) }
        }
        const { name, email, country_code, user_currency_type, role_id, policies } = values
        const edit = { name, email, country_code, user_currency_type, role_id } as UserAdminEdit
        await answerOf(api.PUT('/core/v1/admin/user/{id}', { ...one(id), body: edit }))
        const body = { user_id: Number(id), policies } as UserPolicies
        return { data: await answerOf(api.POST('/core/v1/user-policies', { body })) }
      },
      create: async (_resource, { data }) => ({
        data: await answerOf(api.POST('/core/v1/user/registration', { body: data as UserAdminCreate })),
      }),
      delete: async (_resource, { id }) => ({
        data: await answerOf(api.DELETE('/core/v1/user/{id}', one(id))),
      }),
    } as Partial<DataProvider>,
  }
}
