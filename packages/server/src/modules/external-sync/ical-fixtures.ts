import type { Cart, HotelRoomRate } from '@jaunt/domain'
import { call, type TestContext } from '../../test/test-app.js'

const order = {
  name: 'Channel Guest',
  first_name: 'Channel',
  last_name: 'Guest',
  email: 'channel.guest@example.com',
  country: 'NO',
  area_code: '47',
  phone: '41234567',
}

/**
 * A guest holds one room of the room type from check-in to check-out through the public booking path,
 * on nights the test makes sellable first. Answers the reservation's reference.
 */
export async function holdRoom(
  ctx: TestContext,
  supplier: string,
  hotelId: number,
  room: HotelRoomRate,
  checkIn: string,
  checkOut: string,
) {
  const planId = room.rate_plans[0]!.rate_plan_id
  const sellable = {
    price: 900,
    restriction_min_stay: null,
    restriction_max_stay: null,
    restriction_no_checkin: false,
    restriction_no_checkout: false,
    cut_off_time: null,
  }
  const opened = await call(ctx, 'POST', `/availability/v1/hotel/${hotelId}/room-rate-price/calendar`, {
    token: supplier,
    body: {
      room_type_id: room.room_type_id,
      rate_plan_ids: [planId],
      days: { [checkIn]: sellable, [checkOut]: sellable },
    },
  })
  if (opened.status !== 200) throw new Error(`could not open the nights: ${JSON.stringify(opened.body)}`)
  const added = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', {
    body: [
      {
        cart_type: 'hotel',
        service_id: hotelId,
        check_in: checkIn,
        check_out: checkOut,
        rooms: [
          {
            room_type_id: room.room_type_id,
            rate_plan_id: planId,
            num_of_rooms: 1,
            num_of_adults: 1,
            num_of_children: 0,
          },
        ],
      },
    ],
  })
  if (added.status !== 200) throw new Error(`could not add the room: ${JSON.stringify(added.body)}`)
  const held = await call(ctx, 'POST', `/booking/public/hold-reservation/${added.body.cart_ref}`, {
    body: { order, stripe_payment_intent_id: null, stripe_secret: null },
  })
  if (held.status !== 200) throw new Error(`could not hold the room: ${JSON.stringify(held.body)}`)
  const reservation = await ctx.db
    .selectFrom('reservation as r')
    .innerJoin('cart as c', 'c.id', 'r.cart_id')
    .select('r.reservation_ref')
    .where('c.cart_ref', '=', added.body.cart_ref)
    .executeTakeFirstOrThrow()
  return reservation.reservation_ref
}
