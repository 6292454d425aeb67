import type { MarketplaceSettingGroup } from '@jaunt/domain'
import type { Context } from 'hono'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import type * as faqRoutes from './faq-entries.routes.js'
import * as faq from './faq-entries.service.js'
import type * as routes from './marketplace-settings.routes.js'
import * as service from './marketplace-settings.service.js'

type GroupContext = Context<AppEnv, string, { out: { json: unknown } }>

/** The read and the replace of one group; the route has already checked the body. */
export const groupHandlers = (group: MarketplaceSettingGroup) => ({
  read: async (c: GroupContext) => c.json(await service.readSettingsGroup(c.get('db'), group), 200),
  update: async (c: GroupContext) =>
    c.json(await service.saveSettingsGroup(c.get('db'), group, c.req.valid('json') as never), 200),
})

export const getPublicMarketplaceSettings: AppRouteHandler<
  typeof routes.getPublicMarketplaceSettings
> = async (c) => c.json(await service.publicMarketplaceSettings(c.get('db')), 200)

export const listFaqEntries: AppRouteHandler<typeof faqRoutes.listFaqEntries> = async (c) => {
  const { range = DEFAULT_RANGE, sort = ['position', 'ASC'] } = c.req.valid('query')
  const page = await faq.listFaqEntries(c.get('db'), { range, sort: { field: sort[0], order: sort[1] } })
  setContentRange(c, 'faq-entries', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getFaqEntry: AppRouteHandler<typeof faqRoutes.getFaqEntry> = async (c) =>
  c.json(await faq.getFaqEntry(c.get('db'), c.req.valid('param').id), 200)

export const createFaqEntry: AppRouteHandler<typeof faqRoutes.createFaqEntry> = async (c) =>
  c.json(await faq.createFaqEntry(c.get('db'), c.req.valid('json')), 201)

export const updateFaqEntry: AppRouteHandler<typeof faqRoutes.updateFaqEntry> = async (c) =>
  c.json(await faq.updateFaqEntry(c.get('db'), c.req.valid('param').id, c.req.valid('json')), 200)

export const deleteFaqEntry: AppRouteHandler<typeof faqRoutes.deleteFaqEntry> = async (c) =>
  c.json(await faq.deleteFaqEntry(c.get('db'), c.req.valid('param').id), 200)

export const publicFaq: AppRouteHandler<typeof faqRoutes.publicFaq> = async (c) =>
  c.json({ data: await faq.publicFaq(c.get('db'), c.get('locale')) }, 200)
