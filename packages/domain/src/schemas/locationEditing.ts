import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '../locales'
import { MESSAGES } from '../messages'
import { countryOf } from '../rules/countries'
import { idSchema } from './common'

const TIME_ZONES = new Set(Intl.supportedValuesOf('timeZone'))

/** Whether the runtime knows the IANA time zone (`UTC` is listed under its alias `Etc/UTC` by some). */
export const isTimeZone = (zone: string) => TIME_ZONES.has(zone) || zone === 'UTC'

const coordinate = (limit: number, error: string) =>
  z.number({ error }).min(-limit, { error }).max(limit, { error })

/** A place products are in, as admins write it: a slug, a name per language, where it is and its clock. */
export const locationInputSchema = z.object({
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
        ctx.addIssue({ code: 'custom', path: [DEFAULT_LOCALE], message: MESSAGES.locationNameRequired })
    }),
  country_code: z
    .string({ error: MESSAGES.locationCountryInvalid })
    .trim()
    .refine((code) => /^[A-Za-z]{2}$/.test(code) && countryOf(code) !== undefined, {
      error: MESSAGES.locationCountryInvalid,
    })
    .transform((code) => code.toUpperCase()),
  time_zone: z
    .string({ error: MESSAGES.locationTimeZoneInvalid })
    .trim()
    .refine(isTimeZone, { error: MESSAGES.locationTimeZoneInvalid }),
  lat: coordinate(90, MESSAGES.locationLatInvalid),
  lng: coordinate(180, MESSAGES.locationLngInvalid),
})
export type LocationInput = z.input<typeof locationInputSchema>
export type LocationValues = z.output<typeof locationInputSchema>

export const locationRecordSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.partialRecord(z.enum(LOCALES), z.string()),
  country_code: z.string(),
  time_zone: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** How many products are in the place. */
  products: z.number().int(),
})
export type LocationRecord = z.infer<typeof locationRecordSchema>
