import type { Terminal } from '@stripe/terminal-js'
import { useEffect, useRef, useState } from 'react'
import type { CardReaderApi } from './cardReaderApi'
import type { ReaderMessage } from './readerMessages'
import type { TerminalSdkLoader } from './terminalSdk'

export type ChargeStep =
  'idle' | 'connecting' | 'collecting' | 'processing' | 'confirming' | 'done' | 'failed'

export interface ChargeRequest {
  siteId: number
  locationId: number
  reader: { id: number; name: string; registration_code: string }
  cartRef: string
  guest: { first_name: string; last_name: string; email: string }
}

class ReaderFailure extends Error {
  constructor(readonly reason: ReaderMessage) {
    super(reason)
  }
}

/**
 * The spec's card terminal flow: start the SDK with connection tokens from the server, discover and
 * connect the reader, let the server hold the cart and make the intent, collect and process the card,
 * then have the server confirm. On a failure the reader is disconnected and the places released.
 */
export function useReaderCharge(api: CardReaderApi, loadSdk: TerminalSdkLoader) {
  const [step, setStep] = useState<ChargeStep>('idle')
  const [failure, setFailure] = useState<ReaderMessage | null>(null)
  const [bookingNumbers, setBookingNumbers] = useState<string[]>([])
  const terminal = useRef<Terminal | null>(null)
  const payment = useRef<{ siteId: number; ref: string } | null>(null)
  const cancelled = useRef(false)
  // The reader dropped mid-payment: that, not the failed collection it causes, is what the operator must read.
  const disconnected = useRef(false)
  const busy = ['connecting', 'collecting', 'processing', 'confirming'].includes(step)

  useEffect(() => {
    if (!busy) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [busy])

  async function release() {
    const started = payment.current
    payment.current = null
    await terminal.current?.disconnectReader().catch(() => undefined)
    if (started) await api.cancel(started.siteId, started.ref).catch(() => undefined)
  }

  async function connect(request: ChargeRequest) {
    const sdk = await loadSdk().catch(() => null)
    if (!sdk) throw new ReaderFailure('terminalStartFailed')
    const created = sdk.create({
      onFetchConnectionToken: async () => {
        try {
          return await api.connectionToken(request.locationId)
        } catch {
          throw new ReaderFailure('terminalConnectionTokenFailed')
        }
      },
      onUnexpectedReaderDisconnect: () => {
        disconnected.current = true
        setFailure('readerDisconnected')
        setStep('failed')
        void release()
      },
    })
    terminal.current = created
    // Stripe's simulated reader answers to its registration code `simulated-wpe` in test mode.
    const simulated = request.reader.registration_code.startsWith('simulated')
    const discovered = await created.discoverReaders({ simulated })
    if ('error' in discovered) throw new ReaderFailure('readerDiscoverFailed')
    const reader =
      discovered.discoveredReaders.find((candidate) => candidate.label === request.reader.name) ??
      discovered.discoveredReaders[0]
    if (!reader) throw new ReaderFailure('readerNotFound')
    if (reader.status === 'offline') throw new ReaderFailure('readerNotOnline')
    const connected = await created.connectReader(reader)
    if ('error' in connected) throw new ReaderFailure('readerNotOnline')
    return created
  }

  async function charge(request: ChargeRequest) {
    setFailure(null)
    setBookingNumbers([])
    cancelled.current = false
    disconnected.current = false
    try {
      setStep('connecting')
      const reader = await connect(request)
      let intent
      try {
        intent = await api.startPayment(request.siteId, {
          cart_ref: request.cartRef,
          reader_id: request.reader.id,
          ...request.guest,
        })
      } catch {
        throw new ReaderFailure('cartItemsNotValid')
      }
      payment.current = { siteId: request.siteId, ref: intent.payment_ref }
      setStep('collecting')
      const collected = await reader.collectPaymentMethod(intent.client_secret)
      if ('error' in collected) throw new ReaderFailure('collectPaymentMethodsFailed')
      setStep('processing')
      const processed = await reader.processPayment(collected.paymentIntent)
      if ('error' in processed) throw new ReaderFailure('processPaymentFailed')
      setStep('confirming')
      const settled = await api.confirm(request.siteId, intent.payment_ref)
      if (settled.outcome !== 'confirmed') throw new ReaderFailure('payFailed')
      payment.current = null
      setBookingNumbers(settled.booking_numbers)
      await reader.disconnectReader().catch(() => undefined)
      setStep('done')
    } catch (error) {
      if (cancelled.current) return
      if (disconnected.current) setFailure('readerDisconnected')
      else setFailure(error instanceof ReaderFailure ? error.reason : 'somethingWentWrongTryAgain')
      setStep('failed')
      await release()
    }
  }

  async function cancel() {
    cancelled.current = true
    try {
      await terminal.current?.cancelCollectPaymentMethod()
    } catch {
      setFailure('cancelCollectPaymentMethodsFailed')
    }
    await release()
    setStep('idle')
  }

  return { step, busy, failure, bookingNumbers, charge, cancel, reset: () => setStep('idle') }
}
