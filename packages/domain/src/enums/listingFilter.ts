import { z } from 'zod'

/**
 * Status filter of back-office listings: the stored statuses plus SyncFailed, which is a
 * filter only. "All" is sent as no filter at all (see docs/decisions.md).
 */
export const ListingFilter = { Active: 1, Inactive: 2, Pending: 3, Hide: 4, SyncFailed: 100 } as const
export type ListingFilter = (typeof ListingFilter)[keyof typeof ListingFilter]
export const listingFilterSchema = z.enum(ListingFilter)
