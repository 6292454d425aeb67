import type { DataProvider, RaRecord } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

/** `site-widget`: a widget of one site (`meta.site_id`), at `/partner-sites/{site}/widgets`. */
export function siteWidgetOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const send = async <T>(url: string, method = 'GET', body?: unknown, signal?: AbortSignal | null) => {
    const { json } = await httpClient(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? undefined,
    })
    return json as T
  }
  const widgets = (meta: { site_id?: unknown } | undefined) =>
    `${root}/partner-sites/${Number(meta?.site_id)}/widgets`
  // The record's read-only fields are not part of what is saved.
  const body = (data: Record<string, unknown>) => {
    const {
      id: _id,
      uuid: _uuid,
      site_id: _site,
      product_type: _type,
      product_name: _name,
      updated_at: _at,
      ...input
    } = data
    return input
  }
  return {
    'site-widget': {
      getList: async (_resource, { meta, signal }) =>
        send<{ data: RaRecord[]; total: number }>(widgets(meta), 'GET', undefined, signal),
      getOne: async (_resource, { id, meta, signal }) => ({
        data: await send<RaRecord>(`${widgets(meta)}/${Number(id)}`, 'GET', undefined, signal),
      }),
      create: async (_resource, { data, meta }) => ({
        data: await send<RaRecord>(widgets(meta), 'POST', body(data as Record<string, unknown>)),
      }),
      update: async (_resource, { id, data, meta }) => ({
        data: await send<RaRecord>(
          `${widgets(meta)}/${Number(id)}`,
          'PUT',
          body(data as Record<string, unknown>),
        ),
      }),
      delete: async (_resource, { id, previousData, meta }) => {
        await send(`${widgets(meta)}/${Number(id)}`, 'DELETE')
        return { data: previousData as RaRecord }
      },
    } as Partial<DataProvider>,
  }
}
