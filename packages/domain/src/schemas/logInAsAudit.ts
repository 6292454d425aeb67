import { z } from 'zod'
import { userRoleSchema } from '../enums/userRole'
import { calendarDateSchema, idSchema } from './common'

const person = { id: idSchema, name: z.string(), email: z.string() }

/** One log-in-as: which admin acted as whom, from where, and when it began and (on their return) ended. */
export const logInAsAuditRowSchema = z.object({
  id: idSchema,
  started_at: z.string(),
  /** Null while the session may still be on: it ends when the admin returns (logs that session out). */
  ended_at: z.string().nullable(),
  admin: z.object(person),
  target: z.object({ ...person, roles: z.array(userRoleSchema) }),
  ip: z.string(),
})
export type LogInAsAuditRow = z.infer<typeof logInAsAuditRowSchema>

export const LOG_IN_AS_AUDIT_SORT_FIELDS = ['started_at'] as const

/** The audit's filters: `q` over both people's names and emails; the days are UTC calendar days, both included. */
export const logInAsAuditFilterSchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  admin_id: z.coerce.number().pipe(idSchema).optional(),
  target_user_id: z.coerce.number().pipe(idSchema).optional(),
  started_from: calendarDateSchema.optional(),
  started_to: calendarDateSchema.optional(),
})
export type LogInAsAuditFilter = z.infer<typeof logInAsAuditFilterSchema>
