import { createRoute, z } from '@hono/zod-openapi'
import {
  generalSettingsInputSchema,
  generalSettingsRecordSchema,
  SITE_SETTING_GROUPS,
  type SiteSettingGroup,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Partner site settings']
const params = z.object({ id: z.coerce.number().int().positive() })
const generalInput = generalSettingsInputSchema.meta({ id: 'GeneralSettingsInput' })
const generalRecord = generalSettingsRecordSchema.meta({ id: 'GeneralSettings' })

export const createSite = createRoute({
  method: 'post',
  path: '/core/v1/partner-sites',
  operationId: 'createPartnerSite',
  tags,
  security: bearerSecurity,
  summary: 'Create a site from its general settings (site id -1); it waits for an admin’s approval',
  request: { body: jsonBody(generalInput) },
  responses: {
    201: jsonContent(generalRecord, 'The new site, pending approval'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    409: {
      ...errorResponses[409],
      description: 'The sub-domain or domain is taken, or the site limit is reached',
    },
  },
})

export const generalSettings = createRoute({
  method: 'get',
  path: '/core/v1/partner-sites/{id}/general-settings',
  operationId: 'getGeneralSettings',
  tags,
  security: bearerSecurity,
  summary: 'The site’s name, addresses, languages and approval',
  request: { params },
  responses: {
    200: jsonContent(generalRecord, 'The general settings'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
})

export const updateGeneralSettings = createRoute({
  method: 'put',
  path: '/core/v1/partner-sites/{id}/general-settings',
  operationId: 'updateGeneralSettings',
  tags,
  security: bearerSecurity,
  summary: 'Replace the general settings; a rejected site goes back to the admin',
  request: { params, body: jsonBody(generalInput) },
  responses: {
    200: jsonContent(generalRecord, 'The general settings as saved'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: { ...errorResponses[409], description: 'The sub-domain or domain is taken' },
  },
})

const pascal = (group: string) =>
  group.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())

/** The GET and PUT of one settings group, at `/partner-sites/{id}/settings/{group}`. */
function groupRoutes<G extends SiteSettingGroup>(group: G) {
  const name = pascal(group)
  const schema = SITE_SETTING_GROUPS[group].meta({ id: `${name}Settings` })
  const path = `/core/v1/partner-sites/{id}/settings/${group}`
  const common = { tags, security: bearerSecurity, path }
  const read = createRoute({
    ...common,
    method: 'get',
    operationId: `get${name}Settings`,
    summary: `The site’s ${group} settings`,
    request: { params },
    responses: {
      200: jsonContent(schema, `The ${group} settings`),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      404: errorResponses[404],
    },
  })
  const update = createRoute({
    ...common,
    method: 'put',
    operationId: `update${name}Settings`,
    summary: `Replace the site’s ${group} settings`,
    request: { params, body: jsonBody(schema) },
    responses: {
      200: jsonContent(schema, `The ${group} settings as saved`),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      404: errorResponses[404],
    },
  })
  return { read, update }
}

export const settingsGroupRoutes = Object.fromEntries(
  (Object.keys(SITE_SETTING_GROUPS) as SiteSettingGroup[]).map((group) => [group, groupRoutes(group)]),
) as { [G in SiteSettingGroup]: ReturnType<typeof groupRoutes<G>> }
