import type { HotelRoomRate, RatePlan } from '../schemas/hotel'

/** A room type's rate plans split into those connected to the channel manager and the rest. */
export function splitRatePlans(roomRate: Pick<HotelRoomRate, 'rate_plans' | 'connected_rate_plans'>): {
  connected: RatePlan[]
  notConnected: RatePlan[]
} {
  const connectedIds = new Set(roomRate.connected_rate_plans.map((plan) => plan.rate_plan_id))
  return {
    connected: [...roomRate.connected_rate_plans],
    notConnected: roomRate.rate_plans.filter((plan) => !connectedIds.has(plan.rate_plan_id)),
  }
}
