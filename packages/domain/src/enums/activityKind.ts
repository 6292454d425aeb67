import { z } from 'zod'

export const ActivityKind = { Normal: 1, Transport: 2 } as const
export type ActivityKind = (typeof ActivityKind)[keyof typeof ActivityKind]
export const activityKindSchema = z.enum(ActivityKind)
