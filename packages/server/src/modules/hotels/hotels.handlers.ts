import type { AppRouteHandler } from '../../lib/types.js'
import { contentLanguages } from '../catalogue/translate.js'
import type * as routes from './hotels.routes.js'
import * as service from './hotels.service.js'

export const listingHotel: AppRouteHandler<typeof routes.listingHotel> = async (c) => {
  const languages = await contentLanguages(c.get('db'), c.get('locale'), c.req.valid('query').site_id)
  return c.json(await service.hotelDetail(c.get('db'), c.req.valid('param').id, languages), 200)
}

export const atGlance: AppRouteHandler<typeof routes.atGlance> = async (c) =>
  c.json(await service.atGlance(c.get('db'), c.req.valid('param').id, c.get('locale')), 200)

export const hotelFeature: AppRouteHandler<typeof routes.hotelFeature> = async (c) => {
  const mostPopular = c.req.valid('query').most_popular === 'true'
  return c.json(
    await service.hotelFeatures(c.get('db'), c.req.valid('param').id, mostPopular, c.get('locale')),
    200,
  )
}

export const features: AppRouteHandler<typeof routes.features> = async (c) =>
  c.json({ data: await service.allFeatures(c.get('db'), c.get('locale')) }, 200)

export const availability: AppRouteHandler<typeof routes.availability> = async (c) => {
  const { check_in, check_out, adults, children, rooms } = c.req.valid('json')
  const stay = { checkIn: check_in, checkOut: check_out }
  const offer = await service.hotelAvailability(
    c.get('db'),
    c.req.valid('param').id,
    stay,
    { adults, children, rooms },
    c.get('locale'),
  )
  return c.json(offer, 200)
}

export const availableDates: AppRouteHandler<typeof routes.availableDates> = async (c) => {
  const { from, to } = c.req.valid('json')
  return c.json(await service.hotelDates(c.get('db'), c.req.valid('param').id, from, to, 'free'), 200)
}

export const emptyDates: AppRouteHandler<typeof routes.emptyDates> = async (c) => {
  const { from, to } = c.req.valid('json')
  return c.json(await service.hotelDates(c.get('db'), c.req.valid('param').id, from, to, 'full'), 200)
}
