import { z } from 'zod'
import { MESSAGES } from '../messages'

/** Every ISO 4217 code the runtime knows; the marketplace may only offer these. */
export const isIsoCurrency = (code: string) => Intl.supportedValuesOf('currency').includes(code)

/** A currency's name in a language, e.g. `NOK` in `de` is "Norwegische Krone". */
export const currencyName = (code: string, locale: string) =>
  new Intl.DisplayNames([locale, 'en'], { type: 'currency' }).of(code) ?? code

/** An admin adds a currency by its ISO 4217 code. */
export const currencyInputSchema = z.object({
  code: z
    .string({ error: MESSAGES.currencyCodeUnknown })
    .trim()
    .transform((code) => code.toUpperCase())
    .refine(isIsoCurrency, { error: MESSAGES.currencyCodeUnknown }),
})
export type CurrencyInput = z.input<typeof currencyInputSchema>

/** Opens a currency for new prices, or closes it. */
export const currencyStatusSchema = z.object({ enabled: z.boolean() })
export type CurrencyStatus = z.infer<typeof currencyStatusSchema>

/** A currency the marketplace sells in, as every back-office user may list it. */
export const offeredCurrencySchema = z.object({
  code: z.string(),
  /** The English name. */
  english_name: z.string(),
  /** The name in the caller's language (APP-LOCALE). */
  name: z.string(),
})
export type OfferedCurrency = z.infer<typeof offeredCurrencySchema>

/** A currency as admins keep it; `id` is the code, for react-admin. */
export const currencyRecordSchema = offeredCurrencySchema.extend({
  id: z.string(),
  enabled: z.boolean(),
  /** How many products are priced in it. */
  products: z.number().int(),
})
export type CurrencyRecord = z.infer<typeof currencyRecordSchema>
