import { lazy, Suspense, useEffect, useMemo } from 'react'
import { useSiteState, useWidget } from '../../site/WidgetContext'
import { BookingFrameProvider, type BookingFrameKind } from './BookingFrame'
import { ProductBooking } from './ProductBooking'

const CartDrawer = lazy(() => import('../cart/CartDrawer').then((module) => ({ default: module.CartDrawer })))
const CheckoutDialog = lazy(() =>
  import('../checkout/CheckoutDialog').then((module) => ({ default: module.CheckoutDialog })),
)

/**
 * Renders the site's open dialog when this element owns it: the store holds one dialog for the
 * whole page, and only the element that opened it (or the page's cart) draws it.
 */
export function OwnedDialogs() {
  const { owner, store } = useWidget()
  const dialog = useSiteState((state) => state.dialog)
  const frame = useMemo<BookingFrameKind>(
    () => ({ kind: 'dialog', onClose: () => store.getState().closeDialog() }),
    [store],
  )
  useEffect(() => () => store.getState().releaseDialogs(owner), [store, owner])
  if (!dialog || dialog.owner !== owner) return null
  if (dialog.kind === 'cart') {
    return (
      <Suspense fallback={null}>
        <CartDrawer />
      </Suspense>
    )
  }
  if (dialog.kind === 'checkout') {
    return (
      <Suspense fallback={null}>
        <CheckoutDialog />
      </Suspense>
    )
  }
  return (
    <BookingFrameProvider value={frame}>
      <ProductBooking
        key={`${dialog.product.type}-${dialog.product.id}`}
        product={dialog.product}
        readOnly={dialog.readOnly}
      />
    </BookingFrameProvider>
  )
}
