import { z } from 'zod'

/** Stored status of a listed entity (tour, hotel, rental, ...). */
export const Status = { Active: 1, Inactive: 2, Pending: 3, Hide: 4 } as const
export type Status = (typeof Status)[keyof typeof Status]
export const statusSchema = z.enum(Status)
