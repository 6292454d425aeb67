import { useMemo } from 'react'
import { useWidget } from '../../site/WidgetContext'
import { BookingFrameProvider, type BookingFrameKind } from '../product/BookingFrame'
import { Checkout } from './Checkout'

/** Checkout as the site's one open dialog (from the cart's Checkout, or a single-item add). */
export function CheckoutDialog() {
  const { store } = useWidget()
  const frame = useMemo<BookingFrameKind>(
    () => ({ kind: 'dialog', onClose: () => store.getState().closeDialog() }),
    [store],
  )
  return (
    <BookingFrameProvider value={frame}>
      <Checkout />
    </BookingFrameProvider>
  )
}
