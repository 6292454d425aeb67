import type { ApiClient } from '@jaunt/api-client'
import type { TerminalConnectCallback, TerminalLocation, TerminalReader } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

const byId = (id: unknown) => ({ params: { path: { id: Number(id) } } })
const bySite = (filter: { site_id?: unknown } | undefined) => ({ site_id: Number(filter?.site_id) })

/** A site's desks (Stripe locations): listed with the spec's POST `…/list`, created with `meta.site_id`. */
function locationRecords(api: ApiClient): Partial<DataProvider> {
  return {
    getList: async (_resource, { filter, signal }) =>
      answerOf(api.POST('/core/v1/terminal-locations/list', { body: bySite(filter), signal })),
    getOne: async (_resource, { id, signal }) => ({
      data: await answerOf(api.GET('/core/v1/terminal-location/{id}', { ...byId(id), signal })),
    }),
    create: async (_resource, { data, meta }) => {
      const body = { ...(data as TerminalLocation), site_id: Number(meta?.site_id) }
      return { data: await answerOf(api.POST('/core/v1/terminal-locations', { body })) }
    },
    update: async (_resource, { id, data }) => {
      const {
        id: _id,
        site_id: _site,
        location_id: _location,
        ...body
      } = data as TerminalLocation & {
        id: unknown
        site_id: unknown
      }
      return { data: await answerOf(api.PUT('/core/v1/terminal-location/{id}', { ...byId(id), body })) }
    },
    delete: async (_resource, { id }) => ({
      data: await answerOf(api.DELETE('/core/v1/terminal-location/{id}', byId(id))),
    }),
  } as Partial<DataProvider>
}

/** A site's card readers, as its desks: listed for `filter.site_id`, created with `meta.site_id`, renamed only. */
function readerRecords(api: ApiClient): Partial<DataProvider> {
  return {
    getList: async (_resource, { filter, signal }) =>
      answerOf(api.POST('/core/v1/terminal-readers/list', { body: bySite(filter), signal })),
    getOne: async (_resource, { id, signal }) => ({
      data: await answerOf(api.GET('/core/v1/terminal-reader/{id}', { ...byId(id), signal })),
    }),
    create: async (_resource, { data, meta }) => {
      const body = { ...(data as TerminalReader), site_id: Number(meta?.site_id) }
      return { data: await answerOf(api.POST('/core/v1/terminal-readers', { body })) }
    },
    update: async (_resource, { id, data }) => {
      const body = { name: (data as TerminalReader).name }
      return { data: await answerOf(api.PUT('/core/v1/terminal-reader/{id}', { ...byId(id), body })) }
    },
    delete: async (_resource, { id }) => ({
      data: await answerOf(api.DELETE('/core/v1/terminal-reader/{id}', byId(id))),
    }),
  } as Partial<DataProvider>
}

/**
 * Terminal Settings' resources: `terminal-location` and `terminal-reader`, `terminal-setup-credential`
 * (the site's id; `update` sets the password), `terminal-country`, and `terminal-payment-provider`: the
 * partner's Stripe account per currency (id = the currency; `create` starts connecting and answers
 * Stripe's page, `update` finishes with Stripe's code and state, `delete` deauthorizes).
 */
export function terminalSettingsOverrides(api: ApiClient): ResourceOverrides {
  const credential = '/core/v1/partner-sites/{id}/stripe-setup-credential' as const
  return {
    'terminal-location': locationRecords(api),
    'terminal-reader': readerRecords(api),
    'terminal-setup-credential': {
      getOne: async (_resource, { id, signal }) => ({
        data: await answerOf(api.GET(credential, { ...byId(id), signal })),
      }),
      update: async (_resource, { id, data }) => {
        const body = { password: (data as { password: string }).password }
        return { data: await answerOf(api.POST(credential, { ...byId(id), body })) }
      },
    } as Partial<DataProvider>,
    'terminal-payment-provider': {
      getList: async (_resource, { filter, signal }) => {
        const { data } = await answerOf(
          api.GET('/core/v1/partner-sites/{id}/payment-provider', { ...byId(filter?.site_id), signal }),
        )
        const rows = data.map((row) => ({ ...row, id: row.currency_code }))
        return { data: rows, total: rows.length }
      },
      create: async (_resource, { data, meta }) => {
        const body = { currency_code: (data as { currency_code: string }).currency_code }
        const started = await answerOf(
          api.POST('/core/v1/partner-sites/{id}/payment-provider/connect', { ...byId(meta?.site_id), body }),
        )
        return { data: { ...started, id: started.currency_code } }
      },
      update: async (_resource, { data, meta }) => {
        const connected = await answerOf(
          api.POST('/core/v1/partner-sites/{id}/payment-provider/callback', {
            ...byId(meta?.site_id),
            body: data as TerminalConnectCallback,
          }),
        )
        return { data: { ...connected, id: connected.currency_code } }
      },
      delete: async (_resource, { id, meta }) => {
        const body = { currency_code: String(id) }
        const ended = await answerOf(
          api.POST('/core/v1/partner-sites/{id}/payment-provider/deauthorize', {
            ...byId(meta?.site_id),
            body,
          }),
        )
        return { data: { ...ended, id: ended.currency_code } }
      },
    } as Partial<DataProvider>,
    'terminal-country': {
      getList: async (_resource, { signal }) => {
        const { data } = await answerOf(api.GET('/core/v1/stripe/countries', { signal }))
        const rows = data.map((country) => ({ ...country, id: country.code }))
        return { data: rows, total: rows.length }
      },
    } as Partial<DataProvider>,
  }
}
