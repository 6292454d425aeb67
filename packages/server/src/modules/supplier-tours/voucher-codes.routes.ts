import { createRoute, z } from '@hono/zod-openapi'
import {
  voucherCodeCountsSchema,
  voucherCodeListFilterSchema,
  voucherCodeRecordSchema,
  voucherImportResultSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonContent } from '../../lib/router.js'
import { VOUCHER_SORT_FIELDS } from './voucher-codes.service.js'

const tags = ['Supplier activities']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const base = '/core/v1/tour-voucher-codes'
const ticketQuery = z.object({ ticket_id: z.coerce.number().int().positive() })
const VoucherCodeRecord = voucherCodeRecordSchema.meta({ id: 'VoucherCodeRecord' })
const VoucherCodeCounts = voucherCodeCountsSchema.meta({ id: 'VoucherCodeCounts' })
const VoucherImportResult = voucherImportResultSchema.meta({ id: 'VoucherImportResult' })
const VoucherCodeListFilter = voucherCodeListFilterSchema.meta({ id: 'VoucherCodeListFilter' })

// react-admin's simple-rest list sends its filter, range and sort as JSON in the query string.
const jsonParam = <T extends z.ZodType>(schema: T, example: string) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' })
        return z.NEVER
      }
    })
    .pipe(schema)
    .openapi({ type: 'string', example })

export const listCodes = createRoute({
  method: 'get',
  path: base,
  operationId: 'listVoucherCodes',
  tags,
  security,
  summary: "One page of a ticket's voucher codes, used or unused; the total is in Content-Range",
  request: {
    query: z.object({
      filter: jsonParam(VoucherCodeListFilter, '{"ticket_id":12,"used":false}'),
      range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]), '[0,24]')
        .refine((range) => range[1] >= range[0] && range[1] - range[0] < 500, {
          message: 'must be [first, last] with at most 500 rows',
        })
        .optional(),
      sort: jsonParam(
        z.tuple([z.enum(VOUCHER_SORT_FIELDS), z.enum(['ASC', 'DESC'])]),
        '["id","ASC"]',
      ).optional(),
    }),
  },
  responses: {
    200: {
      ...jsonContent(z.array(VoucherCodeRecord), 'One page of codes'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'tour-voucher-codes 0-24/50' }) }),
    },
    ...failures,
  },
})

export const countCodes = createRoute({
  method: 'get',
  path: `${base}/counts`,
  operationId: 'countVoucherCodes',
  tags,
  security,
  summary: 'How many codes a ticket holds, used and unused',
  request: { query: ticketQuery },
  responses: { 200: jsonContent(VoucherCodeCounts, 'The counts'), ...failures },
})

export const importCodes = createRoute({
  method: 'post',
  path: `${base}/import`,
  operationId: 'importVoucherCodes',
  tags,
  security,
  summary: 'Loads a CSV file of codes (`code`, optional `valid_until`); bad rows are answered by line',
  request: {
    query: ticketQuery,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z.any().openapi({ type: 'string', format: 'binary', description: 'A CSV file' }),
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(VoucherImportResult, 'What was loaded, and each skipped row with its line'),
    ...failures,
    413: jsonContent(errorResponses[413].content['application/json'].schema, 'The file is too large'),
  },
})

export const clearCodes = createRoute({
  method: 'delete',
  path: base,
  operationId: 'clearVoucherCodes',
  tags,
  security,
  summary: "Deletes a ticket's unused codes; codes given to bookings stay",
  request: { query: ticketQuery },
  responses: {
    200: jsonContent(
      z
        .object({ ticket_id: z.number().int(), deleted: z.number().int() })
        .meta({ id: 'VoucherCodesCleared' }),
      'How many codes were deleted',
    ),
    ...failures,
  },
})

export const deleteCode = createRoute({
  method: 'delete',
  path: `${base}/{id}`,
  operationId: 'deleteVoucherCode',
  tags,
  security,
  summary: 'Deletes one unused code; a code given to a booking stays (409)',
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    200: jsonContent(z.object({ id: z.number().int() }), 'The deleted code’s id'),
    ...failures,
    409: errorResponses[409],
  },
})
