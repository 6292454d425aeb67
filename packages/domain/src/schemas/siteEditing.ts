import { z } from 'zod'
import { paymentMethodSchema } from '../enums/paymentMethod'
import { MESSAGES } from '../messages'
import { boundedList, idSchema } from './common'
import { embedSettingsInputSchema } from './embedSettings'
import { siteChangePendingSchema } from './siteChanges'
import { themeSchema } from './theme'
import {
  bookingFlowSettingsSchema,
  footerSettingsSchema,
  footerWidgetSchema,
  headerSettingsSchema,
  redirectionSettingsSchema,
  siteLanguageSchema,
} from './siteSettings'

/** Names that would shadow the app's own hosts, so no partner may take them. */
export const RESERVED_SUB_DOMAINS = ['www', 'api', 'admin', 'app', 'mail', 'static', 'widget']

/** One DNS label: `fjord-tours`. */
export const subDomainSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]([a-z0-9-]{1,61})[a-z0-9]$/, MESSAGES.subDomainInvalid)
  .refine((label) => !RESERVED_SUB_DOMAINS.includes(label), MESSAGES.subDomainTaken)

const HOSTNAME = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** A custom domain, stored lower-case without `www.` (host resolution drops it too); empty is none. */
export const customDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^https?:\/\//, '').replace(/\/$/, ''))
  .refine((value) => value === '' || HOSTNAME.test(value), MESSAGES.domainInvalid)
  .transform((value) => (value === '' ? null : value.replace(/^www\./, '')))
  .nullable()
  .transform((value) => value ?? null)

/** What the partner sets on the General Settings page; creating a site sends the same. */
export const generalSettingsInputSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.siteNameRequired).max(120),
  company_name: z.string().trim().min(1, MESSAGES.companyNameRequired).max(120),
  sub_domain: subDomainSchema,
  domain: customDomainSchema,
  favicon_icon: z.string().trim().max(500).nullable().default(null),
  language: siteLanguageSchema,
  primary_page_id: idSchema.nullable().default(null),
})
export type GeneralSettingsInput = z.input<typeof generalSettingsInputSchema>

/** Tags that would end the head or body the snippet is pasted into, or open a comment or script that never ends. */
export function scriptBreaksOut(snippet: string): boolean {
  const lower = snippet.toLowerCase()
  if (/<\/?(html|head|body)\b/.test(lower)) return true
  const opens = lower.match(/<script\b/g)?.length ?? 0
  const closes = lower.match(/<\/script\s*>/g)?.length ?? 0
  if (opens !== closes) return true
  const comments = lower.split('<!--').length - 1
  return comments > lower.split('-->').length - 1
}

const snippetSchema = z
  .string()
  .max(20_000)
  .refine((snippet) => !scriptBreaksOut(snippet), MESSAGES.scriptBreaksOut)

export const scriptSettingsInputSchema = z.object({
  head_scripts: snippetSchema,
  footer_scripts: snippetSchema,
})

/** Who sells to the guest: the marketplace, or the partner under their own name (the seeded values). */
export const MERCHANT_OF_RECORD_TYPES = ['marketplace', 'partner'] as const

export const merchantOfRecordInputSchema = z.object({
  type: z.enum(MERCHANT_OF_RECORD_TYPES),
  payment_method: boundedList(paymentMethodSchema, 10)
    .min(1, MESSAGES.paymentMethodRequired)
    .transform((methods) => [...new Set(methods)]),
})

/**
 * The settings groups a partner changes one at a time (`/partner-sites/{id}/settings/{group}`): each
 * is its own form and its own route, replaced whole.
 */
export const SITE_SETTING_GROUPS = {
  redirection: redirectionSettingsSchema,
  script: scriptSettingsInputSchema,
  header: headerSettingsSchema,
  // The back office writes the columns the hosted site reads, so a saved footer has only that shape.
  footer: footerSettingsSchema.extend({ widgets: boundedList(footerWidgetSchema, 12) }),
  'booking-flow': bookingFlowSettingsSchema,
  'merchant-of-record': merchantOfRecordInputSchema,
  'allowed-origins': embedSettingsInputSchema,
  theme: themeSchema,
} as const
export type SiteSettingGroup = keyof typeof SITE_SETTING_GROUPS

export const siteRejectionSchema = z.object({
  reason: z.string().trim().min(1, MESSAGES.rejectionReasonRequired).max(1000),
})

/** A site as the admin's approval list shows it. */
export const siteApprovalRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  sub_domain: z.string(),
  domain: z.string().nullable(),
  owner_email: z.string(),
  approval_status: z.number().int(),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
})
export type SiteApprovalRow = z.infer<typeof siteApprovalRowSchema>

/** The General Settings page's record: the input plus where the site stands with the admin. */
export const generalSettingsRecordSchema = z.object({
  id: idSchema,
  name: z.string(),
  company_name: z.string(),
  sub_domain: z.string(),
  domain: z.string().nullable(),
  favicon_icon: z.string().nullable(),
  language: siteLanguageSchema,
  primary_page_id: idSchema.nullable(),
  approval_status: z.number().int(),
  rejection_reason: z.string().nullable(),
  /** A live site's name or address change that waits for an admin; null when none does. */
  pending_change: siteChangePendingSchema.nullable(),
})
export type GeneralSettingsRecord = z.infer<typeof generalSettingsRecordSchema>
