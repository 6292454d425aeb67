import { getBookingDetails, type HttpClient } from '@jaunt/api-client'
import { THANKS_POLL_INTERVAL_MS, THANKS_POLL_MAX_MS, type Cart } from '@jaunt/domain'

export type PollOptions = {
  intervalMs?: number
  maxMs?: number
  signal: AbortSignal
  /** Each answer as it comes, so the page shows the booking while it settles. */
  onAnswer: (booking: Cart) => void
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/**
 * The thanks-page data, asked again every 3 s for up to 60 s while the server says the outcome is
 * still being settled (`retry_status_check`); the last answer is the one to show.
 */
export async function pollBookingDetails(
  http: HttpClient,
  paymentRef: string,
  { intervalMs = THANKS_POLL_INTERVAL_MS, maxMs = THANKS_POLL_MAX_MS, signal, onAnswer }: PollOptions,
): Promise<Cart> {
  const started = Date.now()
  for (;;) {
    const booking = await getBookingDetails(http, paymentRef, signal)
    onAnswer(booking)
    if (!booking.retry_status_check || signal.aborted) return booking
    if (Date.now() - started + intervalMs > maxMs) return booking
    await pause(intervalMs, signal)
    if (signal.aborted) return booking
  }
}
