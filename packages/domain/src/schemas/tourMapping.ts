import { z } from 'zod'
import { MESSAGES } from '../messages'
import { idSchema } from './common'

/** A channel manager a supplier's activities can be connected to (`/public/tours/channel-manager`). */
export const channelManagerSchema = z.object({ id: idSchema, code: z.string(), name: z.string() })
export type ChannelManager = z.infer<typeof channelManagerSchema>

// Channel managers' codes are short identifiers; an empty code means "not mapped".
const externalCodeSchema = z
  .string()
  .trim()
  .max(64, { error: MESSAGES.externalCodeInvalid })
  .regex(/^[A-Za-z0-9._:/-]*$/, { error: MESSAGES.externalCodeInvalid })

/** The activity's product code and each option's code at its channel manager, for a later sync. */
export const tourMappingInputSchema = z
  .object({
    channel_manager_id: idSchema.nullable(),
    external_product_code: externalCodeSchema.default(''),
    options: z
      .array(z.object({ option_id: idSchema, external_option_code: externalCodeSchema.default('') }))
      .max(200)
      .default([]),
  })
  .refine((mapping) => mapping.channel_manager_id === null || mapping.external_product_code !== '', {
    error: MESSAGES.externalProductCodeRequired,
    path: ['external_product_code'],
  })
  .refine(
    (mapping) =>
      mapping.channel_manager_id !== null ||
      (mapping.external_product_code === '' &&
        mapping.options.every((option) => option.external_option_code === '')),
    { error: MESSAGES.channelManagerRequired, path: ['channel_manager_id'] },
  )
export type TourMappingInput = z.input<typeof tourMappingInputSchema>
export type TourMappingValues = z.output<typeof tourMappingInputSchema>

export const tourMappingRecordSchema = z.object({
  id: idSchema,
  channel_manager_id: idSchema.nullable(),
  external_product_code: z.string(),
  options: z.array(
    z.object({
      option_id: idSchema,
      name: z.string(),
      external_option_code: z.string(),
    }),
  ),
})
export type TourMappingRecord = z.infer<typeof tourMappingRecordSchema>
