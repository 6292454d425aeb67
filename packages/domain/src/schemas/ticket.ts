import { z } from 'zod'
import { guestTypeSchema } from '../enums/guestType'
import { priceTypeSchema } from '../enums/priceType'
import { amountSchema, calendarDateSchema, countSchema, idSchema } from './common'

export const groupDetailsSchema = z.object({
  priceType: priceTypeSchema,
  memberCount: z.number().int().min(1),
})
export type GroupDetails = z.infer<typeof groupDetailsSchema>

export const ticketSchema = z.object({
  id: idSchema,
  type: guestTypeSchema,
  price: amountSchema,
  count: countSchema,
  groupDetails: groupDetailsSchema.nullish(),
})
export type Ticket = z.infer<typeof ticketSchema>

export const ticketAvailabilitySchema = z.object({
  ticket_id: idSchema,
  status: z.boolean(),
  message: z.string().nullable(),
  isMinimumBook: z.boolean(),
})
export type TicketAvailability = z.infer<typeof ticketAvailabilitySchema>

export const selectedTicketLineSchema = z.object({
  ticket_id: idSchema,
  tickets: z.number().int().positive(),
  cost: amountSchema,
  price: amountSchema,
  option_id: idSchema,
  date: calendarDateSchema,
  tour_id: idSchema,
})
export type SelectedTicketLine = z.infer<typeof selectedTicketLineSchema>
