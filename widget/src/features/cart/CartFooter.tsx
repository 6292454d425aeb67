import { cartCount, isCartValid, type Cart } from '@jaunt/domain'
import { Button, colours } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'

export type CartFooterProps = {
  cart: Cart | null
  /** Shown when the cart names no currency (an empty cart): the element's `currency`. */
  currencyFallback: string | null
  onCheckout: () => void
}

/** The total in the cart's currency and the way on: Checkout, saying what comes next. */
export function CartFooter({ cart, currencyFallback, onCheckout }: CartFooterProps) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const currency = cart?.cart_currency ?? currencyFallback
  const count = cartCount(cart)
  const valid = cart ? isCartValid(cart) : true
  return (
    <Wrap>
      <Total>
        <span>{t`Total`}</span>
        <strong>{currency ? money(cart?.cart_total_price ?? 0, currency) : '–'}</strong>
      </Total>
      {!valid ? (
        <Problem role="alert">{t`One of your cart items is not valid. Please review your cart and try again.`}</Problem>
      ) : null}
      <Button variant="checkout" size="large" block disabled={count === 0 || !valid} onClick={onCheckout}>
        {t`Checkout`}
      </Button>
      <Next>
        {count > 0 ? t`Next: your contact details and payment.` : t`Add something to your cart to check out.`}
      </Next>
    </Wrap>
  )
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`

const Total = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  font-size: 15px;

  strong {
    font-size: 20px;
    font-variant-numeric: tabular-nums;
  }
`

const Problem = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${colours.danger};
`

const Next = styled.p`
  margin: 0;
  font-size: 12px;
  color: ${colours.muted};
  text-align: center;
`
