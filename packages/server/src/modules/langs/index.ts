import { createRoute, z } from '@hono/zod-openapi'
import { LOCALES, DEFAULT_LOCALE, languageSchema, type Language, type SiteSettings } from '@jaunt/domain'
import { createRouter, errorResponses, jsonContent } from '../../lib/router.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { findPublicSiteById } from '../partner-sites/partner-sites.service.js'

const langsRoute = (base: '/core/public' | '/core/v1') =>
  createRoute({
    method: 'get',
    path: `${base}/langs`,
    tags: ['Languages'],
    summary: 'The languages of a site (enabled ones, primary first-class), or all product languages',
    request: { query: z.object({ site_id: z.coerce.number().int().positive().optional() }) },
    responses: {
      200: jsonContent(z.array(languageSchema), 'The languages'),
      400: errorResponses[400],
      404: errorResponses[404],
    },
  })

const publicLangs = langsRoute('/core/public')
const panelLangs = langsRoute('/core/v1')

const langs: AppRouteHandler<typeof publicLangs> = async (c) => {
  const { site_id } = c.req.valid('query')
  if (site_id === undefined) {
    return c.json(
      LOCALES.map((code): Language => ({ code, is_primary: code === DEFAULT_LOCALE })),
      200,
    )
  }
  const site = await findPublicSiteById(c.get('db'), site_id)
  const { language } = site.general_settings as SiteSettings['general_settings']
  return c.json(
    language.enabled_language.map((code): Language => ({
      code,
      is_primary: code === language.primary_language,
    })),
    200,
  )
}

export const langsRouter = createRouter().openapi(publicLangs, langs).openapi(panelLangs, langs)
