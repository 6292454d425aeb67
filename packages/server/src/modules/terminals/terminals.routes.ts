import { createRoute, z } from '@hono/zod-openapi'
import {
  idSchema,
  terminalCountrySchema,
  terminalLocationRecordSchema,
  terminalLocationSchema,
  terminalReaderRecordSchema,
  terminalReaderRenameSchema,
  terminalReaderSchema,
  terminalSetupCredentialStateSchema,
  terminalSetupPasswordSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Terminals']
const security = bearerSecurity
const base = '/core/v1'
const params = z.object({ id: z.coerce.number().int().positive() })
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  422: errorResponses[422],
}

const TerminalLocationInput = terminalLocationSchema.meta({ id: 'TerminalLocationInput' })
const TerminalLocationNew = terminalLocationSchema
  .extend({ site_id: idSchema })
  .meta({ id: 'TerminalLocationNew' })
const TerminalLocationRecord = terminalLocationRecordSchema.meta({ id: 'TerminalLocationRecord' })
const TerminalReaderNew = terminalReaderSchema.extend({ site_id: idSchema }).meta({ id: 'TerminalReaderNew' })
const TerminalReaderRename = terminalReaderRenameSchema.meta({ id: 'TerminalReaderRename' })
const TerminalReaderRecord = terminalReaderRecordSchema.meta({ id: 'TerminalReaderRecord' })
const TerminalSiteQuery = z.object({ site_id: idSchema }).meta({ id: 'TerminalSiteQuery' })
const TerminalCountry = terminalCountrySchema.meta({ id: 'TerminalCountry' })
const TerminalSetupPassword = terminalSetupPasswordSchema.meta({ id: 'TerminalSetupPassword' })
const TerminalSetupCredentialState = terminalSetupCredentialStateSchema.meta({
  id: 'TerminalSetupCredentialState',
})

const listOf = <T extends z.ZodType>(row: T, description: string) =>
  jsonContent(z.object({ data: z.array(row), total: z.number().int() }), description)

export const listLocations = createRoute({
  method: 'post',
  path: `${base}/terminal-locations/list`,
  operationId: 'listTerminalLocations',
  tags,
  security,
  summary: 'The site’s card-reader locations',
  request: { body: jsonBody(TerminalSiteQuery) },
  responses: { 200: listOf(TerminalLocationRecord, 'Every location of the site'), ...failures },
})

export const createLocation = createRoute({
  method: 'post',
  path: `${base}/terminal-locations`,
  operationId: 'createTerminalLocation',
  tags,
  security,
  summary: 'Creates a location at the card provider and keeps it for the site',
  request: { body: jsonBody(TerminalLocationNew) },
  responses: { 200: jsonContent(TerminalLocationRecord, 'The new location'), ...failures },
})

export const getLocation = createRoute({
  method: 'get',
  path: `${base}/terminal-location/{id}`,
  operationId: 'getTerminalLocation',
  tags,
  security,
  summary: 'One location of the user’s sites',
  request: { params },
  responses: { 200: jsonContent(TerminalLocationRecord, 'The location'), ...failures },
})

export const updateLocation = createRoute({
  method: 'put',
  path: `${base}/terminal-location/{id}`,
  operationId: 'updateTerminalLocation',
  tags,
  security,
  summary: 'Changes the location’s name and address, at the card provider too',
  request: { params, body: jsonBody(TerminalLocationInput) },
  responses: { 200: jsonContent(TerminalLocationRecord, 'The location'), ...failures },
})

export const deleteLocation = createRoute({
  method: 'delete',
  path: `${base}/terminal-location/{id}`,
  operationId: 'deleteTerminalLocation',
  tags,
  security,
  summary: 'Deletes a location without readers (409 while it has some)',
  request: { params },
  responses: {
    200: jsonContent(TerminalLocationRecord, 'The deleted location'),
    409: errorResponses[409],
    ...failures,
  },
})

export const listReaders = createRoute({
  method: 'post',
  path: `${base}/terminal-readers/list`,
  operationId: 'listTerminalReaders',
  tags,
  security,
  summary: 'The site’s registered card readers',
  request: { body: jsonBody(TerminalSiteQuery) },
  responses: { 200: listOf(TerminalReaderRecord, 'Every reader of the site'), ...failures },
})

export const createReader = createRoute({
  method: 'post',
  path: `${base}/terminal-readers`,
  operationId: 'createTerminalReader',
  tags,
  security,
  summary: 'Registers a reader by its registration code at one of the site’s locations',
  request: { body: jsonBody(TerminalReaderNew) },
  responses: { 200: jsonContent(TerminalReaderRecord, 'The registered reader'), ...failures },
})

export const getReader = createRoute({
  method: 'get',
  path: `${base}/terminal-reader/{id}`,
  operationId: 'getTerminalReader',
  tags,
  security,
  summary: 'One reader of the user’s sites',
  request: { params },
  responses: { 200: jsonContent(TerminalReaderRecord, 'The reader'), ...failures },
})

export const updateReader = createRoute({
  method: 'put',
  path: `${base}/terminal-reader/{id}`,
  operationId: 'updateTerminalReader',
  tags,
  security,
  summary: 'Renames the reader; its code and location are fixed at registration',
  request: { params, body: jsonBody(TerminalReaderRename) },
  responses: { 200: jsonContent(TerminalReaderRecord, 'The reader'), ...failures },
})

export const deleteReader = createRoute({
  method: 'delete',
  path: `${base}/terminal-reader/{id}`,
  operationId: 'deleteTerminalReader',
  tags,
  security,
  summary: 'Deregisters the reader',
  request: { params },
  responses: { 200: jsonContent(TerminalReaderRecord, 'The deleted reader'), ...failures },
})

export const countries = createRoute({
  method: 'get',
  path: `${base}/stripe/countries`,
  operationId: 'terminalCountries',
  tags,
  security,
  summary: 'The countries where readers can be registered',
  responses: {
    200: jsonContent(z.object({ data: z.array(TerminalCountry) }), 'The countries'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
})

export const setupCredential = createRoute({
  method: 'get',
  path: `${base}/partner-sites/{id}/stripe-setup-credential`,
  operationId: 'terminalSetupCredential',
  tags,
  security,
  summary: 'Whether the site has a setup password for its operators (never the password)',
  request: { params },
  responses: { 200: jsonContent(TerminalSetupCredentialState, 'The credential’s state'), ...failures },
})

export const setSetupCredential = createRoute({
  method: 'post',
  path: `${base}/partner-sites/{id}/stripe-setup-credential`,
  operationId: 'setTerminalSetupCredential',
  tags,
  security,
  summary: 'Sets the setup password the site’s operators start the card reader with',
  request: { params, body: jsonBody(TerminalSetupPassword) },
  responses: { 200: jsonContent(TerminalSetupCredentialState, 'The credential’s state'), ...failures },
})
