import { z } from 'zod'

/** Approval of users and partner sites by an admin. */
export const ApprovalStatus = { Pending: 1, Active: 2, Reject: 3 } as const
export type ApprovalStatus = (typeof ApprovalStatus)[keyof typeof ApprovalStatus]
export const approvalStatusSchema = z.enum(ApprovalStatus)
