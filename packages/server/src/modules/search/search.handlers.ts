import { ServiceType } from '@jaunt/domain'
import type { Context } from 'hono'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import type { Locale } from '@jaunt/domain'
import { findPublicSiteById } from '../partner-sites/partner-sites.service.js'
import * as lookups from './search.lookups.js'
import type * as routes from './search.routes.js'
import { searchGround } from './search-generation.js'
import { searchCatalogue } from './search.service.js'

/**
 * The content languages of the call's site, read with the search generation, which the call's answer is
 * then kept under (`useSearchAnswers`): an identical call answers from memory until the generation moves.
 */
async function languagesOfSite(c: Context<AppEnv>, siteId: number | null | undefined, locale?: Locale) {
  const { generation, languages } = await searchGround(c.get('readDb'), locale ?? c.get('locale'), siteId)
  c.set('searchGeneration', generation)
  return languages
}

export const catalog: AppRouteHandler<typeof routes.catalog> = async (c) => {
  const body = c.req.valid('json')
  const { site_id } = c.req.valid('query')
  const search = { ...body, site_id: body.site_id ?? site_id ?? null }
  const languages = await languagesOfSite(c, search.site_id, body.langCode)
  return c.json(await searchCatalogue(c.get('readDb'), search, languages), 200)
}

export const whiteLabelCatalog: AppRouteHandler<typeof routes.whiteLabelCatalog> = async (c) => {
  const body = c.req.valid('json')
  const { site_id } = c.req.valid('query')
  const languages = await languagesOfSite(c, site_id)
  await findPublicSiteById(c.get('readDb'), site_id)
  const search = {
    site_id,
    query: body.query,
    serviceType: body.service_type ?? null,
    categories: body.categories,
    page: body.page,
  }
  return c.json(await searchCatalogue(c.get('readDb'), search, languages), 200)
}

export const categories: AppRouteHandler<typeof routes.categories> = async (c) => {
  const { service_type, site_id } = c.req.valid('json')
  const search = { serviceType: service_type ?? null, site_id: site_id ?? null }
  const languages = await languagesOfSite(c, search.site_id)
  return c.json(await lookups.categoriesWithCounts(c.get('readDb'), search, languages), 200)
}

export const searchBox: AppRouteHandler<typeof routes.searchBox> = async (c) => {
  const { query, site_id, limit } = c.req.valid('json')
  const languages = await languagesOfSite(c, site_id)
  return c.json(await lookups.searchBox(c.get('readDb'), query, site_id ?? null, languages, limit), 200)
}

export const searchBoxFacets: AppRouteHandler<typeof routes.searchBoxFacets> = async (c) => {
  const { query, site_id } = c.req.valid('json')
  return c.json(
    await lookups.serviceTypeCounts(c.get('readDb'), { query, site_id: site_id ?? null }, c.get('locale')),
    200,
  )
}

export const locationsHavingServices: AppRouteHandler<typeof routes.locationsHavingServices> = async (c) => {
  const { service_type, site_id } = c.req.valid('json')
  const search = { serviceType: service_type ?? null, site_id: site_id ?? null }
  const languages = await languagesOfSite(c, search.site_id)
  return c.json(await lookups.locationsHavingServices(c.get('readDb'), search, languages), 200)
}

export const catalogAll: AppRouteHandler<typeof routes.catalogAll> = async (c) => {
  const siteId = c.req.valid('query').site_id ?? null
  const data = await lookups.allCards(c.get('readDb'), siteId, await languagesOfSite(c, siteId))
  return c.json({ data, total: data.length }, 200)
}

export const customizeSite: AppRouteHandler<typeof routes.customizeSite> = async (c) => {
  const query = c.req.valid('query')
  const random = query.is_random === 'true' || query.is_random === '1'
  const languages = await languagesOfSite(c, query.white_label_id)
  // A grid in random order is drawn afresh each time, never kept.
  if (random) c.set('searchGeneration', undefined)
  const data = await lookups.siteGrid(
    c.get('readDb'),
    {
      siteId: query.white_label_id,
      random,
      serviceType: query.service_type,
      count: query.count,
      locationId: query.location_id,
      categoryId: query.category_id,
    },
    languages,
  )
  return c.json({ data, total: data.length }, 200)
}

async function cardsAround(c: Context<AppEnv>, request: lookups.AroundRequest) {
  const data = await lookups.servicesAround(
    c.get('readDb'),
    request,
    await languagesOfSite(c, request.siteId),
  )
  return { data, total: data.length }
}

export const toursSearch: AppRouteHandler<typeof routes.toursSearch> = async (c) => {
  const { locations, service } = c.req.valid('json')
  const siteId = c.req.valid('query').site_id ?? null
  return c.json(await cardsAround(c, { circles: locations, serviceTypes: [service], siteId }), 200)
}

export const hotelsSearch: AppRouteHandler<typeof routes.hotelsSearch> = async (c) => {
  const { locations } = c.req.valid('json')
  const siteId = c.req.valid('query').site_id ?? null
  return c.json(await cardsAround(c, { circles: locations, serviceTypes: [ServiceType.Hotels], siteId }), 200)
}

export const packagingSearch: AppRouteHandler<typeof routes.packagingSearch> = async (c) => {
  const { locations } = c.req.valid('json')
  const siteId = c.req.valid('query').site_id ?? null
  return c.json(
    await cardsAround(c, { circles: locations, serviceTypes: [ServiceType.Packages], siteId }),
    200,
  )
}

export const hotelSearch: AppRouteHandler<typeof routes.hotelSearch> = async (c) => {
  const { lat, lng, radius, feature_id } = c.req.valid('json')
  const request = {
    circles: [{ lat, lng, radius }],
    serviceTypes: [ServiceType.Hotels],
    featureIds: feature_id,
    siteId: c.req.valid('query').site_id ?? null,
  }
  return c.json(await cardsAround(c, request), 200)
}
