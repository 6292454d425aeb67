import { createRoute, z } from '@hono/zod-openapi'
import {
  earningPayoutsSchema,
  payoutAccountInputSchema,
  payoutAccountSchema,
  payoutRowSchema,
  type EarningKind,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Payouts']
const security = bearerSecurity
const denials = { 401: errorResponses[401], 403: errorResponses[403] }

const Payout = payoutRowSchema.meta({ id: 'Payout' })
const EarningPayouts = earningPayoutsSchema.meta({ id: 'EarningPayouts' })
const PayoutAccount = payoutAccountSchema.meta({ id: 'PayoutAccount' })
const PayoutAccountInput = payoutAccountInputSchema.meta({ id: 'PayoutAccountInput' })
const earningParams = z.object({ id: z.string().min(1).max(40).openapi({ example: '12-2026-11-EUR' }) })
const receiptParams = earningParams.extend({ payoutId: z.coerce.number().int().positive() })
const pdf = z.string().openapi({ format: 'binary' })
const userParams = z.object({ id: z.coerce.number().int().positive() })

const WORDS: Record<EarningKind, { base: string; op: string }> = {
  supplier: { base: '/core/v1/supplier-earnings', op: 'SupplierEarning' },
  partner: { base: '/core/v1/partner-earnings', op: 'PartnerEarning' },
}

/** The payout calls of one kind of earning: its payouts, and an admin paying it out. */
export function payoutRoutes(kind: EarningKind) {
  const { base, op } = WORDS[kind]
  return {
    list: createRoute({
      method: 'get',
      path: `${base}/{id}/payouts`,
      operationId: `list${op}Payouts`,
      tags,
      security,
      summary: "The earning's payouts (every attempt, newest first) and the Stripe account it is paid to",
      request: { params: earningParams },
      responses: {
        200: jsonContent(EarningPayouts, 'The payouts'),
        ...denials,
        404: errorResponses[404],
      },
    }),
    pay: createRoute({
      method: 'post',
      path: `${base}/{id}/payout`,
      operationId: `pay${op}Out`,
      tags,
      security,
      summary:
        kind === 'partner'
          ? "An admin, or the partner themselves (pay commission now), pays an approved commission out by Stripe transfer to the partner's connected account; the earning becomes Paid"
          : "An admin pays an approved earning out: its net goes by Stripe transfer to the owner's connected account, and the earning becomes Paid",
      request: { params: earningParams },
      responses: {
        200: jsonContent(Payout, 'Stripe made the transfer; the earning is paid'),
        400: { ...errorResponses[400], description: 'The owner has no Stripe account to be paid to' },
        ...denials,
        404: errorResponses[404],
        409: {
          ...errorResponses[409],
          description: 'The earning is not approved, is already paid, has nothing to pay, or is being paid',
        },
        422: { ...errorResponses[422], description: 'Stripe is not configured on this server' },
        502: {
          ...errorResponses[400],
          description: 'Stripe refused the transfer (its message) or was not reached',
        },
      },
    }),
    receipt: createRoute({
      method: 'get',
      path: `${base}/{id}/payouts/{payoutId}/receipt`,
      operationId: `get${op}PayoutReceipt`,
      tags,
      security,
      summary: "The receipt of a paid payout as a PDF, in the owner's language",
      request: { params: receiptParams },
      responses: {
        200: { content: { 'application/pdf': { schema: pdf } }, description: 'The receipt' },
        ...denials,
        404: { ...errorResponses[404], description: 'No paid payout of this earning has that id' },
      },
    }),
  }
}

export const getPayoutAccount = createRoute({
  method: 'get',
  path: '/core/v1/admin/user/{id}/payout-account',
  operationId: 'getPayoutAccount',
  tags,
  security,
  summary: "The Stripe connected account (acct_…) the user's earnings are paid to",
  request: { params: userParams },
  responses: {
    200: jsonContent(PayoutAccount, 'The account, or null'),
    ...denials,
    404: errorResponses[404],
  },
})

export const setPayoutAccount = createRoute({
  method: 'put',
  path: '/core/v1/admin/user/{id}/payout-account',
  operationId: 'setPayoutAccount',
  tags,
  security,
  summary: "An admin sets the Stripe connected account the user's earnings are paid to (null forgets it)",
  request: { params: userParams, body: jsonBody(PayoutAccountInput) },
  responses: {
    200: jsonContent(PayoutAccount, 'The account'),
    400: errorResponses[400],
    ...denials,
    404: errorResponses[404],
  },
})
