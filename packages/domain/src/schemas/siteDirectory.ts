import { z } from 'zod'
import { approvalStatusSchema } from '../enums/approvalStatus'
import { siteApprovalRowSchema } from './siteEditing'

/** The admin's `partner-site` list: every site, searched by name, domain or owner, by approval status. */
export const siteDirectoryQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  approval_status: z.coerce.number().pipe(approvalStatusSchema).optional(),
  page: z.coerce.number().int().min(1).default(1),
  item_per_page: z.coerce.number().int().min(1).max(100).default(25),
})
export type SiteDirectoryQuery = z.infer<typeof siteDirectoryQuerySchema>

/** A site in the admin's list: its approval, whether it is switched on (`status`), and its owner. */
export const siteDirectoryRowSchema = siteApprovalRowSchema.extend({
  status: z.number().int(),
  owner_name: z.string(),
})
export type SiteDirectoryRow = z.infer<typeof siteDirectoryRowSchema>
