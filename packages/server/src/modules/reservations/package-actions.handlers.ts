import type { Context } from 'hono'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import type { Actor } from '../booking-actions/actor.js'
import type * as routes from './package-actions.routes.js'
import { refundPackagePartly } from './package-refund.service.js'
import { repairPackageBooking } from './package-repair.service.js'

const actorOf = (c: Context<AppEnv>): Actor => {
  const user = c.get('user')
  return { id: user.id, roles: user.role_ids, policies: user.policies }
}

export const refundPackage: AppRouteHandler<typeof routes.refundPackage> = async (c) => {
  const { payment_ref: paymentRef, id } = c.req.valid('param')
  const key = { paymentRef, id }
  return c.json(
    await refundPackagePartly(c.get('db'), c.get('cards'), actorOf(c), key, c.req.valid('json')),
    200,
  )
}

export const repairPackage: AppRouteHandler<typeof routes.repairPackage> = async (c) => {
  const { payment_ref: paymentRef, id } = c.req.valid('param')
  await repairPackageBooking(c.get('db'), c.get('cards'), actorOf(c), { paymentRef, id }, c.req.valid('json'))
  return c.body(null, 204)
}
