import { z } from 'zod'
import { idSchema } from './common'
import { EARNING_KINDS } from './earnings'

/** Field and refusal texts of payouts (ours: the spec shows none). */
export const PAYOUT_MESSAGES = {
  accountInvalid: 'Please enter a Stripe account id: acct_ followed by letters and digits',
  noAccount: 'This owner has no Stripe account to be paid to: add it on their user page.',
  notApproved: 'Only an approved earning can be paid out.',
  alreadyPaid: 'This earning has already been paid.',
  nothingToPay: 'This earning has nothing to pay out.',
  underWay: 'A payout of this earning is under way. Please wait a moment and look again.',
  notConnected: 'You have no payout account to disconnect.',
} as const

/**
 * A payout's state: sent to Stripe and waiting, accepted by Stripe (the transfer exists), refused, or
 * reversed by Stripe after it was made (the earning is owed again).
 */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed', 'reversed'] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]

/** A Stripe connected account id, as Stripe writes it. */
export const payoutStripeAccountSchema = z
  .string(PAYOUT_MESSAGES.accountInvalid)
  .trim()
  .regex(/^acct_[A-Za-z0-9]{6,60}$/, PAYOUT_MESSAGES.accountInvalid)

/** The Stripe account an owner (supplier or partner) is paid to; null forgets it. */
export const payoutAccountInputSchema = z.object({
  stripe_account_id: payoutStripeAccountSchema.nullable(),
})
export type PayoutAccountInput = z.infer<typeof payoutAccountInputSchema>

export const payoutAccountSchema = z.object({
  user_id: idSchema,
  stripe_account_id: z.string().nullable(),
  updated_by_name: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** The owner connected it through Stripe Connect OAuth (else an admin typed it in). */
  connected_with_stripe: z.boolean(),
})
export type PayoutAccount = z.infer<typeof payoutAccountSchema>

/** Where the owner's browser goes to connect their payout account (Stripe Connect OAuth). */
export const payoutConnectStartSchema = z.object({ url: z.string() })
export type PayoutConnectStart = z.infer<typeof payoutConnectStartSchema>

/** One attempt to pay an earning out through a Stripe transfer. */
export const payoutRowSchema = z.object({
  id: idSchema,
  kind: z.enum(EARNING_KINDS),
  earning_id: z.string(),
  owner_user_id: idSchema,
  amount: z.number().finite(),
  currency_code: z.string(),
  stripe_account_id: z.string(),
  stripe_transfer_id: z.string().nullable(),
  status: z.enum(PAYOUT_STATUSES),
  error: z.string(),
  paid_by_name: z.string(),
  created_at: z.string(),
})
export type PayoutRow = z.infer<typeof payoutRowSchema>

/** An earning's payouts, newest first, and the account a payout would go to now. */
export const earningPayoutsSchema = z.object({
  stripe_account_id: z.string().nullable(),
  payouts: z.array(payoutRowSchema),
})
export type EarningPayouts = z.infer<typeof earningPayoutsSchema>
