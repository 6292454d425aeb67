import { z } from 'zod'
import { idSchema } from './common'
import { terminalLocationSchema, terminalReaderSchema } from './terminal'

/** A reader location as the back office lists and edits it (`id` = `location_id`). */
export const terminalLocationRecordSchema = terminalLocationSchema.extend({
  id: idSchema,
  location_id: idSchema,
  site_id: idSchema,
  address_line_2: z.string().nullable(),
  currency_code: z.string().nullable(),
  /** Whether the location lives on the partner's own Stripe account rather than the platform's. */
  on_connected_account: z.boolean(),
})
export type TerminalLocationRecord = z.infer<typeof terminalLocationRecordSchema>

/** A registered reader (`id` = `reader_id`); only its name can change after registration. */
export const terminalReaderRecordSchema = terminalReaderSchema.extend({
  id: idSchema,
  reader_id: idSchema,
  site_id: idSchema,
  location_name: z.string(),
})
export type TerminalReaderRecord = z.infer<typeof terminalReaderRecordSchema>

export const terminalReaderRenameSchema = terminalReaderSchema.pick({ name: true })

/** Whether the site has a setup password; the password itself is never given back. */
export const terminalSetupCredentialStateSchema = z.object({
  id: idSchema,
  has_password: z.boolean(),
  updated_at: z.string().nullable(),
})
export type TerminalSetupCredentialState = z.infer<typeof terminalSetupCredentialStateSchema>

/** A country where the card provider's readers can be registered. */
export const terminalCountrySchema = z.object({ code: z.string().length(2), name: z.string() })
export type TerminalCountry = z.infer<typeof terminalCountrySchema>

/** Stripe Terminal's countries (the reader's location must be in one of them). */
export const TERMINAL_COUNTRIES: readonly TerminalCountry[] = [
  { code: 'AT', name: 'Austria' },
  { code: 'AU', name: 'Australia' },
  { code: 'BE', name: 'Belgium' },
  { code: 'CA', name: 'Canada' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'CZ', name: 'Czech Republic' },
  { code: 'DE', name: 'Germany' },
  { code: 'DK', name: 'Denmark' },
  { code: 'ES', name: 'Spain' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IT', name: 'Italy' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NO', name: 'Norway' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'SE', name: 'Sweden' },
  { code: 'SG', name: 'Singapore' },
  { code: 'US', name: 'United States' },
]
