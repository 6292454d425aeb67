import { z } from 'zod'
import { MESSAGES } from '../messages'
import { idSchema } from './common'
import { terminalSettingsSchema } from './terminal'
import { terminalLocationRecordSchema, terminalReaderRecordSchema } from './terminalSettings'

/** The operator starts the card reader of one site with that site's setup password. */
export const terminalOperatorLoginSchema = z.object({
  site_id: z.number({ error: MESSAGES.terminalSiteRequired }).int().positive(MESSAGES.terminalSiteRequired),
  password: z.string({ error: MESSAGES.passwordInvalid }).min(1, MESSAGES.passwordInvalid).max(200),
})
export type TerminalOperatorLogin = z.infer<typeof terminalOperatorLoginSchema>

/** A short-lived token for one site's terminal calls only, sent as `X-Terminal-Token`. */
export const terminalOperatorTokenSchema = z.object({
  terminal_token: z.string(),
  site_id: idSchema,
  expires_at: z.string(),
})
export type TerminalOperatorToken = z.infer<typeof terminalOperatorTokenSchema>

/** A site whose card reader the operator may start. */
export const terminalOperatorSiteSchema = z.object({ id: idSchema, name: z.string() })
export type TerminalOperatorSite = z.infer<typeof terminalOperatorSiteSchema>

/** What the operator chooses from: the site's locations and readers. */
export const terminalDeskSetupSchema = z.object({
  site_id: idSchema,
  locations: z.array(terminalLocationRecordSchema),
  readers: z.array(terminalReaderRecordSchema),
})
export type TerminalDeskSetup = z.infer<typeof terminalDeskSetupSchema>

export const terminalConnectionTokenSchema = z.object({ terminal_connection_secret: z.string() })

const guestText = (message: string) => z.string({ error: message }).trim().min(1, message).max(120)

/** The desk sale: the cart built at the desk, the reader that takes the card and the guest. */
export const terminalDeskPaymentSchema = z.object({
  cart_ref: z.string().uuid(MESSAGES.cartItemsNotValid),
  reader_id: z.number({ error: MESSAGES.readerRequired }).int().positive(MESSAGES.readerRequired),
  first_name: guestText(MESSAGES.terminalGuestFirstNameRequired),
  last_name: guestText(MESSAGES.terminalGuestLastNameRequired),
  email: z.string().trim().pipe(z.email(MESSAGES.emailInvalid)),
})
export type TerminalDeskPayment = z.infer<typeof terminalDeskPaymentSchema>

/** The card_present intent the reader collects, for the amount the server computed from the cart. */
export const terminalDeskIntentSchema = z.object({
  payment_ref: z.string(),
  payment_intent: z.string(),
  client_secret: z.string(),
  amount: z.number(),
  currency_code: z.string(),
  hold_expires_at: z.string().nullable(),
})
export type TerminalDeskIntent = z.infer<typeof terminalDeskIntentSchema>

export const TerminalDeskOutcome = {
  Confirmed: 'confirmed',
  Pending: 'pending',
  Released: 'released',
  Refunded: 'refunded',
} as const
export type TerminalDeskOutcome = (typeof TerminalDeskOutcome)[keyof typeof TerminalDeskOutcome]

/** What became of the desk sale: booked (with its numbers), still waiting for the card, or given back. */
export const terminalDeskSettlementSchema = z.object({
  payment_ref: z.string(),
  outcome: z.enum(['confirmed', 'pending', 'released', 'refunded']),
  booking_numbers: z.array(z.string()),
})
export type TerminalDeskSettlement = z.infer<typeof terminalDeskSettlementSchema>

/** The spec's `POST /terminal-reader-location`: the operator's reader at its location, checked on the site. */
export const terminalReaderLocationSchema = terminalSettingsSchema.extend({
  site_id: z.number({ error: MESSAGES.terminalSiteRequired }).int().positive(MESSAGES.terminalSiteRequired),
})
export type TerminalReaderLocation = z.infer<typeof terminalReaderLocationSchema>
