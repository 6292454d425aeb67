import { z } from 'zod'
import { calendarDateSchema, countSchema, idSchema } from './common'

/** A voucher code is at most this long: the gate systems' barcodes we know are far shorter. */
export const VOUCHER_CODE_MAX_LENGTH = 64
/** The largest voucher file: about 20 000 codes with their dates. */
export const VOUCHER_FILE_MAX_BYTES = 512 * 1024

/** Why a row of a voucher file was skipped. */
export const VoucherRowProblem = {
  EmptyCode: 'empty_code',
  TooLong: 'too_long',
  DuplicateInFile: 'duplicate_in_file',
  AlreadyLoaded: 'already_loaded',
  BadDate: 'bad_date',
  PastDate: 'past_date',
} as const
export type VoucherRowProblem = (typeof VoucherRowProblem)[keyof typeof VoucherRowProblem]
export const voucherRowProblemSchema = z.enum(Object.values(VoucherRowProblem) as [VoucherRowProblem])

/** A code of a ticket; `booking_number` is the booking that took it, null while it is unused. */
export const voucherCodeRecordSchema = z.object({
  id: idSchema,
  ticket_id: idSchema,
  code: z.string(),
  valid_until: calendarDateSchema.nullable(),
  used: z.boolean(),
  booking_number: z.string().nullable(),
  created_at: z.string(),
})
export type VoucherCodeRecord = z.infer<typeof voucherCodeRecordSchema>

export const voucherCodeListFilterSchema = z.object({
  ticket_id: idSchema,
  used: z.boolean().optional(),
  q: z.string().max(VOUCHER_CODE_MAX_LENGTH).optional(),
})
export type VoucherCodeListFilter = z.infer<typeof voucherCodeListFilterSchema>

/** How many codes a ticket holds; `unused` at 0 with `used` above it means bookings now get none. */
export const voucherCodeCountsSchema = z.object({
  ticket_id: idSchema,
  total: countSchema,
  used: countSchema,
  unused: countSchema,
})
export type VoucherCodeCounts = z.infer<typeof voucherCodeCountsSchema>

export const voucherRowErrorSchema = z.object({
  line: z.number().int().positive(),
  code: z.string(),
  problem: voucherRowProblemSchema,
  message: z.string(),
})
export type VoucherRowError = z.infer<typeof voucherRowErrorSchema>

export const voucherImportResultSchema = z.object({
  imported: countSchema,
  skipped: countSchema,
  errors: z.array(voucherRowErrorSchema),
})
export type VoucherImportResult = z.infer<typeof voucherImportResultSchema>
