import { isApiError, NO_RESPONSE_STATUS } from '@jaunt/api-client'
import type { Cart } from '@jaunt/domain'
import { useEffect, useRef, useState } from 'react'
import { useWidget } from '../../site/WidgetContext'
import { useProblemText } from '../common/useProblemText'
import { pollBookingDetails } from './pollBookingDetails'

export type BookingDetailsState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; booking: Cart; settling: boolean }

/** The booking of a payment reference, kept up to date while its outcome settles. */
export function useBookingDetails(paymentRef: string, onSettled?: (booking: Cart) => void) {
  const { http } = useWidget()
  const problemText = useProblemText()
  const [details, setDetails] = useState<BookingDetailsState>({ state: 'loading' })
  // The caller's report of the settled booking; a new function from a render must not poll again.
  const settled = useRef(onSettled)
  settled.current = onSettled

  useEffect(() => {
    const abort = new AbortController()
    setDetails({ state: 'loading' })
    pollBookingDetails(http, paymentRef, {
      signal: abort.signal,
      onAnswer: (booking) =>
        setDetails({ state: 'ready', booking, settling: booking.retry_status_check === true }),
    }).then(
      (booking) => {
        if (abort.signal.aborted) return
        setDetails({ state: 'ready', booking, settling: false })
        settled.current?.(booking)
      },
      (error: unknown) => {
        if (abort.signal.aborted) return
        setDetails({
          state: 'error',
          message: problemText(isApiError(error) ? error : { status: NO_RESPONSE_STATUS, message: '' }),
        })
      },
    )
    return () => abort.abort()
  }, [http, paymentRef, problemText])

  return details
}
