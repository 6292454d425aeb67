import { cartCount } from '@jaunt/domain'
import { useEffect } from 'react'
import { loadDisplayDate } from '../../locale/useDisplayDate'
import { useSiteState, useWidget } from '../../site/WidgetContext'
import { CartBadge } from './CartBadge'

/**
 * The page's cart badge: the shared cart's count, opening the drawer on this element. Hidden when the
 * site disables the cart (header_settings.disable_cart) or books one item at a time.
 */
export function CartButton() {
  const { store, owner, config } = useWidget()
  const cart = useSiteState((state) => state.cart)
  const status = useSiteState((state) => state.cartStatus)
  const settings = useSiteState((state) => state.site.site_settings)
  const hidden =
    settings.header_settings.disable_cart || settings.booking_flow_settings.process_single_cart_item
  useEffect(() => (hidden ? undefined : store.getState().registerCartHost(owner)), [store, owner, hidden])
  // The drawer shows dates: have their names ready before it opens.
  useEffect(() => void loadDisplayDate(config.locale).catch(() => undefined), [config.locale])
  if (hidden) return null
  return (
    <CartBadge
      count={cartCount(cart)}
      busy={status === 'loading'}
      onOpen={() => store.getState().showCart(owner)}
    />
  )
}
