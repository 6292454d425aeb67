import { createRoute, z } from '@hono/zod-openapi'
import { createRouter, errorResponses, jsonContent } from '../../lib/router.js'
import { sanitisePartnerHtml } from '../site-pages/partner-html.js'
import { currentLegalText, currentTerms } from './legal-texts.service.js'

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

const legalText = createRoute({
  method: 'get',
  path: '/core/public/legal-texts/{kind}',
  tags: ['Legal texts'],
  summary:
    'The marketplace’s current privacy policy, guests’ booking terms (terms-of-use) or partner terms, in APP-LOCALE',
  request: {
    params: z.object({ kind: z.enum(['privacy-policy', 'terms-of-use', 'terms-and-conditions']) }),
    query: z.object({
      country_code: z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'country_code must be a two-letter country code')
        .optional(),
    }),
  },
  responses: {
    200: jsonContent(termsSchema, 'The current text'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
})

export const legalTextsRouter = createRouter()
  .openapi(terms, async (c) => {
    const text = await currentTerms(c.get('db'), c.req.valid('param').countryCode)
    return c.json({ ...text, published_at: text.published_at.toISOString() }, 200)
  })
  .openapi(legalText, async (c) => {
    const { kind } = c.req.valid('param')
    const countryCode = c.req.valid('query').country_code ?? null
    const text = await currentLegalText(c.get('db'), kind, countryCode, c.get('locale'))
    // Guests' pages show this HTML as it comes: it is cleaned here like partner pages' HTML.
    const content_html = sanitisePartnerHtml(text.content_html)
    return c.json({ ...text, content_html, published_at: text.published_at.toISOString() }, 200)
  })
