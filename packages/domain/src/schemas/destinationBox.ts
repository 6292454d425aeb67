import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '../locales'
import { MESSAGES } from '../messages'
import { idSchema } from './common'

/** The most products one destination box's slider shows. */
export const MAX_DESTINATION_ITEMS = 48

/** A destination box as admins write it: a slug for links, its name per language, a picture. */
export const destinationBoxInputSchema = z.object({
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
        ctx.addIssue({ code: 'custom', path: [DEFAULT_LOCALE], message: MESSAGES.destinationNameRequired })
    }),
  image_url: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/(?!\/)|https:\/\/)/, 'Expected an image path or https address')
    .nullish()
    .transform((value) => value || null),
  /** The slider's products, first to last. */
  service_ids: z
    .array(idSchema)
    .max(MAX_DESTINATION_ITEMS)
    .transform((ids) => [...new Set(ids)])
    .optional(),
})
export type DestinationBoxInput = z.input<typeof destinationBoxInputSchema>
export type DestinationBoxValues = z.output<typeof destinationBoxInputSchema>

/** One product of a box's slider, named in the asked language. */
export const destinationItemSchema = z.object({ id: idSchema, name: z.string(), product_code: z.string() })
export type DestinationItem = z.infer<typeof destinationItemSchema>

export const destinationBoxRecordSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.partialRecord(z.enum(LOCALES), z.string()),
  image_url: z.string().nullable(),
  service_ids: z.array(idSchema),
  items: z.array(destinationItemSchema),
})
export type DestinationBoxRecord = z.infer<typeof destinationBoxRecordSchema>

/** A box to choose on an activity's settings: its name in the asked language. */
export const destinationChoiceSchema = z.object({ id: idSchema, name: z.string(), slug: z.string() })
export type DestinationChoice = z.infer<typeof destinationChoiceSchema>

/** The boxes an activity is linked to. */
export const tourDestinationsInputSchema = z.object({
  box_ids: z
    .array(idSchema)
    .max(50)
    .transform((ids) => [...new Set(ids)]),
})
export type TourDestinationsInput = z.input<typeof tourDestinationsInputSchema>
export const tourDestinationsRecordSchema = z.object({ id: idSchema, box_ids: z.array(idSchema) })
export type TourDestinationsRecord = z.infer<typeof tourDestinationsRecordSchema>
