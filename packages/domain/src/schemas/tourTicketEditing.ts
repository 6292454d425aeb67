import { z } from 'zod'
import { guestTypeSchema } from '../enums/guestType'
import { PriceType, priceTypeSchema } from '../enums/priceType'
import { MESSAGES } from '../messages'
import { idSchema } from './common'

/** A ticket of an option as its supplier edits it (spec: Manage › Tickets). */
export const tourTicketInputSchema = z
  .object({
    guest_type: guestTypeSchema,
    price: z.number({ error: MESSAGES.priceInvalid }).min(0, { error: MESSAGES.priceInvalid }).max(1_000_000),
    price_type: priceTypeSchema.default(PriceType.PerPerson),
    member_count: z.number().int().min(1).max(100).default(1),
    min_per_booking: z.number().int().min(0).max(999).default(0),
    max_per_booking: z.number().int().min(1).max(999).nullish(),
  })
  .refine((ticket) => ticket.max_per_booking == null || ticket.max_per_booking >= ticket.min_per_booking, {
    error: MESSAGES.maxBelowMin,
    path: ['max_per_booking'],
  })
  .refine((ticket) => ticket.price_type === PriceType.PerGroup || ticket.member_count === 1, {
    error: MESSAGES.memberCountPerPerson,
    path: ['member_count'],
  })
export type TourTicketInput = z.input<typeof tourTicketInputSchema>
export type TourTicketValues = z.output<typeof tourTicketInputSchema>

export const tourTicketRecordSchema = z.object({
  id: idSchema,
  option_id: idSchema,
  position: z.number().int(),
  guest_type: guestTypeSchema,
  price: z.number(),
  price_type: priceTypeSchema,
  member_count: z.number().int(),
  min_per_booking: z.number().int(),
  max_per_booking: z.number().int().nullable(),
})
export type TourTicketRecord = z.infer<typeof tourTicketRecordSchema>
