import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '../locales'
import { MESSAGES } from '../messages'
import { idSchema, latitudeSchema, longitudeSchema, timeOfDaySchema } from './common'
import { tourDurationSchema } from './tourEditing'

/** The longest cut-off a supplier can set before a departure: one week. */
export const MAX_CUT_OFF_MINUTES = 7 * 24 * 60

/** An option's name per language; English is the fallback, so it is needed. */
export const optionNameSchema = z
  .partialRecord(
    z.enum(LOCALES),
    z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((name) => name ?? ''),
  )
  .refine((names) => !!names[DEFAULT_LOCALE], {
    error: MESSAGES.optionNameRequired,
    path: [DEFAULT_LOCALE],
  })
  .transform((names) => Object.fromEntries(Object.entries(names).filter(([, name]) => name)))

export const meetingPointSchema = z
  .object({
    address: z.string().trim().max(300).nullish(),
    lat: latitudeSchema.nullish(),
    lng: longitudeSchema.nullish(),
  })
  .refine((point) => (point.lat == null) === (point.lng == null), {
    error: MESSAGES.mapPinIncomplete,
    path: ['lng'],
  })

/** An option of an activity as its supplier edits it (spec: Manage › Options). */
export const tourOptionInputSchema = z.object({
  name: optionNameSchema,
  duration: tourDurationSchema,
  meeting_point: meetingPointSchema.default({}),
  start_times: z
    .array(timeOfDaySchema.transform((time) => time.slice(0, 5)))
    .min(1, { error: MESSAGES.startTimeRequired })
    .max(48)
    .transform((times) => [...new Set(times)].sort()),
  cut_off_minutes: z.number().int().min(0).max(MAX_CUT_OFF_MINUTES).default(0),
})
export type TourOptionInput = z.input<typeof tourOptionInputSchema>
export type TourOptionValues = z.output<typeof tourOptionInputSchema>

export const tourOptionRecordSchema = z.object({
  id: idSchema,
  tour_id: idSchema,
  position: z.number().int(),
  name: z.partialRecord(z.enum(LOCALES), z.string()),
  duration: z.object({
    days: z.number().int().nullable(),
    hours: z.number().int(),
    minutes: z.number().int(),
  }),
  meeting_point: z.object({
    address: z.string(),
    lat: latitudeSchema.nullable(),
    lng: longitudeSchema.nullable(),
  }),
  start_times: z.array(z.string()),
  cut_off_minutes: z.number().int(),
})
export type TourOptionRecord = z.infer<typeof tourOptionRecordSchema>
