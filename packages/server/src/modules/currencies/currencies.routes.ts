import { createRoute, z } from '@hono/zod-openapi'
import {
  currencyInputSchema,
  currencyRecordSchema,
  currencyStatusSchema,
  offeredCurrencySchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'
import { CURRENCY_SORT_FIELDS } from './currencies.service.js'

const tags = ['Currencies']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
}
const codeParams = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .openapi({ param: { name: 'code', in: 'path' }, example: 'NOK' }),
})
const Currency = currencyRecordSchema.meta({ id: 'Currency' })
const OfferedCurrency = offeredCurrencySchema.meta({ id: 'OfferedCurrency' })
const CurrencyInput = currencyInputSchema.meta({ id: 'CurrencyInput' })
const CurrencyStatus = currencyStatusSchema.meta({ id: 'CurrencyStatus' })

const listQuery = simpleRestQuery(z.object({}), CURRENCY_SORT_FIELDS, {
  filter: '{}',
  sort: '["code","ASC"]',
})

export const listOfferedCurrencies = createRoute({
  method: 'get',
  path: '/core/v1/currencies',
  operationId: 'listOfferedCurrencies',
  tags,
  security,
  summary: 'The currencies new prices may be set in, with their names in English and in APP-LOCALE',
  responses: {
    200: jsonContent(z.object({ data: z.array(OfferedCurrency) }), 'The enabled currencies'),
    401: errorResponses[401],
  },
})

export const listCurrencies = createRoute({
  method: 'get',
  path: '/core/v1/admin/currencies',
  operationId: 'listCurrencies',
  tags,
  security,
  summary: 'Every currency on the marketplace list, enabled or not, with how many products use each (admins)',
  request: { query: listQuery },
  responses: {
    200: {
      ...jsonContent(z.array(Currency), 'One page of currencies'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'currencies 0-6/7' }) }),
    },
    ...failures,
  },
})

export const getCurrency = createRoute({
  method: 'get',
  path: '/core/v1/admin/currencies/{code}',
  operationId: 'getCurrency',
  tags,
  security,
  summary: 'One currency on the list',
  request: { params: codeParams },
  responses: { 200: jsonContent(Currency, 'The currency'), ...failures, 404: errorResponses[404] },
})

export const addCurrency = createRoute({
  method: 'post',
  path: '/core/v1/admin/currencies',
  operationId: 'addCurrency',
  tags,
  security,
  summary: 'Adds an ISO 4217 currency the marketplace sells in, enabled',
  request: { body: jsonBody(CurrencyInput) },
  responses: { 201: jsonContent(Currency, 'The currency as stored'), ...failures, 409: errorResponses[409] },
})

export const updateCurrency = createRoute({
  method: 'put',
  path: '/core/v1/admin/currencies/{code}',
  operationId: 'updateCurrency',
  tags,
  security,
  summary: 'Enables or disables a currency; products priced in a disabled one keep their prices',
  request: { params: codeParams, body: jsonBody(CurrencyStatus) },
  responses: { 200: jsonContent(Currency, 'The currency as stored'), ...failures, 404: errorResponses[404] },
})
