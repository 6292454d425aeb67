export interface StandInTransfer {
  id: string
  object: 'transfer'
  amount: number
  currency: string
  destination: string
  transfer_group: string | null
  metadata: Record<string, string>
}

/**
 * Stripe Connect transfers (`POST /v1/transfers`) in the stand-in: one transfer per idempotency key, as
 * Stripe keeps them, and a refusal for a destination the test marked as unable to take transfers.
 */
export function transferStandIn() {
  const transfers = new Map<string, StandInTransfer>()
  const byIdempotencyKey = new Map<string, { status: number; payload: unknown }>()
  const refusing = new Set<string>()

  function answer(method: string, path: string, body: URLSearchParams, idempotencyKey: string) {
    if (method !== 'POST' || path !== '/v1/transfers') return null
    const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined
    if (replay) return replay
    const destination = body.get('destination') ?? ''
    const amount = Number(body.get('amount'))
    let result: { status: number; payload: unknown }
    if (!destination.startsWith('acct_') || refusing.has(destination) || !(amount > 0)) {
      result = {
        status: 400,
        payload: {
          error: {
            type: 'invalid_request_error',
            message:
              'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
          },
        },
      }
    } else {
      const transfer: StandInTransfer = {
        id: `tr_test_${transfers.size + 1}`,
        object: 'transfer',
        amount,
        currency: body.get('currency') ?? '',
        destination,
        transfer_group: body.get('transfer_group'),
        metadata: Object.fromEntries(
          [...body.entries()]
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
        ),
      }
      transfers.set(transfer.id, transfer)
      result = { status: 200, payload: transfer }
    }
    // Stripe keeps the answer of a request that ran, refusal included, under its key.
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, result)
    return result
  }

  return { answer, transfers, refuseTransfersTo: (account: string) => refusing.add(account) }
}
