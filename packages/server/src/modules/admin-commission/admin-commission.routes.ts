import { createRoute, z } from '@hono/zod-openapi'
import {
  categoryCommissionInputSchema,
  commissionSettingsSchema,
  partnerShareInputSchema,
  partnerShareRecordSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'
import { ServiceCategory } from '../admin-categories/admin-categories.routes.js'

const tags = ['Commission']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const CommissionSettings = commissionSettingsSchema.meta({ id: 'CommissionSettings' })
const CategoryCommissionInput = categoryCommissionInputSchema.meta({ id: 'CategoryCommissionInput' })
const PartnerShareInput = partnerShareInputSchema.meta({ id: 'PartnerShareInput' })
const PartnerShare = partnerShareRecordSchema.meta({ id: 'PartnerShare' })

export const getCommissionSettings = createRoute({
  method: 'get',
  path: '/core/v1/admin/commission',
  operationId: 'getCommissionSettings',
  tags,
  security,
  summary: "The marketplace's default commission, taken when none of a product's categories sets one",
  responses: { 200: jsonContent(CommissionSettings, 'The commission settings'), ...failures },
})

export const updateCommissionSettings = createRoute({
  method: 'put',
  path: '/core/v1/admin/commission',
  operationId: 'updateCommissionSettings',
  tags,
  security,
  summary: 'Changes the default commission for bookings from now on; booked ones keep their split',
  request: { body: jsonBody(CommissionSettings) },
  responses: { 200: jsonContent(CommissionSettings, 'The commission settings as stored'), ...failures },
})

const shareQuery = simpleRestQuery(z.object({ q: z.string().max(200).optional() }), ['name'] as const, {
  filter: '{"q":"fjord"}',
  sort: '["name","ASC"]',
})

export const listPartnerShares = createRoute({
  method: 'get',
  path: '/core/v1/admin/commission/partner-shares',
  operationId: 'listPartnerShares',
  tags,
  security,
  summary: 'Every partner site with its owner and its share of the commission on what it sells',
  request: { query: shareQuery },
  responses: {
    200: {
      ...jsonContent(z.array(PartnerShare), 'One page of partner sites, by name'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'partner-shares 0-24/3' }) }),
    },
    ...failures,
  },
})

export const getPartnerShare = createRoute({
  method: 'get',
  path: '/core/v1/admin/commission/partner-shares/{id}',
  operationId: 'getPartnerShare',
  tags,
  security,
  summary: "One partner site's share of the commission",
  request: { params: idParams },
  responses: { 200: jsonContent(PartnerShare, 'The site and its share'), ...failures },
})

export const updatePartnerShare = createRoute({
  method: 'put',
  path: '/core/v1/admin/commission/partner-shares/{id}',
  operationId: 'updatePartnerShare',
  tags,
  security,
  summary: "Changes a partner site's share for its bookings from now on",
  request: { params: idParams, body: jsonBody(PartnerShareInput) },
  responses: { 200: jsonContent(PartnerShare, 'The site and its share as stored'), ...failures },
})

const categoryQuery = simpleRestQuery(z.object({}), ['tree'] as const, {
  filter: '{}',
  sort: '["tree","ASC"]',
})

export const listCategoryCommissions = createRoute({
  method: 'get',
  path: '/core/v1/commission-categories',
  operationId: 'listCategoryCommissions',
  tags,
  security,
  summary: 'The category tree with each category’s own commission and the one its products pay',
  request: { query: categoryQuery },
  responses: {
    200: {
      ...jsonContent(z.array(ServiceCategory), 'The categories in tree order'),
      headers: z.object({
        'Content-Range': z.string().openapi({ example: 'commission-categories 0-24/12' }),
      }),
    },
    ...failures,
  },
})

export const getCategoryCommission = createRoute({
  method: 'get',
  path: '/core/v1/commission-categories/{id}',
  operationId: 'getCategoryCommission',
  tags,
  security,
  summary: 'One category with its own and its effective commission',
  request: { params: idParams },
  responses: { 200: jsonContent(ServiceCategory, 'The category'), ...failures },
})

export const updateCategoryCommission = createRoute({
  method: 'put',
  path: '/core/v1/commission-categories/{id}',
  operationId: 'updateCategoryCommission',
  tags,
  security,
  summary: "Sets a category's commission (0–100), or clears it to take its parent's, then the default",
  request: { params: idParams, body: jsonBody(CategoryCommissionInput) },
  responses: { 200: jsonContent(ServiceCategory, 'The category as stored'), ...failures },
})
