import type { HotelCartItem } from '@jaunt/domain'
import type { Context } from 'hono'
import { ApiError } from '../../lib/errors.js'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import type { cartRoutes } from './cart.routes.js'
import * as service from './cart.service.js'
import { cartView } from './cart.view.js'
import { quoteHotelItem } from './hotel-item.js'

type Routes = ReturnType<typeof cartRoutes>

const siteOf = (c: Context<AppEnv>) => {
  const siteId = c.req.query('site_id')
  return siteId ? Number(siteId) : null
}

export const getCart: AppRouteHandler<Routes['getCart']> = async (c) =>
  c.json(await cartView(c.get('db'), c.req.valid('param').ref, c.get('locale')), 200)

export const addItems: AppRouteHandler<Routes['addItems']> = async (c) => {
  const request = { cartRef: c.req.valid('query').cart_ref, siteId: siteOf(c), items: c.req.valid('json') }
  return c.json(await service.addToCart(c.get('db'), request, c.get('locale')), 200)
}

export const removeItem: AppRouteHandler<Routes['removeItem']> = async (c) => {
  const { cartRef, reservationRef } = c.req.valid('param')
  return c.json(await service.removeReservation(c.get('db'), cartRef, reservationRef, c.get('locale')), 200)
}

export const removePackage: AppRouteHandler<Routes['removePackage']> = async (c) => {
  const { package_id } = c.req.valid('json')
  return c.json(
    await service.removePackage(c.get('db'), c.req.valid('param').ref, package_id, c.get('locale')),
    200,
  )
}

export const comment: AppRouteHandler<Routes['comment']> = async (c) => {
  const { comments } = c.req.valid('json')
  return c.json(await service.commentReservation(c.get('db'), c.req.valid('param').ref, comments), 200)
}

export const validateItems: AppRouteHandler<Routes['validateItems']> = async (c) =>
  c.json(await service.validateItems(c.get('db'), c.req.valid('json').cart_ref, c.get('locale')), 200)

export const validateHotelItem: AppRouteHandler<Routes['validateHotelItem']> = async (c) => {
  try {
    const quote = await quoteHotelItem(c.get('db'), c.req.valid('json') as HotelCartItem, c.get('locale'))
    return c.json({ valid: true, message: null, price: quote.price }, 200)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
      return c.json({ valid: false, message: error.message, price: null }, 200)
    }
    throw error
  }
}
