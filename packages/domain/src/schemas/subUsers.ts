import { z } from 'zod'
import { MESSAGES } from '../messages'
import { USER_ADMIN_MESSAGES } from './userManagement'

const subUserNameSchema = z
  .string({ error: USER_ADMIN_MESSAGES.nameRequired })
  .trim()
  .min(1, USER_ADMIN_MESSAGES.nameRequired)
  .max(120)

/** A partner adds a card-reader operator: who they are; the invitation mail sets their password. */
export const subUserCreateSchema = z.object({
  name: subUserNameSchema,
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.emailRequired)
    .pipe(z.email(MESSAGES.emailInvalid)),
})
export type SubUserCreate = z.infer<typeof subUserCreateSchema>

/** Rename an operator, or stop (and restart) their access; the email stays, as it is their login. */
export const subUserEditSchema = z.object({
  name: subUserNameSchema,
  active: z.boolean(),
})
export type SubUserEdit = z.infer<typeof subUserEditSchema>

/** Whether the operator has set their password from the invitation yet. */
export const SubUserInvitation = { Pending: 'pending', Accepted: 'accepted' } as const
export type SubUserInvitation = (typeof SubUserInvitation)[keyof typeof SubUserInvitation]

export const subUserRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  invitation: z.enum(SubUserInvitation),
  created_at: z.string(),
})
export type SubUserRecord = z.infer<typeof subUserRecordSchema>
