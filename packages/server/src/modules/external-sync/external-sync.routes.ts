import { createRoute, z } from '@hono/zod-openapi'
import {
  EXTERNAL_SYNC_SORT_FIELDS,
  externalSyncFilterSchema,
  externalSyncRowSchema,
  icalExportSchema,
  icalLinkInputSchema,
  icalLinkSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'

const tags = ['External sync']
const common = { tags, security: bearerSecurity }
const refusals = { 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] }
const idParams = z.object({ id: z.coerce.number().int().positive() })
const IcalLink = icalLinkSchema.meta({ id: 'IcalLink' })
const IcalLinkInput = icalLinkInputSchema.meta({ id: 'IcalLinkInput' })
const IcalExport = icalExportSchema.meta({ id: 'IcalExport' })
const ExternalSyncRow = externalSyncRowSchema.meta({ id: 'ExternalSyncRow' })
const room = '/core/v1/hotel-room-types/{id}'

export const getIcalLink = createRoute({
  ...common,
  method: 'get',
  path: `${room}/ical-link`,
  operationId: 'getIcalLink',
  summary: "Suppliers: the room type's imported iCal feed (url null: none) and its last sync",
  request: { params: idParams },
  responses: { 200: jsonContent(IcalLink, 'The import'), ...refusals },
})

export const saveIcalLink = createRoute({
  ...common,
  method: 'put',
  path: `${room}/ical-link`,
  operationId: 'saveIcalLink',
  summary: "Suppliers: set the iCal feed (http or https) whose events close the room type's nights",
  request: { params: idParams, body: jsonBody(IcalLinkInput) },
  responses: { 200: jsonContent(IcalLink, 'The import'), 400: errorResponses[400], ...refusals },
})

export const deleteIcalLink = createRoute({
  ...common,
  method: 'delete',
  path: `${room}/ical-link`,
  operationId: 'deleteIcalLink',
  summary: 'Suppliers: stop importing; the nights the feed closed open again',
  request: { params: idParams },
  responses: { 200: jsonContent(IcalLink, 'The room type without import'), ...refusals },
})

export const syncIcalLink = createRoute({
  ...common,
  method: 'post',
  path: `${room}/ical-link/sync`,
  operationId: 'syncIcalLink',
  summary: 'Suppliers: read the feed now; a failure is recorded in the answer, and changes no night',
  request: { params: idParams },
  responses: {
    200: jsonContent(IcalLink, 'The import after the sync'),
    409: errorResponses[409],
    ...refusals,
  },
})

export const getIcalExport = createRoute({
  ...common,
  method: 'get',
  path: `${room}/ical-export`,
  operationId: 'getIcalExport',
  summary: "Suppliers: the secret address of the room type's booked and closed nights, for other channels",
  request: { params: idParams },
  responses: { 200: jsonContent(IcalExport, 'The export address'), ...refusals },
})

export const rotateIcalExport = createRoute({
  ...common,
  method: 'post',
  path: `${room}/ical-export`,
  operationId: 'rotateIcalExport',
  summary: 'Suppliers: a new secret export address; the old one stops answering',
  request: { params: idParams },
  responses: { 200: jsonContent(IcalExport, 'The new export address'), ...refusals },
})

export const roomCalendarFeed = createRoute({
  tags,
  method: 'get',
  path: '/core/public/ical/rooms/{token}/calendar.ics',
  operationId: 'getRoomCalendarFeed',
  summary: "A room type's booked and closed nights as an iCal feed, one all-day event each",
  request: { params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }) },
  responses: {
    200: {
      description: 'The iCalendar file',
      content: { 'text/calendar': { schema: z.string() } },
    },
    400: errorResponses[400],
    404: errorResponses[404],
  },
})

export const listExternalSync = createRoute({
  ...common,
  method: 'get',
  path: '/core/v1/tools/external-sync',
  operationId: 'listExternalSync',
  summary:
    "Admins: every room type's iCal import with its hotel, supplier and last sync; total in Content-Range",
  request: {
    query: simpleRestQuery(externalSyncFilterSchema, EXTERNAL_SYNC_SORT_FIELDS, {
      filter: '{"status":"failed"}',
      sort: '["last_synced_at","DESC"]',
    }),
  },
  responses: {
    200: {
      ...jsonContent(z.array(ExternalSyncRow), 'One page of imports'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'external-sync 0-24/3' }) }),
    },
    400: errorResponses[400],
    ...refusals,
  },
})

export const syncExternalSync = createRoute({
  ...common,
  method: 'post',
  path: '/core/v1/tools/external-sync/{id}/sync',
  operationId: 'syncExternalSync',
  summary: "Admins: read a room type's feed now (id: the room type)",
  request: { params: idParams },
  responses: { 200: jsonContent(IcalLink, 'The import after the sync'), ...refusals },
})
