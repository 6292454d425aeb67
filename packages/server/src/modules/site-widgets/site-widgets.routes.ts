import { createRoute, z } from '@hono/zod-openapi'
import { siteWidgetInputSchema, siteWidgetRecordSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Partner site widgets']
const id = z.coerce.number().int().positive()
const siteParams = z.object({ id })
const widgetParams = z.object({ id, widgetId: id })
const input = siteWidgetInputSchema.meta({ id: 'SiteWidgetInput' })
const record = siteWidgetRecordSchema.meta({ id: 'SiteWidget' })
const list = z.object({ data: z.array(record), total: z.number().int() }).meta({ id: 'SiteWidgetList' })
const widgets = '/core/v1/partner-sites/{id}/widgets'
const refusals = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: { ...errorResponses[404], description: 'No such site or widget of the partner’s' },
}
const common = { tags, security: bearerSecurity }

export const listSiteWidgets = createRoute({
  ...common,
  method: 'get',
  path: widgets,
  operationId: 'listSiteWidgets',
  summary: 'The site’s widgets, oldest first, with their products’ names in APP-LOCALE',
  request: { params: siteParams },
  responses: { 200: jsonContent(list, 'The widgets'), ...refusals },
})

export const createSiteWidget = createRoute({
  ...common,
  method: 'post',
  path: widgets,
  operationId: 'createSiteWidget',
  summary: 'Add a widget; a product widget sells a product of the site’s catalogue',
  request: { params: siteParams, body: jsonBody(input) },
  responses: { 201: jsonContent(record, 'The new widget, with its uuid'), ...refusals },
})

export const getSiteWidget = createRoute({
  ...common,
  method: 'get',
  path: `${widgets}/{widgetId}`,
  operationId: 'getSiteWidget',
  summary: 'One widget of the site',
  request: { params: widgetParams },
  responses: { 200: jsonContent(record, 'The widget'), ...refusals },
})

export const updateSiteWidget = createRoute({
  ...common,
  method: 'put',
  path: `${widgets}/{widgetId}`,
  operationId: 'updateSiteWidget',
  summary: 'Replace the widget’s element and options; its uuid, which pasted code carries, stays',
  request: { params: widgetParams, body: jsonBody(input) },
  responses: { 200: jsonContent(record, 'The widget as saved'), ...refusals },
})

export const deleteSiteWidget = createRoute({
  ...common,
  method: 'delete',
  path: `${widgets}/{widgetId}`,
  operationId: 'deleteSiteWidget',
  summary: 'Delete the widget; code already pasted keeps working as an element without a widget id',
  request: { params: widgetParams },
  responses: { 204: { description: 'Deleted' }, ...refusals },
})
