import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '../locales'
import { MESSAGES } from '../messages'
import { idSchema } from './common'

/** A name per language, English required (other languages fall back to it). */
const namesSchema = (required: string) =>
  z
    .partialRecord(z.enum(LOCALES), z.string().trim().max(120).nullish())
    .transform((names) => Object.fromEntries(Object.entries(names).filter(([, value]) => value)))
    .superRefine((names, ctx) => {
      if (!names[DEFAULT_LOCALE]) ctx.addIssue({ code: 'custom', path: [DEFAULT_LOCALE], message: required })
    })

const localNamesSchema = z.partialRecord(z.enum(LOCALES), z.string())

/** A feature type as admins write it: what groups features ("Facilities", "Accessibility"). */
export const productFeatureTypeInputSchema = z.object({
  name: namesSchema(MESSAGES.featureTypeNameRequired),
})
export type ProductFeatureTypeInput = z.input<typeof productFeatureTypeInputSchema>
export type ProductFeatureTypeValues = z.output<typeof productFeatureTypeInputSchema>

export const productFeatureTypeRecordSchema = z.object({
  id: idSchema,
  name: localNamesSchema,
  /** How many features have this type. */
  features: z.number().int(),
})
export type ProductFeatureTypeRecord = z.infer<typeof productFeatureTypeRecordSchema>

/** A product feature as admins write it: its name per language, an icon's name and its type. */
export const productFeatureInputSchema = z.object({
  name: namesSchema(MESSAGES.featureNameRequired),
  icon: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.featureIconInvalid })
    .max(40)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: MESSAGES.featureIconInvalid }),
  feature_type_id: idSchema.nullish().transform((id) => id ?? null),
  /** Shown first in the guest's hotel filters. */
  most_popular: z.boolean().default(false),
})
export type ProductFeatureInput = z.input<typeof productFeatureInputSchema>
export type ProductFeatureValues = z.output<typeof productFeatureInputSchema>

export const productFeatureRecordSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: localNamesSchema,
  icon: z.string(),
  feature_type_id: idSchema.nullable(),
  most_popular: z.boolean(),
  /** How many products carry the feature. */
  products: z.number().int(),
})
export type ProductFeatureRecord = z.infer<typeof productFeatureRecordSchema>

/** A feature a partner may give a package (`product-feature/all?package_id=`), named in the caller's language. */
export const packageFeatureChoiceSchema = z.object({
  id: idSchema,
  name: z.string(),
  icon: z.string(),
  feature_type_id: idSchema.nullable(),
  feature_type_name: z.string().nullable(),
  /** Whether the package has it. */
  selected: z.boolean(),
})
export type PackageFeatureChoice = z.infer<typeof packageFeatureChoiceSchema>

/** The package's features, all at once (`features/{id}`). */
export const packageFeaturesInputSchema = z.object({
  feature_ids: z.array(idSchema).max(200),
})
export type PackageFeaturesInput = z.output<typeof packageFeaturesInputSchema>

/** A package's tags and service categories, all at once (its "Tags and categories" tab). */
export const packageTaxonomySchema = z.object({
  tag_ids: z.array(idSchema).max(100),
  category_ids: z.array(idSchema).max(100),
})
export type PackageTaxonomy = z.output<typeof packageTaxonomySchema>
