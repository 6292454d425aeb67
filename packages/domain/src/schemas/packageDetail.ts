import { z } from 'zod'
import { serviceCardSchema } from './catalogue'
import { amountSchema, boundedList, calendarDateSchema, countSchema, idSchema } from './common'
import { productDetailSchema } from './productDetail'
import { packageRoomSelectionSchema } from './reservation'

export const packageDetailSchema = productDetailSchema.extend({
  nights: countSchema,
  components: z.array(serviceCardSchema),
})
export type PackageDetail = z.infer<typeof packageDetailSchema>

export const packageSlotSchema = z.object({
  date: calendarDateSchema,
  remaining: countSchema,
  adult_price: amountSchema,
  child_price: amountSchema,
  status: z.enum(['available', 'few-left', 'sold-out']),
})
export type PackageSlot = z.infer<typeof packageSlotSchema>

export const packageSlotRequestSchema = z.object({
  package_id: idSchema,
  date: calendarDateSchema,
  adult: z.number().int().min(1),
  child: countSchema,
  rooms: boundedList(packageRoomSelectionSchema, 9),
})
export type PackageSlotRequest = z.infer<typeof packageSlotRequestSchema>

export const packageSlotAvailabilitySchema = z.object({
  available: z.boolean(),
  message: z.string().nullable(),
  remaining: countSchema,
  price: amountSchema,
  currency_code: z.string(),
})
export type PackageSlotAvailability = z.infer<typeof packageSlotAvailabilitySchema>
