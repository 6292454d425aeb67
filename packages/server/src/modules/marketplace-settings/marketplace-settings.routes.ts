import { createRoute } from '@hono/zod-openapi'
import {
  MARKETPLACE_SETTING_GROUPS,
  MARKETPLACE_SETTING_GROUP_NAMES,
  marketplacePublicSettingsSchema,
  type MarketplaceSettingGroup,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Marketplace settings']
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
}

const pascal = (group: string) =>
  group.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())

/** The GET and PUT of one group, at `/core/v1/admin/settings/{group}`: each with its own named schema. */
function groupRoutes<G extends MarketplaceSettingGroup>(group: G) {
  const name = `Marketplace${pascal(group)}`
  const schema = MARKETPLACE_SETTING_GROUPS[group].meta({ id: `${name}Settings` })
  const common = { tags, security: bearerSecurity, path: `/core/v1/admin/settings/${group}` }
  const read = createRoute({
    ...common,
    method: 'get',
    operationId: `get${name}Settings`,
    summary: `Admins: the marketplace’s ${group} settings (defaults until first saved)`,
    responses: { 200: jsonContent(schema, `The ${group} settings`), ...failures },
  })
  const update = createRoute({
    ...common,
    method: 'put',
    operationId: `update${name}Settings`,
    summary: `Admins: replace the marketplace’s ${group} settings`,
    request: { body: jsonBody(schema) },
    responses: { 200: jsonContent(schema, `The ${group} settings as saved`), ...failures },
  })
  return { read, update }
}

export const marketplaceSettingRoutes = Object.fromEntries(
  MARKETPLACE_SETTING_GROUP_NAMES.map((group) => [group, groupRoutes(group)]),
) as { [G in MarketplaceSettingGroup]: ReturnType<typeof groupRoutes<G>> }

export const getPublicMarketplaceSettings = createRoute({
  method: 'get',
  path: '/core/public/marketplace-settings',
  operationId: 'getPublicMarketplaceSettings',
  tags,
  summary: 'What hosted sites show of the marketplace: name, logo, contacts, tracker ids, languages',
  responses: {
    200: jsonContent(
      marketplacePublicSettingsSchema.meta({ id: 'MarketplacePublicSettings' }),
      'The settings',
    ),
  },
})
