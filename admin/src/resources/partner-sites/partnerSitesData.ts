import { ApprovalStatus } from '@jaunt/domain'
import type { DataProvider, RaRecord } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

/**
 * A partner's site settings and the admin's approvals. `site-general-settings` is the site's own
 * record (create is "Create new site", id -1); `site-setting` is one settings group of a site,
 * named in `meta.group`; `site-approval` is the admin's list of sites by approval status.
 */
export function partnerSiteOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const send = async <T>(url: string, method = 'GET', body?: unknown, signal?: AbortSignal | null) => {
    const { json } = await httpClient(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? undefined,
    })
    return json as T
  }
  const site = (id: unknown) => `${root}/partner-sites/${Number(id)}`
  const withoutId = ({ id: _id, ...body }: Record<string, unknown>) => body
  return {
    'site-general-settings': {
      getOne: async (_resource, { id, signal }) => ({
        data: await send<RaRecord>(`${site(id)}/general-settings`, 'GET', undefined, signal),
      }),
      create: async (_resource, { data }) => ({
        data: await send<RaRecord>(`${root}/partner-sites`, 'POST', withoutId(data)),
      }),
      update: async (_resource, { id, data }) => ({
        data: await send<RaRecord>(`${site(id)}/general-settings`, 'PUT', withoutId(data)),
      }),
    } as Partial<DataProvider>,
    'site-setting': {
      getOne: async (_resource, { id, meta, signal }) => {
        const value = await send<object>(`${site(id)}/settings/${meta.group}`, 'GET', undefined, signal)
        return { data: { ...value, id } }
      },
      update: async (_resource, { id, data, meta }) => {
        const value = await send<object>(`${site(id)}/settings/${meta.group}`, 'PUT', withoutId(data))
        return { data: { ...value, id } }
      },
    } as Partial<DataProvider>,
    'site-approval': {
      getList: async (_resource, { filter, signal }) => {
        const status = Number(filter?.approval_status ?? ApprovalStatus.Pending)
        const url = `${root}/admin/partner-sites?approval_status=${status}`
        return send<{ data: RaRecord[]; total: number }>(url, 'GET', undefined, signal)
      },
      update: async (_resource, { id, data, meta }) => {
        const decision = meta?.call === 'reject' ? 'reject' : 'approve'
        const body = decision === 'reject' ? { reason: (data as { reason: string }).reason } : undefined
        return {
          data: await send<RaRecord>(`${root}/admin/partner-sites/${Number(id)}/${decision}`, 'PUT', body),
        }
      },
    } as Partial<DataProvider>,
  }
}
