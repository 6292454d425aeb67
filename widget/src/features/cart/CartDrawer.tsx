import { cartCount, DRAWER_WIDTH } from '@jaunt/domain'
import { Drawer } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useEmit, useSiteState, useWidget } from '../../site/WidgetContext'
import { itemOfPackage, itemOfReservation, itemsOfCart } from '../product/cartItems'
import { useProblemText } from '../common/useProblemText'
import { CartFooter } from './CartFooter'
import { CartView } from './CartView'

/** The cart drawer: reads the shared cart, changes it through the store, and tells the page. */
export function CartDrawer() {
  const { t } = useLingui()
  const { store, config, owner } = useWidget()
  const emit = useEmit()
  const cart = useSiteState((state) => state.cart)
  const status = useSiteState((state) => state.cartStatus)
  const problem = useSiteState((state) => state.cartError)
  const problemText = useProblemText()
  const error = !problem
    ? null
    : problem.kind === 'load'
      ? t`Something went wrong while retrieving your cart, please try again later!`
      : problemText(problem)
  const removing = useSiteState((state) => state.removing)
  const announced = useRef(false)

  useEffect(() => {
    void store.getState().refreshCart()
  }, [store])

  // The page hears of the opened cart once it is known.
  useEffect(() => {
    if (announced.current || status === 'loading' || status === 'idle') return
    announced.current = true
    emit('jaunt:view-cart', {
      cart_ref: cart?.cart_ref ?? null,
      currency: cart?.cart_currency ?? config.currency,
      value: cart?.cart_total_price ?? 0,
      items: itemsOfCart(cart),
      cart_count: cartCount(cart),
    })
  }, [status, cart, emit, config.currency])

  const close = () => store.getState().closeDialog()
  const afterRemoval = (removed: ReturnType<typeof itemOfReservation>) => {
    const next = store.getState().cart
    emit('jaunt:remove-from-cart', {
      cart_ref: next?.cart_ref ?? null,
      currency: next?.cart_currency ?? config.currency,
      value: removed.price,
      items: [removed],
      cart_count: cartCount(next),
    })
  }

  return (
    <Drawer
      open
      onClose={close}
      title={t`Your cart`}
      closeLabel={t`Close cart`}
      width={DRAWER_WIDTH}
      footer={
        <CartFooter
          cart={cart}
          currencyFallback={config.currency}
          onCheckout={() => {
            if (!cart) return
            const proceed = emit('jaunt:begin-checkout', {
              cart_ref: cart.cart_ref,
              currency: cart.cart_currency,
              value: cart.cart_total_price,
              items: itemsOfCart(cart),
              single_item: false,
            })
            if (proceed) store.getState().openCheckout(owner)
            else close()
          }}
        />
      }
    >
      <CartView
        cart={cart}
        status={status}
        error={error}
        removing={removing}
        apiBase={config.apiBase}
        onRemove={async (item) => {
          await store.getState().removeItem(item.reservation_ref)
          if (
            !store.getState().cart?.reservations.some((kept) => kept.reservation_ref === item.reservation_ref)
          )
            afterRemoval(itemOfReservation(item))
        }}
        onRemovePackage={async (reserved) => {
          await store.getState().removePackage(reserved.package_id)
          if (
            !store.getState().cart?.reserved_package.some((kept) => kept.package_id === reserved.package_id)
          )
            afterRemoval(itemOfPackage(reserved))
        }}
        onViewPackage={(reserved) =>
          store
            .getState()
            .openProduct(owner, { type: 'package', id: reserved.package_id }, { readOnly: true })
        }
        onComment={(item, comments) => store.getState().comment(item.reservation_ref, comments)}
        onRetry={() => void store.getState().refreshCart()}
        onDismissError={() => store.setState({ cartError: null })}
        onBrowse={close}
      />
    </Drawer>
  )
}
