import { createRoute, z } from '@hono/zod-openapi'
import { menuItemsResponseSchema, SLUG_PATTERN, sitePageSchema } from '@jaunt/domain'
import { errorResponses, jsonContent } from '../../lib/router.js'

const tags = ['Partner sites']
const siteParam = z.object({ id: z.coerce.number().int().positive() })

export const publicPage = createRoute({
  method: 'get',
  path: '/core/public/partner-sites/{id}/pages',
  tags,
  summary: 'A published page of the site by page_id or slug (neither: the index page), in APP-LOCALE',
  request: {
    params: siteParam,
    query: z.object({
      page_id: z.coerce.number().int().positive().optional(),
      slug: z
        .string()
        .regex(SLUG_PATTERN, 'slug must be lower-case letters, digits and dashes')
        .max(80)
        .optional(),
    }),
  },
  responses: {
    200: jsonContent(sitePageSchema, 'The page, its sections and sanitised HTML in the asked language'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
})

export const publicMenuItems = createRoute({
  method: 'get',
  path: '/core/public/partner-sites/{id}/menu-items',
  tags,
  summary: 'The site’s menu in APP-LOCALE; links to its pages start with url_prefix (such as /en)',
  request: {
    params: siteParam,
    query: z.object({
      url_prefix: z
        .string()
        .regex(/^(\/[A-Za-z0-9_-]+)*$/, 'url_prefix must be a path such as /en, without a trailing slash')
        .max(100)
        .default(''),
    }),
  },
  responses: {
    200: jsonContent(menuItemsResponseSchema, 'The menu items, in data'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
})
