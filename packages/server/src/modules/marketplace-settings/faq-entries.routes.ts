import { createRoute, z } from '@hono/zod-openapi'
import { faqEntryInputSchema, faqEntryRecordSchema, publicFaqEntrySchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'
import { FAQ_SORT_FIELDS } from './faq-entries.service.js'

const tags = ['FAQ']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const FaqEntryInput = faqEntryInputSchema.meta({ id: 'FaqEntryInput' })
const FaqEntry = faqEntryRecordSchema.meta({ id: 'FaqEntry' })

const listQuery = simpleRestQuery(z.object({}), FAQ_SORT_FIELDS, { filter: '{}', sort: '["position","ASC"]' })

export const listFaqEntries = createRoute({
  method: 'get',
  path: '/core/v1/admin/faq-entries',
  operationId: 'listFaqEntries',
  tags,
  security,
  summary: 'Admins: the FAQ, published or not, in their order; total in Content-Range',
  request: { query: listQuery },
  responses: {
    200: {
      ...jsonContent(z.array(FaqEntry), 'One page of questions'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'faq-entries 0-24/3' }) }),
    },
    ...failures,
  },
})

export const getFaqEntry = createRoute({
  method: 'get',
  path: '/core/v1/admin/faq-entries/{id}',
  operationId: 'getFaqEntry',
  tags,
  security,
  summary: 'One question with its answer in every language',
  request: { params: idParams },
  responses: { 200: jsonContent(FaqEntry, 'The question'), ...failures },
})

export const createFaqEntry = createRoute({
  method: 'post',
  path: '/core/v1/admin/faq-entries',
  operationId: 'createFaqEntry',
  tags,
  security,
  summary: 'Adds a question to the FAQ guests read',
  request: { body: jsonBody(FaqEntryInput) },
  responses: { 201: jsonContent(FaqEntry, 'The question as stored'), ...failures },
})

export const updateFaqEntry = createRoute({
  method: 'put',
  path: '/core/v1/admin/faq-entries/{id}',
  operationId: 'updateFaqEntry',
  tags,
  security,
  summary: 'Rewrites, reorders, publishes or hides a question',
  request: { params: idParams, body: jsonBody(FaqEntryInput) },
  responses: { 200: jsonContent(FaqEntry, 'The question as stored'), ...failures },
})

export const deleteFaqEntry = createRoute({
  method: 'delete',
  path: '/core/v1/admin/faq-entries/{id}',
  operationId: 'deleteFaqEntry',
  tags,
  security,
  summary: 'Removes a question',
  request: { params: idParams },
  responses: { 200: jsonContent(FaqEntry, 'The question as it was'), ...failures },
})

export const publicFaq = createRoute({
  method: 'get',
  path: '/core/public/faq',
  operationId: 'getPublicFaq',
  tags,
  summary: 'The published questions in the request’s language (APP-LOCALE), English where none',
  responses: {
    200: jsonContent(
      z.object({ data: z.array(publicFaqEntrySchema.meta({ id: 'PublicFaqEntry' })) }),
      'The FAQ',
    ),
  },
})
