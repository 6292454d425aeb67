import { z } from 'zod'

export const ContentStatus = { Draft: 1, Active: 2, Inactive: 3, Archive: 4 } as const
export type ContentStatus = (typeof ContentStatus)[keyof typeof ContentStatus]
export const contentStatusSchema = z.enum(ContentStatus)
