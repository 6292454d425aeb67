import type { AppRouteHandler } from '../../lib/types.js'
import * as plans from './hotel-rate-plans.service.js'
import type * as routes from './hotel-rooms.routes.js'
import * as rooms from './hotel-rooms.service.js'

export const listRoomTypes: AppRouteHandler<typeof routes.listRoomTypes> = async (c) =>
  c.json(await rooms.listRoomTypes(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const createRoomType: AppRouteHandler<typeof routes.createRoomType> = async (c) =>
  c.json(
    await rooms.createRoomType(c.get('db'), c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
    201,
  )

export const getRoomType: AppRouteHandler<typeof routes.getRoomType> = async (c) =>
  c.json(await rooms.getRoomType(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const updateRoomType: AppRouteHandler<typeof routes.updateRoomType> = async (c) =>
  c.json(
    await rooms.updateRoomType(c.get('db'), c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
    200,
  )

export const deleteRoomType: AppRouteHandler<typeof routes.deleteRoomType> = async (c) =>
  c.json(await rooms.deleteRoomType(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const listRatePlans: AppRouteHandler<typeof routes.listRatePlans> = async (c) =>
  c.json(await plans.listRatePlans(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const createRatePlan: AppRouteHandler<typeof routes.createRatePlan> = async (c) =>
  c.json(
    await plans.createRatePlan(c.get('db'), c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
    201,
  )

export const getRatePlan: AppRouteHandler<typeof routes.getRatePlan> = async (c) =>
  c.json(await plans.getRatePlan(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const updateRatePlan: AppRouteHandler<typeof routes.updateRatePlan> = async (c) =>
  c.json(
    await plans.updateRatePlan(c.get('db'), c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
    200,
  )

export const deleteRatePlan: AppRouteHandler<typeof routes.deleteRatePlan> = async (c) =>
  c.json(await plans.deleteRatePlan(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)
