import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '../locales'
import { MESSAGES } from '../messages'
import { idSchema } from './common'

/** Ours: the spec names the service categories and commission pages but not their texts (docs/decisions.md). */
export const CATEGORY_ADMIN_MESSAGES = {
  nameRequired: 'Please enter the category name',
  slugTaken: 'Another category has this slug',
  parentUnknown: 'Please choose a parent category from the list',
  parentCycle: 'A category cannot be placed under itself or one of its subcategories',
  positionInvalid: 'Please enter an order from 0 to 9999',
  hasChildren: 'This category has subcategories: move or delete them first',
  commissionInvalid: 'Please enter a commission from 0 to 100',
  partnerShareInvalid: 'Please enter a partner share from 0 to 100',
} as const

/** The 409 of a category products still use, with how many (English; the page says it before asking). */
export const categoryInUseMessage = (products: number) =>
  `${products} ${products === 1 ? 'product uses' : 'products use'} this category or its subcategories: move ${products === 1 ? 'it' : 'them'} to another category first`

const percent = (message: string) =>
  z.coerce.number({ error: message }).min(0, message).max(100, message).multipleOf(0.01, message)

/** A service category as admins write it: a slug, its name per language, its parent and its order. */
export const categoryInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.slugInvalid })
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: MESSAGES.slugInvalid }),
  name: z
    .partialRecord(z.enum(LOCALES), z.string().trim().max(120).nullish())
    .transform((names) => Object.fromEntries(Object.entries(names).filter(([, value]) => value)))
    .superRefine((names, ctx) => {
      if (!names[DEFAULT_LOCALE])
        ctx.addIssue({
          code: 'custom',
          path: [DEFAULT_LOCALE],
          message: CATEGORY_ADMIN_MESSAGES.nameRequired,
        })
    }),
  /** None: a top category. */
  parent_id: z
    .union([z.literal('').transform(() => null), idSchema], { error: CATEGORY_ADMIN_MESSAGES.parentUnknown })
    .nullish()
    .transform((id) => id ?? null),
  /** Siblings are shown by this, then by name. */
  position: z.coerce
    .number({ error: CATEGORY_ADMIN_MESSAGES.positionInvalid })
    .int(CATEGORY_ADMIN_MESSAGES.positionInvalid)
    .min(0, CATEGORY_ADMIN_MESSAGES.positionInvalid)
    .max(9999, CATEGORY_ADMIN_MESSAGES.positionInvalid)
    .default(0),
})
export type CategoryAdminInput = z.input<typeof categoryInputSchema>
export type CategoryAdminValues = z.output<typeof categoryInputSchema>

export const categoryAdminRecordSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.partialRecord(z.enum(LOCALES), z.string()),
  parent_id: idSchema.nullable(),
  position: z.number().int(),
  /** Levels above it: 0 for a top category. */
  depth: z.number().int(),
  /** How many direct subcategories it has. */
  children: z.number().int(),
  /** How many products it or one of its subcategories sorts. */
  products: z.number().int(),
  /** Its own commission; none takes its parent's, then the marketplace's default. */
  commission_percent: z.number().nullable(),
  /** The commission its products pay: its own, its parent's, or the default. */
  effective_commission_percent: z.number(),
})
export type CategoryAdminRecord = z.infer<typeof categoryAdminRecordSchema>

/** A category's own commission; empty (null) takes its parent's, then the default. */
export const categoryCommissionInputSchema = z.object({
  commission_percent: z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      percent(CATEGORY_ADMIN_MESSAGES.commissionInvalid),
    ])
    .optional()
    .transform((value) => value ?? null),
})
export type CategoryCommissionValues = z.output<typeof categoryCommissionInputSchema>

/** The marketplace's commission when no category of a product says otherwise. */
export const commissionSettingsSchema = z.object({
  default_percent: percent(CATEGORY_ADMIN_MESSAGES.commissionInvalid),
})
export type CommissionSettingsValues = z.output<typeof commissionSettingsSchema>

/** The part of the commission a partner's site earns on what it sells. */
export const partnerShareInputSchema = z.object({
  partner_share_percent: percent(CATEGORY_ADMIN_MESSAGES.partnerShareInvalid),
})
export type PartnerShareValues = z.output<typeof partnerShareInputSchema>

export const partnerShareRecordSchema = z.object({
  /** The partner site's id. */
  id: idSchema,
  name: z.string(),
  owner_name: z.string(),
  partner_share_percent: z.number(),
})
export type PartnerShareRecord = z.infer<typeof partnerShareRecordSchema>
