import { createRoute, z } from '@hono/zod-openapi'
import {
  siteMenuInputSchema,
  sitePageInputSchema,
  sitePageListSchema,
  sitePageRecordSchema,
  sitePageStatusSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Partner site pages']
const id = z.coerce.number().int().positive()
const siteParams = z.object({ id })
const pageParams = z.object({ id, pageId: id })
const input = sitePageInputSchema.meta({ id: 'SitePageInput' })
const record = sitePageRecordSchema.meta({ id: 'SitePageRecord' })
const menu = siteMenuInputSchema.meta({ id: 'SiteMenu' })
const pages = '/core/v1/partner-sites/{id}/pages'
const refusals = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: { ...errorResponses[404], description: 'No such site or page of the partner’s' },
}
const common = { tags, security: bearerSecurity }

export const listSitePages = createRoute({
  ...common,
  method: 'get',
  path: pages,
  operationId: 'listSitePages',
  summary: 'The site’s pages in menu order, with their status; status=2 lists the unpublished ones',
  request: {
    params: siteParams,
    query: z.object({ status: z.coerce.number().pipe(sitePageStatusSchema).optional() }),
  },
  responses: { 200: jsonContent(sitePageListSchema.meta({ id: 'SitePageList' }), 'The pages'), ...refusals },
})

export const createSitePage = createRoute({
  ...common,
  method: 'post',
  path: pages,
  operationId: 'createSitePage',
  summary: 'Create an unpublished page; its partner HTML is sanitised',
  request: { params: siteParams, body: jsonBody(input) },
  responses: { 201: jsonContent(record, 'The new page'), ...refusals },
})

export const getSitePage = createRoute({
  ...common,
  method: 'get',
  path: `${pages}/{pageId}`,
  operationId: 'getSitePage',
  summary: 'A page as the builder edits it: its draft, else what guests see',
  request: { params: pageParams },
  responses: { 200: jsonContent(record, 'The page'), ...refusals },
})

export const updateSitePage = createRoute({
  ...common,
  method: 'put',
  path: `${pages}/{pageId}`,
  operationId: 'updateSitePage',
  summary: 'Save the page; a published page keeps serving its published version and saves a draft',
  request: { params: pageParams, body: jsonBody(input) },
  responses: { 200: jsonContent(record, 'The page as saved'), ...refusals },
})

export const publishSitePage = createRoute({
  ...common,
  method: 'put',
  path: `${pages}/{pageId}/publish`,
  operationId: 'publishSitePage',
  summary: 'Publish the page: its draft becomes what guests see',
  request: { params: pageParams },
  responses: { 200: jsonContent(record, 'The published page'), ...refusals },
})

export const unpublishSitePage = createRoute({
  ...common,
  method: 'put',
  path: `${pages}/{pageId}/unpublish`,
  operationId: 'unpublishSitePage',
  summary: 'Hide the page from guests, keeping its content',
  request: { params: pageParams },
  responses: { 200: jsonContent(record, 'The unpublished page'), ...refusals },
})

export const deleteSitePage = createRoute({
  ...common,
  method: 'delete',
  path: `${pages}/{pageId}`,
  operationId: 'deleteSitePage',
  summary: 'Delete the page',
  request: { params: pageParams },
  responses: { 204: { description: 'Deleted' }, ...refusals },
})

export const getSiteMenu = createRoute({
  ...common,
  method: 'get',
  path: '/core/v1/partner-sites/{id}/menu',
  operationId: 'getSiteMenu',
  summary: 'The site’s menu items in order, in every language',
  request: { params: siteParams },
  responses: { 200: jsonContent(menu, 'The menu'), ...refusals },
})

export const updateSiteMenu = createRoute({
  ...common,
  method: 'put',
  path: '/core/v1/partner-sites/{id}/menu',
  operationId: 'updateSiteMenu',
  summary: 'Replace the menu: its items in the order given',
  request: { params: siteParams, body: jsonBody(menu) },
  responses: { 200: jsonContent(menu, 'The menu as saved'), ...refusals },
})
