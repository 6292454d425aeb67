import { createRoute } from '@hono/zod-openapi'
import { payoutAccountSchema, payoutConnectStartSchema, terminalConnectCallbackSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Payouts']
const security = bearerSecurity
const path = '/core/v1/payout-account'
const denials = { 401: errorResponses[401], 403: errorResponses[403] }
const noStripe = {
  422: { ...errorResponses[422], description: 'Stripe Connect is not configured on this server' },
}

const PayoutAccount = payoutAccountSchema.meta({ id: 'PayoutAccount' })
const PayoutConnectStart = payoutConnectStartSchema.meta({ id: 'PayoutConnectStart' })
const PayoutConnectCallback = terminalConnectCallbackSchema.meta({ id: 'PayoutConnectCallback' })

export const getOwn = createRoute({
  method: 'get',
  path,
  operationId: 'getOwnPayoutAccount',
  tags,
  security,
  summary: 'The Stripe account the signed-in supplier or partner is paid to, who set it and when',
  responses: { 200: jsonContent(PayoutAccount, 'The account, or null'), ...denials },
})

export const connect = createRoute({
  method: 'post',
  path: `${path}/connect`,
  operationId: 'connectOwnPayoutAccount',
  tags,
  security,
  summary: 'Starts connecting the owner’s own Stripe account to be paid to: answers Stripe’s OAuth page',
  responses: {
    200: jsonContent(PayoutConnectStart, 'Where the owner’s browser goes next'),
    ...denials,
    ...noStripe,
  },
})

export const callback = createRoute({
  method: 'post',
  path: `${path}/callback`,
  operationId: 'completeOwnPayoutAccountConnect',
  tags,
  security,
  summary:
    'Finishes the connection with the code Stripe sent back: the account becomes the owner’s payout account; each state works once',
  request: { body: jsonBody(PayoutConnectCallback) },
  responses: {
    200: jsonContent(PayoutAccount, 'The account, set by the owner'),
    400: {
      ...errorResponses[400],
      description: 'A forged, expired, used or another user’s state; a refused code',
    },
    ...denials,
    ...noStripe,
  },
})

export const disconnect = createRoute({
  method: 'post',
  path: `${path}/disconnect`,
  operationId: 'disconnectOwnPayoutAccount',
  tags,
  security,
  summary:
    'The owner forgets their payout account; one they connected through Stripe (and not used by a card reader) is deauthorized there',
  responses: {
    200: jsonContent(PayoutAccount, 'No account any more'),
    ...denials,
    404: { ...errorResponses[404], description: 'The owner has no payout account' },
    ...noStripe,
  },
})
