import { request } from 'node:http'
import type { StripeTerminal } from '@stripe/terminal-js'

/** The reader itself tells Stripe the card paid: a call from the device, not from the page. */
function confirmAtStripe(stripeOrigin: string, intentId: string) {
  return new Promise<{ ok: boolean; body: unknown }>((resolve, reject) => {
    const call = request(
      `${stripeOrigin}/v1/payment_intents/${intentId}/confirm`,
      { method: 'POST' },
      (answer) => {
        let raw = ''
        answer.on('data', (chunk: Buffer) => (raw += chunk.toString()))
        answer.on('end', () => resolve({ ok: answer.statusCode === 200, body: JSON.parse(raw) as unknown }))
      },
    )
    call.on('error', reject)
    call.end()
  })
}

/** How the stand-in reader behaves once the card is asked for. */
export type ReaderBehaviour = 'pays' | 'disconnects' | 'waits'

/**
 * Stripe Terminal's SDK at its boundary, behaving like Stripe's simulated reader: it fetches a
 * connection token from our server, finds one online reader, and processes the collected card by
 * confirming the intent at (the stand-in of) Stripe's API, as the real reader does. `disconnects`
 * drops the reader while the card is asked for; `waits` holds until the collection is cancelled.
 */
export function simulatedTerminal(stripeOrigin: string, behaviour: ReaderBehaviour) {
  const connectionTokens: string[] = []
  const state = { cancelled: 0, disconnected: 0 }
  const sdk = {
    create: ({
      onFetchConnectionToken,
      onUnexpectedReaderDisconnect,
    }: {
      onFetchConnectionToken: () => Promise<string>
      onUnexpectedReaderDisconnect: (event: { error: { message: string } }) => void
    }) => {
      let stopWaiting: (() => void) | null = null
      return {
        discoverReaders: async () => {
          connectionTokens.push(await onFetchConnectionToken())
          return {
            discoveredReaders: [
              {
                id: 'tmr_simulated',
                label: 'Simulated WisePOS E',
                status: 'online',
                object: 'terminal.reader',
              },
            ],
          }
        },
        connectReader: async (reader: unknown) => ({ reader }),
        collectPaymentMethod: async (clientSecret: string) => {
          if (behaviour === 'disconnects') {
            onUnexpectedReaderDisconnect({ error: { message: 'The reader disconnected' } })
            return { error: { code: 'reader_error', message: 'The reader disconnected' } }
          }
          if (behaviour === 'waits') {
            await new Promise<void>((resolve) => (stopWaiting = resolve))
            return { error: { code: 'canceled', message: 'The collection was cancelled' } }
          }
          return { paymentIntent: { id: clientSecret.split('_secret_')[0] } }
        },
        processPayment: async (intent: { id: string }) => {
          const confirmed = await confirmAtStripe(stripeOrigin, intent.id)
          return confirmed.ok
            ? { paymentIntent: confirmed.body }
            : { error: { message: 'The payment was declined' } }
        },
        cancelCollectPaymentMethod: async () => {
          state.cancelled += 1
          stopWaiting?.()
          return {}
        },
        disconnectReader: async () => {
          state.disconnected += 1
          return {}
        },
      }
    },
  }
  return {
    load: async () => sdk as unknown as StripeTerminal,
    connectionTokens,
    get cancelled() {
      return state.cancelled
    },
  }
}
