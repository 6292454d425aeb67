import { z } from 'zod'

/** Building blocks shared by the entity schemas. */
export const idSchema = z.number().int().positive()
export const countSchema = z.number().int().nonnegative()
export const amountSchema = z.number().finite().nonnegative()
export const percentageSchema = z.number().min(0).max(100)
export const currencyCodeSchema = z.string().regex(/^[A-Za-z]{3}$/, 'Expected a three-letter currency code')
/** A calendar date `yyyy-MM-dd`; read it with parseCalendarDate, never `new Date()`. */
export const calendarDateSchema = z.iso.date()
export const TIME_OF_DAY_MESSAGE = 'Expected a time HH:mm'
/** A time of day `HH:mm` or `HH:mm:ss`. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, TIME_OF_DAY_MESSAGE)
/** Theme colours are hex, as the colour pickers produce them. */
export const COLOUR_MESSAGE = 'Expected a hex colour such as #FFF'
export const colourSchema = z
  .string()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, COLOUR_MESSAGE)
/** A list in a request is capped, so no input size reaches the database unbounded. */
export const boundedList = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, `At most ${max} items`)
/** The most results one page of a search or list answers. */
export const MAX_PAGE_SIZE = 100
export const latitudeSchema = z.number().min(-90).max(90)
export const longitudeSchema = z.number().min(-180).max(180)
