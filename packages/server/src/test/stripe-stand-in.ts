import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connectStandIn } from './stripe-connect-stand-in.js'
import { terminalStandIn } from './stripe-terminal-stand-in.js'
import { transferStandIn } from './stripe-transfer-stand-in.js'

export interface StandInIntent {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  payment_method_types?: string[]
}

export interface StandInRefund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string
  status: 'succeeded'
}

/**
 * Stripe's API at the network boundary: the real `stripe` SDK talks HTTP to this server, which
 * answers the few calls checkout makes, so no module of ours is mocked.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>()
  const byIdempotencyKey = new Map<string, string>()
  const refunds = new Map<string, StandInRefund>()
  const refundByIdempotencyKey = new Map<string, string>()
  /** `account`: the connected account the call was made on (its `Stripe-Account` header). */
  const requests: { method: string; path: string; body: URLSearchParams; account: string | null }[] = []
  const terminal = terminalStandIn()
  const connect = connectStandIn()
  const transfer = transferStandIn()
  const server: Server = createServer(async (request, response) => {
    let raw = ''
    for await (const chunk of request) raw += chunk
    const body = new URLSearchParams(raw)
    const path = request.url ?? ''
    const account = request.headers['stripe-account']
    requests.push({
      method: request.method ?? '',
      path,
      body,
      account: typeof account === 'string' ? account : null,
    })
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': `req_${requests.length}`,
      })
      response.end(JSON.stringify(payload))
    }
    const answered =
      terminal.answer(request.method ?? '', path, body) ??
      connect.answer(request.method ?? '', path, body) ??
      transfer.answer(request.method ?? '', path, body, String(request.headers['idempotency-key'] ?? ''))
    if (answered) return send(answered.status, answered.payload)
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const key = String(request.headers['idempotency-key'] ?? '')
      const existing = key ? byIdempotencyKey.get(key) : undefined
      if (existing) return send(200, intents.get(existing))
      const id = `pi_test_${intents.size + 1}`
      const intent: StandInIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        currency: body.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_standin`,
        metadata: { cart_ref: body.get('metadata[cart_ref]') ?? '' },
        // The SDK sends lists as `allowed_payment_method_types[0]=…`.
        payment_method_types: [...body.entries()]
          .filter(([key]) => /^allowed_payment_method_types\[\d*\]$/.test(key))
          .map(([, value]) => value),
      }
      intents.set(id, intent)
      if (key) byIdempotencyKey.set(key, id)
      return send(200, intent)
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const key = String(request.headers['idempotency-key'] ?? '')
      const existing = key ? refundByIdempotencyKey.get(key) : undefined
      if (existing) return send(200, refunds.get(existing))
      const intent = intents.get(body.get('payment_intent') ?? '')
      const refunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === intent?.id)
        .reduce((sum, refund) => sum + refund.amount, 0)
      const amount = Number(body.get('amount') ?? Number(intent?.amount) - refunded)
      // Stripe refuses a refund of an unpaid intent or of more than is left on it.
      if (!intent || intent.status !== 'succeeded' || amount <= 0 || amount > intent.amount - refunded) {
        return send(400, { error: { type: 'invalid_request_error', message: 'This refund cannot be made' } })
      }
      const id = `re_test_${refunds.size + 1}`
      const refund: StandInRefund = {
        id,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      }
      refunds.set(id, refund)
      if (key) refundByIdempotencyKey.set(key, id)
      return send(200, refund)
    }
    // What a simulated reader's processPayment does at Stripe: the collected card pays the intent.
    const confirm = /^\/v1\/payment_intents\/(\w+)\/confirm$/.exec(path)
    if (request.method === 'POST' && confirm && intents.has(confirm[1]!)) {
      const intent = intents.get(confirm[1]!)!
      if (intent.status === 'canceled') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'canceled',
          },
        })
      }
      intent.status = 'succeeded'
      return send(200, intent)
    }
    const cancel = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(path)
    if (request.method === 'POST' && cancel && intents.has(cancel[1]!)) {
      const intent = intents.get(cancel[1]!)!
      // Stripe cannot cancel an intent that has been paid.
      if (intent.status === 'succeeded') {
        return send(400, {
          error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'paid' },
        })
      }
      intent.status = 'canceled'
      return send(200, intent)
    }
    const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(path)
    if (request.method === 'GET' && match && intents.has(match[1]!)) return send(200, intents.get(match[1]!))
    send(404, {
      error: { type: 'invalid_request_error', message: `No such route ${request.method} ${path}` },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    locations: terminal.locations,
    readers: terminal.readers,
    connectedAccounts: connect.accounts,
    transfers: transfer.transfers,
    /** The account cannot take transfers (Stripe refuses them), as an account without the capability. */
    refuseTransfersTo: transfer.refuseTransfersTo,
    requests,
    succeed: (id: string) => Object.assign(intents.get(id)!, { status: 'succeeded' }),
    /** The card asks for 3-D Secure: the intent waits for the guest on their bank's screen. */
    requireAction: (id: string) => Object.assign(intents.get(id)!, { status: 'requires_action' }),
    /** The bank said no: Stripe puts the intent back to wait for another card. */
    decline: (id: string) => Object.assign(intents.get(id)!, { status: 'requires_payment_method' }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
