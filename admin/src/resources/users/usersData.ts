import { ApprovalStatus, UserRole } from '@jaunt/domain'
import type { DataProvider, RaRecord } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

/** The page's resource: the spec's `user` route, one role and approval status at a time. */
export const USER_RESOURCE = 'user'

/**
 * POST /user-listing for the list; GET and PUT /admin/user/{id} for one user, whose policies are
 * saved by POST /user-policies in the same save; `meta.call: 'status'` approves or rejects.
 */
export function userOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const send = async <T>(url: string, method = 'GET', body?: unknown, signal?: AbortSignal | null) => {
    const { json } = await httpClient(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? undefined,
    })
    return json as T
  }
  const one = (id: unknown) => `${root}/admin/user/${Number(id)}`
  return {
    [USER_RESOURCE]: {
      getList: async (_resource, { filter, pagination, sort, signal }) => {
        const body = {
          role: Number(filter?.role ?? UserRole.Partner),
          status: Number(filter?.status ?? ApprovalStatus.Active),
          q: filter?.q ? String(filter.q) : undefined,
        }
        const { data, total } = await send<{ data: RaRecord[]; total: number }>(
          `${root}/user-listing`,
          'POST',
          body,
          signal,
        )
        // The listing answers a role's users whole; the page and its order are the list's.
        const field = sort?.field ?? 'name'
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
        data: await send<RaRecord>(one(id), 'GET', undefined, signal),
      }),
      update: async (_resource, { id, data, meta }) => {
        const values = data as Record<string, unknown>
        if (meta?.call === 'password-reset') {
          return { data: await send<RaRecord>(`${one(id)}/password-reset`, 'POST') }
        }
        if (meta?.call === 'status') {
          const body = { status: values.status, reason: values.reason || undefined }
          return { data: await send<RaRecord>(`${one(id)}/status`, 'PUT', body) }
        }
        const { name, email, country_code, user_currency_type, role_id, policies } = values
        await send(one(id), 'PUT', { name, email, country_code, user_currency_type, role_id })
        const body = { user_id: Number(id), policies }
        return { data: await send<RaRecord>(`${root}/user-policies`, 'POST', body) }
      },
      create: async (_resource, { data }) => ({
        data: await send<RaRecord>(`${root}/user/registration`, 'POST', data),
      }),
      delete: async (_resource, { id }) => ({
        data: await send<RaRecord>(`${root}/user/${Number(id)}`, 'DELETE'),
      }),
    } as Partial<DataProvider>,
  }
}
