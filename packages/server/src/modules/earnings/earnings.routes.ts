import { createRoute, z } from '@hono/zod-openapi'
import {
  EARNING_SORT_FIELDS,
  earningDetailSchema,
  earningListFilterSchema,
  earningRowSchema,
  earningStatusInputSchema,
  type EarningKind,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { jsonParam, simpleRestQuery } from '../../lib/simple-rest.js'
import { EARNING_EXPORT_TYPES } from './earning-export.js'

const tags = ['Earnings']
const security = bearerSecurity
const denials = { 401: errorResponses[401], 403: errorResponses[403] }

const EarningRow = earningRowSchema.meta({ id: 'EarningRow' })
const EarningDetail = earningDetailSchema.meta({ id: 'EarningDetail' })
const EarningStatusInput = earningStatusInputSchema.meta({ id: 'EarningStatusInput' })
const idParams = z.object({ id: z.string().min(1).max(40).openapi({ example: '12-2026-11-EUR' }) })
const examples = { filter: '{"month":"2026-11","status":1,"currency_code":"EUR"}', sort: '["month","DESC"]' }
const file = z.string().openapi({ format: 'binary' })

const WORDS: Record<EarningKind, { base: string; op: string; whose: string }> = {
  supplier: {
    base: '/core/v1/supplier-earnings',
    op: 'SupplierEarning',
    whose: "what each supplier is owed for their products' bookings (gross − refunds − commission)",
  },
  partner: {
    base: '/core/v1/partner-earnings',
    op: 'PartnerEarning',
    whose: "each partner's share of the commission on their sites' bookings",
  },
}

/** The same five calls for supplier and partner earnings: list, export, detail, status. */
export function earningRoutes(kind: EarningKind) {
  const { base, op, whose } = WORDS[kind]
  return {
    list: createRoute({
      method: 'get',
      path: base,
      operationId: `list${op}s`,
      tags,
      security,
      summary: `Earnings by month and currency: ${whose}. The caller's own; an admin's all. Total in Content-Range`,
      request: { query: simpleRestQuery(earningListFilterSchema, EARNING_SORT_FIELDS, examples) },
      responses: {
        200: {
          ...jsonContent(z.array(EarningRow), 'One page of earnings'),
          headers: z.object({ 'Content-Range': z.string().openapi({ example: `${kind}-earnings 0-24/31` }) }),
        },
        400: errorResponses[400],
        ...denials,
      },
    }),
    exportFile: createRoute({
      method: 'get',
      path: `${base}/export`,
      operationId: `export${op}s`,
      tags,
      security,
      summary: 'Every earning the list shows under the same filters, as XLSX or CSV',
      request: {
        query: z.object({
          format: z.enum(['xlsx', 'csv']).default('xlsx'),
          filter: jsonParam(earningListFilterSchema, examples.filter),
        }),
      },
      responses: {
        200: {
          content: { [EARNING_EXPORT_TYPES.xlsx]: { schema: file }, 'text/csv': { schema: file } },
          description: 'The file',
        },
        400: errorResponses[400],
        ...denials,
      },
    }),
    detail: createRoute({
      method: 'get',
      path: `${base}/{id}`,
      operationId: `get${op}`,
      tags,
      security,
      summary:
        'One earning with its bookings (gross, refunds, commission, net of each) and its status history',
      request: { params: idParams },
      responses: { 200: jsonContent(EarningDetail, 'The earning'), ...denials, 404: errorResponses[404] },
    }),
    status: createRoute({
      method: 'put',
      path: `${base}/{id}/update-status`,
      operationId: `update${op}Status`,
      tags,
      security,
      summary: 'An admin moves the earning on: pending → approved → paid (approved may go back to pending)',
      request: { params: idParams, body: jsonBody(EarningStatusInput) },
      responses: {
        200: jsonContent(EarningDetail, 'The earning, with its new status'),
        400: errorResponses[400],
        ...denials,
        404: errorResponses[404],
        409: { ...errorResponses[409], description: 'Not a move the earning can make now' },
      },
    }),
  }
}
