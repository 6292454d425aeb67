import type { DataProvider, RaRecord } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

/**
 * Terminal Settings' resources: `terminal-location` and `terminal-reader` (listed with the spec's
 * POST `…/list` for `filter.site_id`, created with `meta.site_id`), `terminal-setup-credential`
 * (the site's id; `update` sets the password), `terminal-country`, and `terminal-payment-provider`: the
 * partner's Stripe account per currency (id = the currency; `create` starts connecting and answers
 * Stripe's page, `update` finishes with Stripe's code and state, `delete` deauthorizes).
 */
export function terminalSettingsOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const send = async <T>(url: string, method = 'GET', body?: unknown, signal?: AbortSignal | null) => {
    const { json } = await httpClient(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? undefined,
    })
    return json as T
  }
  const records = (plural: string, one: string, editable: (data: Record<string, unknown>) => object) =>
    ({
      getList: async (_resource, { filter, signal }) =>
        send<{ data: RaRecord[]; total: number }>(
          `${root}/${plural}/list`,
          'POST',
          { site_id: Number(filter?.site_id) },
          signal,
        ),
      getOne: async (_resource, { id, signal }) => ({
        data: await send<RaRecord>(`${root}/${one}/${Number(id)}`, 'GET', undefined, signal),
      }),
      create: async (_resource, { data, meta }) => ({
        data: await send<RaRecord>(`${root}/${plural}`, 'POST', { ...data, site_id: Number(meta?.site_id) }),
      }),
      update: async (_resource, { id, data }) => ({
        data: await send<RaRecord>(`${root}/${one}/${Number(id)}`, 'PUT', editable(data)),
      }),
      delete: async (_resource, { id }) => ({
        data: await send<RaRecord>(`${root}/${one}/${Number(id)}`, 'DELETE'),
      }),
    }) as Partial<DataProvider>
  const provider = (siteId: unknown, action = '') =>
    `${root}/partner-sites/${Number(siteId)}/payment-provider${action ? `/${action}` : ''}`
  const credential = (id: unknown) => `${root}/partner-sites/${Number(id)}/stripe-setup-credential`
  return {
    'terminal-location': records(
      'terminal-locations',
      'terminal-location',
      ({ id: _id, site_id: _site, location_id: _location, ...data }) => data,
    ),
    'terminal-reader': records('terminal-readers', 'terminal-reader', ({ name }) => ({ name })),
    'terminal-setup-credential': {
      getOne: async (_resource, { id, signal }) => ({
        data: await send<RaRecord>(credential(id), 'GET', undefined, signal),
      }),
      update: async (_resource, { id, data }) => ({
        data: await send<RaRecord>(credential(id), 'POST', {
          password: (data as { password: string }).password,
        }),
      }),
    } as Partial<DataProvider>,
    'terminal-payment-provider': {
      getList: async (_resource, { filter, signal }) => {
        const { data } = await send<{ data: { currency_code: string }[] }>(
          provider(filter?.site_id),
          'GET',
          undefined,
          signal,
        )
        const rows = data.map((row) => ({ ...row, id: row.currency_code }))
        return { data: rows, total: rows.length }
      },
      create: async (_resource, { data, meta }) => {
        const started = await send<{ currency_code: string; url: string }>(
          provider(meta?.site_id, 'connect'),
          'POST',
          { currency_code: (data as { currency_code: string }).currency_code },
        )
        return { data: { ...started, id: started.currency_code } }
      },
      update: async (_resource, { data, meta }) => {
        const connected = await send<{ currency_code: string }>(
          provider(meta?.site_id, 'callback'),
          'POST',
          data,
        )
        return { data: { ...connected, id: connected.currency_code } }
      },
      delete: async (_resource, { id, meta }) => {
        const ended = await send<{ currency_code: string }>(provider(meta?.site_id, 'deauthorize'), 'POST', {
          currency_code: String(id),
        })
        return { data: { ...ended, id: ended.currency_code } }
      },
    } as Partial<DataProvider>,
    'terminal-country': {
      getList: async (_resource, { signal }) => {
        const { data } = await send<{ data: { code: string; name: string }[] }>(
          `${root}/stripe/countries`,
          'GET',
          undefined,
          signal,
        )
        const rows = data.map((country) => ({ ...country, id: country.code }))
        return { data: rows, total: rows.length }
      },
    } as Partial<DataProvider>,
  }
}
