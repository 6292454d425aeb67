import { z } from 'zod'
import { MESSAGES } from '../messages'

/** The currencies Stripe Terminal takes in its countries: each may have its own connected account. */
export const TERMINAL_CONNECT_CURRENCIES = [
  'AUD',
  'CAD',
  'CHF',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'NOK',
  'NZD',
  'PLN',
  'SEK',
  'SGD',
  'USD',
] as const

export const isTerminalConnectCurrency = (code: string) =>
  (TERMINAL_CONNECT_CURRENCIES as readonly string[]).includes(code.toUpperCase())

export const terminalConnectCurrencySchema = z
  .string({ error: MESSAGES.terminalConnectCurrencyInvalid })
  .trim()
  .refine(isTerminalConnectCurrency, MESSAGES.terminalConnectCurrencyInvalid)

/** Connect or deauthorize: the currency whose Stripe account it is. */
export const terminalConnectRequestSchema = z.object({ currency_code: terminalConnectCurrencySchema })
export type TerminalConnectRequest = z.infer<typeof terminalConnectRequestSchema>

/** Where the partner's browser goes to connect their Stripe account (Stripe Connect OAuth). */
export const terminalConnectStartSchema = z.object({
  currency_code: z.string(),
  url: z.string(),
})
export type TerminalConnectStart = z.infer<typeof terminalConnectStartSchema>

/** What Stripe sends back to the Terminal Settings page after the partner agreed (or declined). */
export const terminalConnectCallbackSchema = z.object({
  code: z.string().trim().optional(),
  state: z
    .string({ error: MESSAGES.terminalConnectStateInvalid })
    .min(1, MESSAGES.terminalConnectStateInvalid),
  error: z.string().optional(),
  error_description: z.string().optional(),
})
export type TerminalConnectCallback = z.infer<typeof terminalConnectCallbackSchema>

/** One currency of the site: its connected Stripe account, since when and by whom; else the platform's. */
export const terminalStripeConnectionSchema = z.object({
  currency_code: z.string(),
  connected: z.boolean(),
  account_id: z.string().nullable(),
  connected_at: z.string().nullable(),
  connected_by: z.string().nullable(),
})
export type TerminalStripeConnection = z.infer<typeof terminalStripeConnectionSchema>
