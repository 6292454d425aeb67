import type { Site } from '@jaunt/domain'
import type { AppRouteHandler } from '../../lib/types.js'
import type * as embedRoutes from './embed-settings.routes.js'
import { readEmbedSettings, saveAllowedOrigins } from './embed-settings.service.js'
import type * as routes from './partner-sites.routes.js'
import * as service from './partner-sites.service.js'
import { toSite } from './site-mapping.js'

/** A partner's scripts run only on their own hosted site, never where the widget is embedded. */
const withoutScripts = (site: Site): Site => ({
  ...site,
  site_settings: { ...site.site_settings, script_settings: { head_scripts: '', footer_scripts: '' } },
})

export const publicSiteByHost: AppRouteHandler<typeof routes.publicSiteByHost> = async (c) => {
  const { url } = c.req.valid('query')
  const appHost = c.get('config').APP_HOST
  return c.json(
    withoutScripts(toSite(await service.findPublicSiteByHost(c.get('db'), url, appHost), appHost)),
    200,
  )
}

export const publicSiteById: AppRouteHandler<typeof routes.publicSiteById> = async (c) => {
  const site = await service.findPublicSiteById(c.get('db'), c.req.valid('param').id)
  return c.json(withoutScripts(toSite(site, c.get('config').APP_HOST)), 200)
}

export const siteById: AppRouteHandler<typeof routes.siteById> = async (c) => {
  const { id } = c.req.valid('param')
  const site = await service.getSiteForUser(c.get('db'), c.get('user'), id)
  return c.json(toSite(site, c.get('config').APP_HOST), 200)
}

export const siteList: AppRouteHandler<typeof routes.siteList> = async (c) => {
  const { item_per_page, left_off } = c.req.valid('query')
  const rows = await service.listSitesForUser(c.get('db'), c.get('user'), item_per_page, left_off)
  const sites = rows.map((row) => toSite(row, c.get('config').APP_HOST))
  return c.json({ data: { data: sites, total: sites.length } }, 200)
}

export const embedSettings: AppRouteHandler<typeof embedRoutes.embedSettings> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await readEmbedSettings(c.get('db'), c.get('user'), id, c.get('config').APP_HOST), 200)
}

export const updateEmbedSettings: AppRouteHandler<typeof embedRoutes.updateEmbedSettings> = async (c) => {
  const { id } = c.req.valid('param')
  const { allowed_origins } = c.req.valid('json')
  const appHost = c.get('config').APP_HOST
  return c.json(await saveAllowedOrigins(c.get('db'), c.get('user'), id, allowed_origins, appHost), 200)
}
