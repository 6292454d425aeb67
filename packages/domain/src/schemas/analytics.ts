import { z } from 'zod'
import { amountSchema, currencyCodeSchema, idSchema } from './common'

/** A product as reported to the tracking pixels. */
export const analyticsItemSchema = z.object({
  name: z.string(),
  id: idSchema,
  currency: currencyCodeSchema,
  starting_price: amountSchema,
  product_code: z.string().nullable(),
  site_id: z.number().int(),
  site_name: z.string(),
  others: z.record(z.string(), z.unknown()).optional(),
})
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>
