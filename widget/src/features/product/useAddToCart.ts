import { isApiError, NO_RESPONSE_STATUS } from '@jaunt/api-client'
import { cartCount, cartTotal, type Cart, type CartItemRequest } from '@jaunt/domain'
import { useCallback, useState } from 'react'
import { useEmit, useWidget } from '../../site/WidgetContext'
import { useProblemText } from '../common/useProblemText'
import { itemsAdded, itemsOfCart } from './cartItems'

export type AddResult = { ok: true; cart: Cart } | { ok: false; message: string }

/**
 * Adds items to the site's cart and says so to the page. Then the cart drawer opens, or in the
 * single-cart-item flow checkout opens at once (unless the page takes it over).
 */
export function useAddToCart() {
  const { store, owner } = useWidget()
  const emit = useEmit()
  const problemText = useProblemText()
  const [adding, setAdding] = useState(false)

  const add = useCallback(
    async (items: readonly CartItemRequest[]): Promise<AddResult> => {
      const state = store.getState()
      const singleItem = state.site.site_settings.booking_flow_settings.process_single_cart_item
      const before = singleItem ? null : state.cart
      setAdding(true)
      try {
        const cart = await state.addToCart(items, { newCart: singleItem })
        const added = itemsAdded(before, cart)
        emit('jaunt:add-to-cart', {
          cart_ref: cart.cart_ref,
          currency: cart.cart_currency,
          value: cartTotal(added),
          items: added,
          cart_count: cartCount(cart),
        })
        if (singleItem) {
          const proceed = emit('jaunt:begin-checkout', {
            cart_ref: cart.cart_ref,
            currency: cart.cart_currency,
            value: cart.cart_total_price,
            items: itemsOfCart(cart),
            single_item: true,
          })
          if (proceed) store.getState().openCheckout(owner)
          else store.getState().closeDialog()
        } else {
          store.getState().openCart(owner)
        }
        return { ok: true, cart }
      } catch (error) {
        return {
          ok: false,
          message: problemText(isApiError(error) ? error : { status: NO_RESPONSE_STATUS, message: '' }),
        }
      } finally {
        setAdding(false)
      }
    },
    [store, owner, emit, problemText],
  )

  return { add, adding }
}
