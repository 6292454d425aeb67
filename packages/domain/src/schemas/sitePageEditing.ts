import { z } from 'zod'
import { MESSAGES } from '../messages'
import { SLUG_PATTERN } from '../rules/siteRoutes'
import { idSchema } from './common'
import { localTextSchema, storedMenuItemSchema, storedSectionSchema } from './sitePage'

/** The page builder's own messages; the admin translates each (fieldMessages.ts). */
export const SITE_PAGE_MESSAGES = {
  slugTaken: 'Another page of this site has this slug',
  titleRequired: 'Please enter the page title',
  pageNotFound: 'This page does not exist',
} as const

/** The spec's page listing filter: `status=2` is the unpublished pages. */
export const SitePageStatus = { Published: 1, Unpublished: 2 } as const
export type SitePageStatus = (typeof SitePageStatus)[keyof typeof SitePageStatus]
export const sitePageStatusSchema = z.union([z.literal(1), z.literal(2)])

export const sitePageSlugSchema = z
  .string({ error: MESSAGES.slugInvalid })
  .trim()
  .min(1, { error: MESSAGES.slugInvalid })
  .max(80, { error: 'Must be at most 80 characters.' })
  .regex(SLUG_PATTERN, { error: MESSAGES.slugInvalid })

/**
 * What the page builder saves: the slug, the title and description (the page's SEO title and meta
 * description) per language, and the sections. Saving a published page saves a draft beside it.
 */
export const sitePageInputSchema = z.object({
  slug: sitePageSlugSchema,
  title: localTextSchema.refine((title) => Object.values(title).some((text) => text.trim() !== ''), {
    error: SITE_PAGE_MESSAGES.titleRequired,
  }),
  description: localTextSchema.default({}),
  sections: z.array(storedSectionSchema).max(40).default([]),
})
export type SitePageInput = z.input<typeof sitePageInputSchema>

/** A page in the back office's list. */
export const sitePageSummarySchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: localTextSchema,
  status: sitePageStatusSchema,
  /** Saved changes guests do not see yet. */
  has_draft: z.boolean(),
  updated_at: z.string(),
})
export type SitePageSummary = z.infer<typeof sitePageSummarySchema>

/** A page as the builder edits it: its draft, else what guests see. */
export const sitePageRecordSchema = sitePageSummarySchema.extend({
  description: localTextSchema,
  sections: z.array(storedSectionSchema),
})
export type SitePageRecord = z.infer<typeof sitePageRecordSchema>

export const sitePageListSchema = z.object({ data: z.array(sitePageSummarySchema), total: z.number() })

/** The site's menu in order, as the back office edits it: the array's order is the menu's. */
export const siteMenuInputSchema = z.object({ items: z.array(storedMenuItemSchema).max(30) })
export type SiteMenuInput = z.infer<typeof siteMenuInputSchema>
export type SitePageList = z.infer<typeof sitePageListSchema>
