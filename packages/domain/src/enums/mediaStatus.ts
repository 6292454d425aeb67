import { z } from 'zod'

export const MediaStatus = {
  Processing: 'Processing',
  Approved: 'Approved',
  Hide: 'Hide',
  Deleted: 'Deleted',
} as const
export type MediaStatus = (typeof MediaStatus)[keyof typeof MediaStatus]
export const mediaStatusSchema = z.enum(MediaStatus)
