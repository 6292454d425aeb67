import { z } from 'zod'
import { idSchema } from './common'

/** Where an editing request stands: it waits, or was approved, rejected or withdrawn by its partner. */
export const SITE_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const
export type SiteChangeStatus = (typeof SITE_CHANGE_STATUSES)[number]

/** A live site's new name and addresses as its partner asked for them, waiting for an admin. */
export const siteChangePendingSchema = z.object({
  id: idSchema,
  name: z.string(),
  sub_domain: z.string(),
  domain: z.string().nullable(),
  created_at: z.string(),
})
export type SiteChangePending = z.infer<typeof siteChangePendingSchema>

/** One editing request as the admin's `partner-site/pending-change` page lists it: old → new, who and when. */
export const siteChangeRowSchema = z.object({
  id: idSchema,
  site_id: idSchema,
  site_name: z.string(),
  owner_email: z.string(),
  name: z.string(),
  sub_domain: z.string(),
  domain: z.string().nullable(),
  old_name: z.string(),
  old_sub_domain: z.string(),
  old_domain: z.string().nullable(),
  status: z.enum(SITE_CHANGE_STATUSES),
  reason: z.string().nullable(),
  requested_by_email: z.string().nullable(),
  decided_by_email: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
})
export type SiteChangeRow = z.infer<typeof siteChangeRowSchema>

/** One of a site's editing requests as its partner sees them: what was asked, and how it was decided. */
export const siteChangeHistoryRowSchema = siteChangeRowSchema.omit({
  site_id: true,
  site_name: true,
  owner_email: true,
  decided_by_email: true,
})
export type SiteChangeHistoryRow = z.infer<typeof siteChangeHistoryRowSchema>
