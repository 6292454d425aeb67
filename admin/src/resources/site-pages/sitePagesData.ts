import type { ApiClient } from '@jaunt/api-client'
import type { SiteMenuInput, SitePageInput } from '@jaunt/domain'
import type { DataProvider, RaRecord } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

const site = (meta: { site_id?: unknown } | undefined) => ({
  params: { path: { id: Number(meta?.site_id) } },
})
const page = (meta: { site_id?: unknown } | undefined, pageId: unknown) => ({
  params: { path: { id: Number(meta?.site_id), pageId: Number(pageId) } },
})
const pageBody = ({ slug, title, description, sections }: SitePageInput) => ({
  slug,
  title,
  description: description ?? {},
  sections: sections ?? [],
})

/**
 * The Pages page's resources, each of one site (`meta.site_id`): `site-page` is a page of the
 * builder (update with `meta.call` 'publish' or 'unpublish' changes only its status); `site-menu`
 * is the site's whole menu, read and replaced at once (its id is the site's).
 */
export function sitePageOverrides(api: ApiClient): ResourceOverrides {
  const pages = '/core/v1/partner-sites/{id}/pages' as const
  const one = '/core/v1/partner-sites/{id}/pages/{pageId}' as const
  const menu = '/core/v1/partner-sites/{id}/menu' as const
  return {
    'site-page': {
      getList: async (_resource, { meta, signal }) => answerOf(api.GET(pages, { ...site(meta), signal })),
      getOne: async (_resource, { id, meta, signal }) => ({
        data: await answerOf(api.GET(one, { ...page(meta, id), signal })),
      }),
      create: async (_resource, { data, meta }) => ({
        data: await answerOf(api.POST(pages, { ...site(meta), body: pageBody(data as SitePageInput) })),
      }),
      update: async (_resource, { id, data, meta }) => {
        const call = meta?.call as 'publish' | 'unpublish' | undefined
        const answer = call
          ? api.PUT(`/core/v1/partner-sites/{id}/pages/{pageId}/${call}`, page(meta, id))
          : api.PUT(one, { ...page(meta, id), body: pageBody(data as SitePageInput) })
        return { data: await answerOf(answer) }
      },
      delete: async (_resource, { id, previousData, meta }) => {
        await answerOf(api.DELETE(one, page(meta, id)))
        return { data: previousData as RaRecord }
      },
    } as Partial<DataProvider>,
    'site-menu': {
      getOne: async (_resource, { id, signal }) => {
        const items = await answerOf(api.GET(menu, { ...site({ site_id: id }), signal }))
        return { data: { ...items, id } }
      },
      update: async (_resource, { id, data }) => {
        const { items } = data as SiteMenuInput
        const saved = await answerOf(api.PUT(menu, { ...site({ site_id: id }), body: { items } }))
        return { data: { ...saved, id } }
      },
    } as Partial<DataProvider>,
  }
}
