import { z } from 'zod'
import { idSchema } from './common'

/** Ours: the spec names Tools › External sync without its texts. */
export const EXTERNAL_SYNC_MESSAGES = {
  calendarUrlRequired: 'Please enter the link of the calendar to import',
  calendarUrlInvalid: 'Please enter a link that starts with http:// or https://',
  calendarUrlTooLong: 'The link can be at most 2000 characters',
  noCalendarLink: 'This room type has no calendar to import',
} as const

const M = EXTERNAL_SYNC_MESSAGES

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** `PUT /hotel-room-types/{id}/ical-link`: the other channel's iCal feed of this room type. */
export const icalLinkInputSchema = z.object({
  url: z
    .string({ error: M.calendarUrlRequired })
    .trim()
    .min(1, M.calendarUrlRequired)
    .max(2000, M.calendarUrlTooLong)
    .refine(isWebAddress, M.calendarUrlInvalid),
})
export type IcalLinkInput = z.input<typeof icalLinkInputSchema>

/** `pending` until the first sync; a failed sync changes no night. */
export const ICAL_SYNC_STATUSES = ['pending', 'ok', 'failed'] as const
export type IcalSyncStatus = (typeof ICAL_SYNC_STATUSES)[number]

/** Why a sync failed, for the back office to say in its language; `error` holds the details. */
export const ICAL_SYNC_ERRORS = [
  'unreachable',
  'http_status',
  'timeout',
  'too_large',
  'private_address',
  'not_calendar',
] as const
export type IcalSyncError = (typeof ICAL_SYNC_ERRORS)[number]

const syncState = {
  status: z.enum(ICAL_SYNC_STATUSES),
  last_synced_at: z.string().nullable(),
  error_code: z.enum(ICAL_SYNC_ERRORS).nullable(),
  error: z.string().nullable(),
}

/** A room type's import: its feed (null: none), the last sync, and the nights the feed keeps closed. */
export const icalLinkSchema = z.object({
  room_type_id: idSchema,
  url: z.string().nullable(),
  ...syncState,
  closed_nights: z.number().int().nonnegative(),
})
export type IcalLink = z.infer<typeof icalLinkSchema>

/** The secret address other channels read this room type's booked and closed nights from. */
export const icalExportSchema = z.object({
  room_type_id: idSchema,
  url: z.string(),
})
export type IcalExport = z.infer<typeof icalExportSchema>

/** One row of Tools › External sync: a room type's import, whoever supplies it. */
export const externalSyncRowSchema = z.object({
  id: idSchema,
  room_type_id: idSchema,
  room_type_title: z.string(),
  hotel_id: idSchema,
  hotel_name: z.string(),
  supplier_id: idSchema,
  supplier_name: z.string(),
  url: z.string(),
  ...syncState,
})
export type ExternalSyncRow = z.infer<typeof externalSyncRowSchema>

export const externalSyncFilterSchema = z.object({
  status: z.enum(ICAL_SYNC_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
})
export type ExternalSyncFilter = z.infer<typeof externalSyncFilterSchema>

export const EXTERNAL_SYNC_SORT_FIELDS = ['id', 'hotel_name', 'status', 'last_synced_at'] as const
export type ExternalSyncSortField = (typeof EXTERNAL_SYNC_SORT_FIELDS)[number]
