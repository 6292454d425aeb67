import { createRoute, z } from '@hono/zod-openapi'
import { createPaymentIntentBodySchema } from '@jaunt/domain'
import { errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Payments']
const base = '/booking/public'
const failures = { 400: errorResponses[400], 404: errorResponses[404], 422: errorResponses[422] }

export const publicKey = createRoute({
  method: 'get',
  path: `${base}/payment-provider/public-key/{currency}`,
  tags,
  summary: 'The card provider’s publishable key (422 when card payments are not set up)',
  request: {
    params: z.object({ currency: z.string().regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code') }),
  },
  responses: { 200: jsonContent(z.object({ public_key: z.string() }), 'The key'), ...failures },
})

export const createPaymentIntent = createRoute({
  method: 'post',
  path: `${base}/create-payment-intent/{cartRef}`,
  tags,
  summary: 'A card payment intent for the cart’s total, computed by the server',
  request: {
    params: z.object({ cartRef: z.string().uuid('must be a cart reference') }),
    query: z.object({ site_id: z.coerce.number().int().positive().optional() }),
    body: jsonBody(createPaymentIntentBodySchema),
  },
  responses: {
    200: jsonContent(
      z.object({ stripe_secret: z.string(), stripe_payment_intent: z.string() }),
      'The intent to confirm in the browser',
    ),
    ...failures,
  },
})

export const stripeWebhook = createRoute({
  method: 'post',
  path: `${base}/payment-provider/stripe/webhook`,
  tags,
  summary: 'Stripe’s payment events, signature checked: succeeded confirms the booking, failed releases it',
  request: { headers: z.object({ 'stripe-signature': z.string().min(1) }) },
  responses: {
    200: jsonContent(
      z.object({ received: z.boolean(), result: z.string() }),
      'Handled (also when nothing was to do)',
    ),
    400: errorResponses[400],
  },
})
