import { z } from 'zod'
import { MESSAGES } from '../messages'
import { idSchema } from './common'
import { terminalConnectCurrencySchema } from './terminalConnect'

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message)
const selectedId = (message: string) => z.number({ error: message }).int(message).positive(message)

export const terminalLocationSchema = z.object({
  location_id: idSchema.optional(),
  name: requiredText(MESSAGES.locationNameRequired),
  address_line_1: requiredText(MESSAGES.addressRequired),
  address_line_2: z.string().trim().nullish(),
  city: requiredText(MESSAGES.cityRequired),
  postal_code: requiredText(MESSAGES.postalCodeRequired),
  state: requiredText(MESSAGES.stateRequired),
  country: requiredText(MESSAGES.countryRequired),
  /** The currency sold at this desk: its location and readers live on that currency's connected account. */
  currency_code: terminalConnectCurrencySchema.nullish(),
})
export type TerminalLocation = z.infer<typeof terminalLocationSchema>

// Card-reader registration codes are hyphenated words, e.g. `puppies-plug-could` or `simulated-wpe`.
const READER_CODE = /^[a-z0-9]+(-[a-z0-9]+)+$/i

export const terminalReaderSchema = z.object({
  reader_id: idSchema.optional(),
  name: requiredText(MESSAGES.readerNameRequired),
  registration_code: requiredText(MESSAGES.readerCodeRequired).regex(READER_CODE, MESSAGES.readerCodeInvalid),
  location: selectedId(MESSAGES.locationRequired),
})
export type TerminalReader = z.infer<typeof terminalReaderSchema>

export const terminalSetupPasswordSchema = z.object({
  password: z.string({ error: MESSAGES.passwordInvalid }).min(1, MESSAGES.passwordInvalid),
})
export type TerminalSetupPassword = z.infer<typeof terminalSetupPasswordSchema>

/** The operator's reader choice, kept in the browser only when both ids are present. */
export const terminalSettingsSchema = z.object({
  location_id: selectedId(MESSAGES.locationRequired),
  reader_id: selectedId(MESSAGES.readerRequired),
})
export type TerminalSettings = z.infer<typeof terminalSettingsSchema>
