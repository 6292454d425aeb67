import { z } from '@hono/zod-openapi'

/** The site a product page is shown on: its default language is the content's second choice. */
export const contentSiteQuery = z.object({ site_id: z.coerce.number().int().positive().optional() })
