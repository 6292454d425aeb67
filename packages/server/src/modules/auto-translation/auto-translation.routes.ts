import { createRoute, z } from '@hono/zod-openapi'
import {
  autoTranslationInputSchema,
  autoTranslationPreviewSchema,
  autoTranslationRunDetailSchema,
  autoTranslationRunFilterSchema,
  autoTranslationRunSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'
import { RUN_SORT_FIELDS } from './auto-translation.service.js'

const common = { tags: ['Auto-translation'], security: bearerSecurity }
const refusals = { 401: errorResponses[401], 403: errorResponses[403] }
const Input = autoTranslationInputSchema.meta({ id: 'AutoTranslationInput' })
const Preview = autoTranslationPreviewSchema.meta({ id: 'AutoTranslationPreview' })
const Run = autoTranslationRunSchema.meta({ id: 'AutoTranslationRun' })
const RunDetail = autoTranslationRunDetailSchema.meta({ id: 'AutoTranslationRunDetail' })
const base = '/core/v1/tools/auto-translation'

export const previewAutoTranslation = createRoute({
  ...common,
  method: 'post',
  path: `${base}/preview`,
  operationId: 'previewAutoTranslation',
  summary: 'Admins: how many products and texts a run would translate, per target language',
  request: { body: jsonBody(Input) },
  responses: { 200: jsonContent(Preview, 'The counts'), 400: errorResponses[400], ...refusals },
})

export const startAutoTranslation = createRoute({
  ...common,
  method: 'post',
  path: `${base}/runs`,
  operationId: 'startAutoTranslation',
  summary: 'Admins: start machine-translating product texts in the background',
  request: { body: jsonBody(Input) },
  responses: {
    202: jsonContent(Run, 'The run, queued'),
    400: errorResponses[400],
    ...refusals,
    409: { ...errorResponses[409], description: 'No language model is configured' },
  },
})

export const listAutoTranslationRuns = createRoute({
  ...common,
  method: 'get',
  path: `${base}/runs`,
  operationId: 'listAutoTranslationRuns',
  summary: 'Admins: the runs, latest first, with their progress; total in Content-Range',
  request: {
    query: simpleRestQuery(autoTranslationRunFilterSchema, RUN_SORT_FIELDS, {
      filter: '{"status":"running"}',
      sort: '["id","DESC"]',
    }),
  },
  responses: {
    200: {
      ...jsonContent(z.array(Run), 'One page of runs'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'auto-translation-runs 0-24/3' }) }),
    },
    400: errorResponses[400],
    ...refusals,
  },
})

export const getAutoTranslationRun = createRoute({
  ...common,
  method: 'get',
  path: `${base}/runs/{id}`,
  operationId: 'getAutoTranslationRun',
  summary: 'Admins: one run with the translations that failed and why',
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    200: jsonContent(RunDetail, 'The run'),
    400: errorResponses[400],
    ...refusals,
    404: errorResponses[404],
  },
})
