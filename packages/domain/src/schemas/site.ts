import { z } from 'zod'
import { paymentMethodSchema } from '../enums/paymentMethod'
import { boundedList, idSchema } from './common'
import { siteSettingsSchema } from './siteSettings'

export const merchantOfRecordSchema = z.object({
  // The list of merchant-of-record types comes from the server; its values are not in the spec.
  type: z.string().trim().min(1),
  payment_method: boundedList(paymentMethodSchema, 10),
})
export type MerchantOfRecord = z.infer<typeof merchantOfRecordSchema>

export const siteSchema = z.object({
  id: idSchema,
  name: z.string(),
  sub_domain: z.string(),
  domain: z.string().nullable(),
  link: z.string().nullable(),
  merchant_of_record: merchantOfRecordSchema.nullable(),
  site_settings: siteSettingsSchema,
})
export type Site = z.infer<typeof siteSchema>

/** What the site selector and the site list need of a site. */
export const siteSummarySchema = siteSchema.pick({
  id: true,
  name: true,
  sub_domain: true,
  domain: true,
  link: true,
})
export type SiteSummary = z.infer<typeof siteSummarySchema>

export const siteListResponseSchema = z.object({ data: z.object({ data: z.array(siteSummarySchema) }) })
export type SiteListResponse = z.infer<typeof siteListResponseSchema>

export const siteSettingItemSchema = z.object({ setting: z.string().trim().min(1), value: z.unknown() })
export type SiteSettingItem = z.infer<typeof siteSettingItemSchema>
