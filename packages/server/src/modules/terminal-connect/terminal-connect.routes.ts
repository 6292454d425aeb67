import { createRoute, z } from '@hono/zod-openapi'
import {
  terminalConnectCallbackSchema,
  terminalConnectRequestSchema,
  terminalConnectStartSchema,
  terminalStripeConnectionSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Terminals']
const security = bearerSecurity
const base = '/core/v1'
const params = z.object({ id: z.coerce.number().int().positive() })
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  422: errorResponses[422],
}

const PaymentProviderCurrency = terminalConnectRequestSchema.meta({ id: 'PaymentProviderCurrency' })
const PaymentProviderConnectStart = terminalConnectStartSchema.meta({ id: 'PaymentProviderConnectStart' })
const PaymentProviderCallback = terminalConnectCallbackSchema.meta({ id: 'PaymentProviderCallback' })
const PaymentProviderConnection = terminalStripeConnectionSchema.meta({ id: 'PaymentProviderConnection' })
const PaymentProviderReturnQuery = z
  .object({
    state: z.string().optional(),
    code: z.string().optional(),
    error: z.string().optional(),
    error_description: z.string().optional(),
  })
  .meta({ id: 'PaymentProviderReturnQuery' })

export const listConnections = createRoute({
  method: 'get',
  path: `${base}/partner-sites/{id}/payment-provider`,
  operationId: 'listPaymentProviderConnections',
  tags,
  security,
  summary: 'Per currency, the partner’s own Stripe account taking the site’s card-reader payments',
  request: { params },
  responses: {
    200: jsonContent(z.object({ data: z.array(PaymentProviderConnection) }), 'Every currency'),
    ...failures,
  },
})

export const connect = createRoute({
  method: 'post',
  path: `${base}/partner-sites/{id}/payment-provider/connect`,
  operationId: 'connectPaymentProvider',
  tags,
  security,
  summary: 'Starts connecting the partner’s Stripe account for a currency: answers Stripe’s OAuth page',
  request: { params, body: jsonBody(PaymentProviderCurrency) },
  responses: {
    200: jsonContent(PaymentProviderConnectStart, 'Where the partner’s browser goes next'),
    409: errorResponses[409],
    ...failures,
  },
})

export const callback = createRoute({
  method: 'post',
  path: `${base}/partner-sites/{id}/payment-provider/callback`,
  operationId: 'completePaymentProviderConnect',
  tags,
  security,
  summary: 'Finishes the connection with the code Stripe sent back; each state works once',
  request: { params, body: jsonBody(PaymentProviderCallback) },
  responses: {
    200: jsonContent(PaymentProviderConnection, 'The currency, now connected'),
    409: errorResponses[409],
    ...failures,
  },
})

export const deauthorize = createRoute({
  method: 'post',
  path: `${base}/partner-sites/{id}/payment-provider/deauthorize`,
  operationId: 'deauthorizePaymentProvider',
  tags,
  security,
  summary: 'Disconnects the partner’s Stripe account of a currency (409 while it has reader locations)',
  request: { params, body: jsonBody(PaymentProviderCurrency) },
  responses: {
    200: jsonContent(PaymentProviderConnection, 'The currency, back on the platform account'),
    409: errorResponses[409],
    ...failures,
  },
})

export const stripeReturn = createRoute({
  method: 'get',
  path: `/core/public/payment-provider/stripe-return`,
  operationId: 'paymentProviderStripeReturn',
  tags,
  summary:
    'Stripe’s OAuth redirect (one address to register with Stripe): sends the browser on to the Terminal Settings page it came from',
  request: { query: PaymentProviderReturnQuery },
  responses: {
    302: { description: 'On to the back office, which finishes the connection with its session' },
    400: errorResponses[400],
  },
})
