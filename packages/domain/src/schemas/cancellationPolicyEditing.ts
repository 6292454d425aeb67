import { z } from 'zod'
import { MESSAGES } from '../messages'
import { idSchema } from './common'

export const CANCELLATION_POLICY_MESSAGES = {
  nameRequired: 'Please enter the policy name',
  entriesRequired: 'Please add at least one rule',
  hoursInvalid: 'Please enter whole hours from 0 to 8760',
  percentageInvalid: MESSAGES.refundPercentageInvalid,
  hoursRepeated: 'Each rule needs its own number of hours',
  notFound: 'This cancellation policy does not exist',
  inUse: 'Products or rate plans use this policy: choose another for them first',
  notYours: 'Only the marketplace changes its shared policies',
} as const
const WORDS = CANCELLATION_POLICY_MESSAGES

/** One rule: cancelled at least `hours` before the start, the guest gets `refund_percentage` back. */
export const cancellationPolicyRuleSchema = z.object({
  hours: z
    .number({ error: WORDS.hoursInvalid })
    .int({ error: WORDS.hoursInvalid })
    .min(0, { error: WORDS.hoursInvalid })
    .max(8760, { error: WORDS.hoursInvalid }),
  refund_percentage: z
    .number({ error: WORDS.percentageInvalid })
    .min(0, { error: WORDS.percentageInvalid })
    .max(100, { error: WORDS.percentageInvalid }),
})

/** A policy as the admin (shared by every supplier) or a supplier (their own) writes it. */
export const cancellationPolicyInputSchema = z.object({
  name: z.string({ error: WORDS.nameRequired }).trim().min(1, { error: WORDS.nameRequired }).max(100),
  entries: z
    .array(cancellationPolicyRuleSchema, { error: WORDS.entriesRequired })
    .min(1, { error: WORDS.entriesRequired })
    .max(20)
    .superRefine((entries, ctx) => {
      const seen = new Set<number>()
      entries.forEach((entry, index) => {
        if (seen.has(entry.hours))
          ctx.addIssue({ code: 'custom', path: [index, 'hours'], message: WORDS.hoursRepeated })
        seen.add(entry.hours)
      })
    })
    // Stored longest notice first, as the refund computation reads them.
    .transform((entries) => [...entries].sort((a, b) => b.hours - a.hours)),
})
export type CancellationPolicyInput = z.input<typeof cancellationPolicyInputSchema>
export type CancellationPolicyValues = z.output<typeof cancellationPolicyInputSchema>

export const cancellationPolicyRecordSchema = z.object({
  id: idSchema,
  name: z.string(),
  entries: z.array(cancellationPolicyRuleSchema),
  /** Shared by the marketplace (every supplier may choose it), or a supplier's own. */
  shared: z.boolean(),
  /** Whether the caller may change or delete it. */
  editable: z.boolean(),
  /** How many products and rate plans use it. */
  in_use: z.number().int().nonnegative(),
})
export type CancellationPolicyRecord = z.infer<typeof cancellationPolicyRecordSchema>
