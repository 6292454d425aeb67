import { createRoute, z } from '@hono/zod-openapi'
import {
  legalTextCorrectionSchema,
  legalTextFilterSchema,
  legalTextInputSchema,
  legalTextRecordSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'
import { LEGAL_TEXT_SORT_FIELDS } from './admin-legal-texts.service.js'

const tags = ['Legal texts']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const LegalTextInput = legalTextInputSchema.meta({ id: 'LegalTextInput' })
const LegalTextCorrection = legalTextCorrectionSchema.meta({ id: 'LegalTextCorrection' })
const LegalText = legalTextRecordSchema.meta({ id: 'LegalText' })

const listQuery = simpleRestQuery(legalTextFilterSchema, LEGAL_TEXT_SORT_FIELDS, {
  filter: '{"kind":"terms-and-conditions","country_code":"-"}',
  sort: '["published_at","DESC"]',
})

export const listLegalTexts = createRoute({
  method: 'get',
  path: '/core/v1/user/terms-and-condition',
  operationId: 'listLegalTexts',
  tags,
  security,
  summary: 'Every version of the legal texts, one page of them (admins); the total is in Content-Range',
  request: { query: listQuery },
  responses: {
    200: {
      ...jsonContent(z.array(LegalText), 'One page of versions'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'legal-text 0-24/6' }) }),
    },
    ...failures,
  },
})

export const getLegalText = createRoute({
  method: 'get',
  path: '/core/v1/user/terms-and-condition/{id}',
  operationId: 'getLegalText',
  tags,
  security,
  summary: 'One version of a legal text',
  request: { params: idParams },
  responses: { 200: jsonContent(LegalText, 'The version'), ...failures },
})

export const publishLegalText = createRoute({
  method: 'post',
  path: '/core/v1/user/terms-and-condition',
  operationId: 'publishLegalText',
  tags,
  security,
  summary:
    'Publishes the next version of a text for a country (or all) and a language; new partner terms are accepted again',
  request: { body: jsonBody(LegalTextInput) },
  responses: { 201: jsonContent(LegalText, 'The version as published'), ...failures },
})

export const correctLegalText = createRoute({
  method: 'put',
  path: '/core/v1/user/terms-and-condition/{id}',
  operationId: 'correctLegalText',
  tags,
  security,
  summary: 'Corrects the title and text of a published version in place, asking nobody to accept again',
  request: { params: idParams, body: jsonBody(LegalTextCorrection) },
  responses: { 200: jsonContent(LegalText, 'The version as corrected'), ...failures },
})
