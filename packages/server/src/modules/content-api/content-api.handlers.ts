import { CONTENT_TOKEN_MESSAGES } from '@jaunt/domain'
import type { Context } from 'hono'
import { unauthenticated } from '../../lib/errors.js'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import { contentLanguages } from '../catalogue/translate.js'
import { searchCatalogue } from '../search/search.service.js'
import { menuItems, publishedPage, sitePageSlugs } from '../site-pages/site-pages.service.js'
import type * as routes from './content-api.routes.js'
import { siteOfToken } from './content-tokens.service.js'

/** The site of the call's `Authorization: Bearer jct_…`; anything else is a 401. */
async function tokenSite(c: Context<AppEnv>) {
  const token = c.req.header('Authorization')?.match(/^Bearer (\S+)$/)?.[1]
  const siteId = token ? await siteOfToken(c.get('db'), token) : null
  if (siteId === null) throw unauthenticated(CONTENT_TOKEN_MESSAGES.tokenRefused)
  return siteId
}

export const contentPages: AppRouteHandler<typeof routes.contentPages> = async (c) => {
  const pages = await sitePageSlugs(c.get('db'), await tokenSite(c))
  return c.json(
    { data: pages.map((page) => ({ ...page, updated_at: new Date(page.updated_at).toISOString() })) },
    200,
  )
}

export const contentPage: AppRouteHandler<typeof routes.contentPage> = async (c) => {
  const siteId = await tokenSite(c)
  const page = await publishedPage(c.get('db'), siteId, { slug: c.req.valid('param').slug }, c.get('locale'))
  return c.json(page, 200)
}

export const contentMenu: AppRouteHandler<typeof routes.contentMenu> = async (c) => {
  const siteId = await tokenSite(c)
  return c.json({ data: await menuItems(c.get('db'), siteId, '', c.get('locale')) }, 200)
}

export const contentProducts: AppRouteHandler<typeof routes.contentProducts> = async (c) => {
  const site_id = await tokenSite(c)
  const { query, service_type, page } = c.req.valid('query')
  const languages = await contentLanguages(c.get('readDb'), c.get('locale'), site_id)
  const search = { site_id, query, serviceType: service_type ?? null, page }
  return c.json(await searchCatalogue(c.get('readDb'), search, languages), 200)
}
