import { z } from 'zod'
import { boundedList, calendarDateSchema, countSchema, idSchema, timeOfDaySchema } from './common'
import { packageRoomSelectionSchema } from './reservation'
import { staySchema } from './hotelAvailability'
import { ticketRequestSchema } from './productDetail'

/** A departure and its tickets; the server prices it and checks it can still be booked. */
export const tourCartItemSchema = z.object({
  cart_type: z.literal('tour'),
  service_id: idSchema,
  option_id: idSchema,
  date: calendarDateSchema,
  start_time: timeOfDaySchema,
  tickets: boundedList(ticketRequestSchema, 20).min(1, 'Choose at least one ticket'),
})

export const hotelRoomRequestSchema = z.object({
  room_type_id: idSchema,
  rate_plan_id: idSchema,
  num_of_rooms: z.number().int().min(1),
  num_of_adults: z.number().int().min(1),
  num_of_children: countSchema,
})
export type HotelRoomRequest = z.infer<typeof hotelRoomRequestSchema>

export const hotelCartItemSchema = z.object({
  cart_type: z.literal('hotel'),
  service_id: idSchema,
  check_in: calendarDateSchema,
  check_out: calendarDateSchema,
  rooms: boundedList(hotelRoomRequestSchema, 20).min(1, 'Choose at least one room'),
})

export const packageCartItemSchema = z.object({
  cart_type: z.literal('package'),
  package_id: idSchema,
  date: calendarDateSchema,
  adult: z.number().int().min(1),
  child: countSchema,
  rooms: boundedList(packageRoomSelectionSchema, 9),
})

export const cartItemRequestSchema = z.discriminatedUnion('cart_type', [
  tourCartItemSchema,
  hotelCartItemSchema,
  packageCartItemSchema,
])
export type CartItemRequest = z.infer<typeof cartItemRequestSchema>
export type TourCartItem = z.infer<typeof tourCartItemSchema>
export type HotelCartItem = z.infer<typeof hotelCartItemSchema>
export type PackageCartItem = z.infer<typeof packageCartItemSchema>

export const addToCartBodySchema = boundedList(cartItemRequestSchema, 20)
  .min(1, 'Add at least one item')
  .superRefine((items, ctx) => {
    // The union needs plain objects, so hotel stays are checked here, each at its own index.
    items.forEach((item, index) => {
      if (item.cart_type !== 'hotel') return
      const stay = staySchema.safeParse(item)
      for (const issue of stay.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path] })
      }
    })
  })
