import { cartCount } from '@jaunt/domain'
import { Alert, Button } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useSiteState, useWidget } from '../../site/WidgetContext'

/**
 * Before the guest picks anything: a cart holds one currency, so a product priced in another cannot
 * join it. Said up front, with the way to finish (or empty) the cart first; the cart is kept.
 */
export function CurrencyConflict({ currency }: { currency: string | undefined }) {
  const { t } = useLingui()
  const { store, owner } = useWidget()
  const cart = useSiteState((state) => state.cart)
  const cartCurrency = cart?.cart_currency
  if (!cart || !currency || !cartCurrency || cartCount(cart) === 0 || cartCurrency === currency) return null
  return (
    <Notice>
      <Alert tone="warning">
        {t`Your cart is in ${cartCurrency}, and this is priced in ${currency}. Check out or empty your cart first, then book this in a new one.`}
      </Alert>
      <Button variant="secondary" onClick={() => store.getState().openCart(owner)}>
        {t`Go to your cart`}
      </Button>
    </Notice>
  )
}

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
  margin-bottom: 16px;
`
