import { z } from 'zod'

export const UserRole = { General: 1, Supplier: 2, Partner: 3, Admin: 4, Guest: 5, Operator: 6 } as const
export type UserRole = (typeof UserRole)[keyof typeof UserRole]
export const userRoleSchema = z.enum(UserRole)
