import { cartCount, type Cart } from '@jaunt/domain'
import { Alert, Button, colours } from '@jaunt/ui'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { Price } from '../common/layout'

export type CheckoutHandoffProps = {
  cart: Cart
  /** Back to where the guest came from: the cart, or the product. */
  onBack?: () => void
  backLabel?: string
}

/**
 * What follows a Checkout on a page that runs no checkout of its own: the booking is kept in the
 * cart (on this device, by its reference) and the guest is told what comes next, never left stuck.
 */
export function CheckoutHandoff({ cart, onBack, backLabel }: CheckoutHandoffProps) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const count = cartCount(cart)
  return (
    <Wrap>
      <Alert tone="success">
        <Trans>Your booking is saved in your cart and held for checkout.</Trans>
      </Alert>
      <p>
        <Trans>
          Next: your contact details and payment. Online checkout opens here soon; until then this site will
          help you finish your booking.
        </Trans>
      </p>
      <Summary>
        <span>{t`${plural(count, { one: '# item', other: '# items' })}`}</span>
        <Price>{cart.cart_currency ? money(cart.cart_total_price, cart.cart_currency) : null}</Price>
      </Summary>
      <Reference>
        {t`Cart reference`}: <code>{cart.cart_ref}</code>
      </Reference>
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          {backLabel ?? t`Back`}
        </Button>
      ) : null}
    </Wrap>
  )
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;

  p {
    margin: 0;
  }
`

const Summary = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 15px;
`

const Reference = styled.div`
  font-size: 13px;
  color: ${colours.muted};
  word-break: break-all;

  code {
    font-size: 12px;
  }
`
