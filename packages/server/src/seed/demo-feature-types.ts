import { localTextSchema } from '@jaunt/domain'
import { z } from 'zod'
import type { DB } from '../db/database.js'
import { DEMO_FEATURES } from './catalogue/demo-data.js'
import featureTypes from './data/feature-types.json' with { type: 'json' }
import { readDemoData } from './read-data.js'

const featureSlugSchema = z
  .string()
  .refine((slug) => DEMO_FEATURES.some((feature) => feature.slug === slug), {
    message: 'Expected the slug of a feature in seed/data/taxonomy.json',
  })

/** The demo's feature types, each grouping some of the demo's features (seed/data/taxonomy.json). */
export const demoFeatureTypesSchema = z.array(
  z.strictObject({
    name: localTextSchema,
    features: z.array(featureSlugSchema),
    /** Features of this type only, so the demo shows a type with features of its own. */
    new_features: z
      .array(z.strictObject({ slug: z.string().min(1), icon: z.string().min(1), name: localTextSchema }))
      .default([]),
  }),
)

export const DEMO_FEATURE_TYPES = readDemoData('feature-types.json', demoFeatureTypesSchema, featureTypes)

export async function seedFeatureTypes(trx: DB) {
  for (const type of DEMO_FEATURE_TYPES) {
    const { id } = await trx
      .insertInto('feature_type')
      .values({ name: JSON.stringify(type.name) })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (type.features.length)
      await trx
        .updateTable('feature')
        .set({ feature_type_id: id })
        .where('slug', 'in', type.features)
        .execute()
    if (type.new_features.length)
      await trx
        .insertInto('feature')
        .values(
          type.new_features.map((feature) => ({
            slug: feature.slug,
            icon: feature.icon,
            name: JSON.stringify(feature.name),
            feature_type_id: id,
          })),
        )
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute()
  }
}
