import type { DataProvider, RaRecord } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

/**
 * The Pages page's resources, each of one site (`meta.site_id`): `site-page` is a page of the
 * builder (update with `meta.call` 'publish' or 'unpublish' changes only its status); `site-menu`
 * is the site's whole menu, read and replaced at once (its id is the site's).
 */
export function sitePageOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const send = async <T>(url: string, method = 'GET', body?: unknown, signal?: AbortSignal | null) => {
    const { json } = await httpClient(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? undefined,
    })
    return json as T
  }
  const pages = (meta: { site_id?: unknown } | undefined) =>
    `${root}/partner-sites/${Number(meta?.site_id)}/pages`
  const body = ({ slug, title, description, sections }: Record<string, unknown>) => ({
    slug,
    title,
    description: description ?? {},
    sections: sections ?? [],
  })
  return {
    'site-page': {
      getList: async (_resource, { meta, signal }) =>
        send<{ data: RaRecord[]; total: number }>(pages(meta), 'GET', undefined, signal),
      getOne: async (_resource, { id, meta, signal }) => ({
        data: await send<RaRecord>(`${pages(meta)}/${Number(id)}`, 'GET', undefined, signal),
      }),
      create: async (_resource, { data, meta }) => ({
        data: await send<RaRecord>(pages(meta), 'POST', body(data)),
      }),
      update: async (_resource, { id, data, meta }) => {
        const url = `${pages(meta)}/${Number(id)}`
        const call = meta?.call as 'publish' | 'unpublish' | undefined
        return {
          data: await send<RaRecord>(call ? `${url}/${call}` : url, 'PUT', call ? undefined : body(data)),
        }
      },
      delete: async (_resource, { id, previousData, meta }) => {
        await send(`${pages(meta)}/${Number(id)}`, 'DELETE')
        return { data: previousData as RaRecord }
      },
    } as Partial<DataProvider>,
    'site-menu': {
      getOne: async (_resource, { id, signal }) => {
        const menu = await send<object>(`${root}/partner-sites/${Number(id)}/menu`, 'GET', undefined, signal)
        return { data: { ...menu, id } }
      },
      update: async (_resource, { id, data }) => {
        const { items } = data as { items: unknown[] }
        const menu = await send<object>(`${root}/partner-sites/${Number(id)}/menu`, 'PUT', { items })
        return { data: { ...menu, id } }
      },
    } as Partial<DataProvider>,
  }
}
