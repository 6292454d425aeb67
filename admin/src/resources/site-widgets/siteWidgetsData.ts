import type { ApiClient } from '@jaunt/api-client'
import type { SiteWidgetValues } from '@jaunt/domain'
import type { DataProvider, RaRecord } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

/** `site-widget`: a widget of one site (`meta.site_id`), at `/partner-sites/{site}/widgets`. */
export function siteWidgetOverrides(api: ApiClient): ResourceOverrides {
  const site = (meta: { site_id?: unknown } | undefined) => ({ id: Number(meta?.site_id) })
  const widget = (meta: { site_id?: unknown } | undefined, id: unknown) => ({
    params: { path: { ...site(meta), widgetId: Number(id) } },
  })
  const one = '/core/v1/partner-sites/{id}/widgets/{widgetId}' as const
  // The record's read-only fields are not part of what is saved; the form validated the rest.
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
    return input as SiteWidgetValues
  }
  return {
    'site-widget': {
      getList: async (_resource, { meta, signal }) =>
        answerOf(api.GET('/core/v1/partner-sites/{id}/widgets', { params: { path: site(meta) }, signal })),
      getOne: async (_resource, { id, meta, signal }) => ({
        data: await answerOf(api.GET(one, { ...widget(meta, id), signal })),
      }),
      create: async (_resource, { data, meta }) => ({
        data: await answerOf(
          api.POST('/core/v1/partner-sites/{id}/widgets', {
            params: { path: site(meta) },
            body: body(data as Record<string, unknown>),
          }),
        ),
      }),
      update: async (_resource, { id, data, meta }) => ({
        data: await answerOf(
          api.PUT(one, { ...widget(meta, id), body: body(data as Record<string, unknown>) }),
        ),
      }),
      delete: async (_resource, { id, previousData, meta }) => {
        await answerOf(api.DELETE(one, widget(meta, id)))
        return { data: previousData as RaRecord }
      },
    } as Partial<DataProvider>,
  }
}
