import { z } from 'zod'

export const SlotStatus = { Active: 1, Booked: 2, Locked: 3 } as const
export type SlotStatus = (typeof SlotStatus)[keyof typeof SlotStatus]
export const slotStatusSchema = z.enum(SlotStatus)
