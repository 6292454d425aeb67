import { createRoute, z } from '@hono/zod-openapi'
import { customSectionInputSchema, customSectionOrderSchema, customSectionRecordSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Supplier activity settings']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const tourParams = z.object({ id: z.coerce.number().int().positive() })
const sectionParams = z.object({ sectionId: z.coerce.number().int().positive() })
const CustomSectionInput = customSectionInputSchema.meta({ id: 'CustomSectionInput' })
const CustomSectionRecord = customSectionRecordSchema.meta({ id: 'CustomSectionRecord' })
const CustomSectionOrder = customSectionOrderSchema.meta({ id: 'CustomSectionOrder' })
const CustomSectionList = z
  .object({ data: z.array(CustomSectionRecord), total: z.number().int() })
  .meta({ id: 'CustomSectionList' })

export const listSections = createRoute({
  method: 'get',
  path: '/core/v1/tours/{id}/custom-sections',
  operationId: 'listTourCustomSections',
  tags,
  security,
  summary: 'The custom sections of one of the supplier’s activities, in their order',
  request: { params: tourParams },
  responses: { 200: jsonContent(CustomSectionList, 'The sections'), ...failures },
})

export const createSection = createRoute({
  method: 'post',
  path: '/core/v1/tours/{id}/custom-sections',
  operationId: 'createTourCustomSection',
  tags,
  security,
  summary: 'A new section of an activity’s page, after its others; the body’s HTML is sanitised',
  request: { params: tourParams, body: jsonBody(CustomSectionInput) },
  responses: { 201: jsonContent(CustomSectionRecord, 'The new section'), ...failures },
})

export const reorderSections = createRoute({
  method: 'put',
  path: '/core/v1/tours/{id}/custom-sections/order',
  operationId: 'reorderTourCustomSections',
  tags,
  security,
  summary: 'Puts an activity’s sections in a new order',
  request: { params: tourParams, body: jsonBody(CustomSectionOrder) },
  responses: { 200: jsonContent(CustomSectionList, 'The sections in their new order'), ...failures },
})

export const getSection = createRoute({
  method: 'get',
  path: '/core/v1/tour-custom-sections/{sectionId}',
  operationId: 'getTourCustomSection',
  tags,
  security,
  summary: 'One custom section of the supplier’s activities',
  request: { params: sectionParams },
  responses: { 200: jsonContent(CustomSectionRecord, 'The section'), ...failures },
})

export const updateSection = createRoute({
  method: 'put',
  path: '/core/v1/tour-custom-sections/{sectionId}',
  operationId: 'updateTourCustomSection',
  tags,
  security,
  summary: 'A section’s title and text per language; the body’s HTML is sanitised',
  request: { params: sectionParams, body: jsonBody(CustomSectionInput) },
  responses: { 200: jsonContent(CustomSectionRecord, 'The section as saved'), ...failures },
})

export const deleteSection = createRoute({
  method: 'delete',
  path: '/core/v1/tour-custom-sections/{sectionId}',
  operationId: 'deleteTourCustomSection',
  tags,
  security,
  summary: 'Deletes a custom section',
  request: { params: sectionParams },
  responses: {
    200: jsonContent(z.object({ id: z.number().int() }), 'The deleted section’s id'),
    ...failures,
  },
})
