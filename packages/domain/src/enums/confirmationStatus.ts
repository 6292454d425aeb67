import { z } from 'zod'

export const ConfirmationStatus = { Confirmed: 1, Pending: 2, Reviewing: 3, Deactivated: 4 } as const
export type ConfirmationStatus = (typeof ConfirmationStatus)[keyof typeof ConfirmationStatus]
export const confirmationStatusSchema = z.enum(ConfirmationStatus)
