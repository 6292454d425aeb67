import { createRoute, z } from '@hono/zod-openapi'
import { createRouter, errorResponses, jsonContent } from '../../lib/router.js'
import { currentTerms } from './legal-texts.service.js'

const termsSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  country_code: z.string().nullable(),
  title: z.string(),
  content_html: z.string(),
  published_at: z.string(),
})

const terms = createRoute({
  method: 'get',
  path: '/core/public/user/terms-and-condition/{countryCode}',
  tags: ['Legal texts'],
  summary: 'The terms and conditions partners and suppliers accept, for a country (or the general ones)',
  request: {
    params: z.object({ countryCode: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code') }),
  },
  responses: {
    200: jsonContent(termsSchema, 'The current terms'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
})

export const legalTextsRouter = createRouter().openapi(terms, async (c) => {
  const text = await currentTerms(c.get('db'), c.req.valid('param').countryCode)
  return c.json({ ...text, published_at: text.published_at.toISOString() }, 200)
})
