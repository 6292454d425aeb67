import { createRoute, z } from '@hono/zod-openapi'
import {
  calendarDateSchema,
  packageDetailSchema,
  packageSlotAvailabilitySchema,
  packageSlotRequestSchema,
  packageSlotSchema,
} from '@jaunt/domain'
import { errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { contentSiteQuery } from '../catalogue/content-query.js'

const tags = ['Packages']
const params = z.object({ id: z.coerce.number().int().positive() })
const failures = { 400: errorResponses[400], 404: errorResponses[404], 422: errorResponses[422] }

export const publicPackage = createRoute({
  method: 'get',
  path: '/core/public/package/{id}',
  tags,
  summary: 'A package with the services it bundles',
  request: { params, query: contentSiteQuery },
  responses: { 200: jsonContent(packageDetailSchema, 'The package'), ...failures },
})

export const slotAvailability = createRoute({
  method: 'post',
  path: '/availability/public/packaging/slot/availability',
  tags,
  summary: 'Whether a package can be booked on a date for these guests, priced by the server',
  request: { body: jsonBody(packageSlotRequestSchema) },
  responses: { 200: jsonContent(packageSlotAvailabilitySchema, 'The answer'), ...failures },
})

export const availablePackageSlots = createRoute({
  method: 'post',
  path: '/availability/public/packaging/available-package-slots/{id}',
  tags,
  summary: 'A package’s start dates in a range with places left and prices',
  request: {
    params,
    body: jsonBody(
      z
        .object({ from: calendarDateSchema, to: calendarDateSchema })
        .refine((range) => range.from <= range.to, { message: 'must not be before from', path: ['to'] }),
    ),
  },
  responses: { 200: jsonContent(z.array(packageSlotSchema), 'The start dates'), ...failures },
})
