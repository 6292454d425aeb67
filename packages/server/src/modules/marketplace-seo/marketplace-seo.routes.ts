import { createRoute, z } from '@hono/zod-openapi'
import { SEO_PAGE_KEYS, seoPageInputSchema, seoPageRecordSchema, siteSitemapSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Marketplace SEO']
const security = bearerSecurity
const denials = { 401: errorResponses[401], 403: errorResponses[403] }
const params = z.object({ id: z.enum(SEO_PAGE_KEYS) })
const SeoPage = seoPageRecordSchema.meta({ id: 'SeoPage' })

export const listSeoPages = createRoute({
  method: 'get',
  path: '/core/v1/admin/seo-pages',
  operationId: 'listSeoPages',
  tags,
  security,
  summary: 'The hosted sites’ pages whose title, description and indexing the marketplace sets',
  responses: {
    200: {
      ...jsonContent(z.array(SeoPage), 'Every page of the tool'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'seo-pages 0-4/5' }) }),
    },
    ...denials,
  },
})

export const getSeoPage = createRoute({
  method: 'get',
  path: '/core/v1/admin/seo-pages/{id}',
  operationId: 'getSeoPage',
  tags,
  security,
  summary: 'One page’s SEO texts per language and whether search engines list it',
  request: { params },
  responses: { 200: jsonContent(SeoPage, 'The page'), 400: errorResponses[400], ...denials },
})

export const updateSeoPage = createRoute({
  method: 'put',
  path: '/core/v1/admin/seo-pages/{id}',
  operationId: 'updateSeoPage',
  tags,
  security,
  summary: 'Sets a page’s SEO texts and indexing on every hosted site',
  request: { params, body: jsonBody(seoPageInputSchema.meta({ id: 'SeoPageInput' })) },
  responses: { 200: jsonContent(SeoPage, 'The page as saved'), 400: errorResponses[400], ...denials },
})

export const listSitemaps = createRoute({
  method: 'get',
  path: '/core/v1/admin/sitemaps',
  operationId: 'listSitemaps',
  tags,
  security,
  summary: 'Every public hosted site’s sitemap: its address, what it lists and when that last changed',
  responses: {
    200: {
      ...jsonContent(z.array(siteSitemapSchema.meta({ id: 'SiteSitemap' })), 'One sitemap per site'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'sitemaps 0-2/3' }) }),
    },
    ...denials,
  },
})
