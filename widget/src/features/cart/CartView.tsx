import { mediaUrl } from '@jaunt/api-client'
import { removingKeyOfPackage } from '../../site/siteStore'
import { ALERT_TIMEOUT_MS, type Cart, type CartReservation, type ReservedPackage } from '@jaunt/domain'
import { Alert, Button, CartIcon, colours, Spinner } from '@jaunt/ui'
import { Trans, useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import type { CartStatus } from '../../site/siteStore'
import { CartItemRow } from './CartItemRow'
import { CartPackageRow } from './CartPackageRow'

export type CartViewProps = {
  cart: Cart | null
  status: CartStatus
  error: string | null
  /** Refs (and `package:{id}`) being removed. */
  removing: readonly string[]
  apiBase: string
  onRemove: (item: CartReservation) => void
  onRemovePackage: (reserved: ReservedPackage) => void
  onViewPackage: (reserved: ReservedPackage) => void
  onComment: (item: CartReservation, comments: string) => Promise<void>
  onRetry: () => void
  onDismissError: () => void
  /** Where to go from an empty cart. */
  onBrowse: () => void
}

/** The cart's items, or why there are none. */
export function CartView(props: CartViewProps) {
  const { t } = useLingui()
  const { cart, status, error } = props
  const empty = !cart || (cart.reservations.length === 0 && cart.reserved_package.length === 0)
  if (!cart && status === 'loading') {
    return (
      <Centre>
        <Spinner label={t`Loading your cart…`} size={32} />
      </Centre>
    )
  }
  if (!cart && status === 'error') {
    return (
      <Stack>
        <Alert tone="error">{error}</Alert>
        <Button variant="secondary" onClick={props.onRetry}>
          {t`Try again`}
        </Button>
      </Stack>
    )
  }
  return (
    <Stack>
      {error ? (
        <Alert
          tone="error"
          onDismiss={props.onDismissError}
          dismissLabel={t`Dismiss`}
          timeoutMs={ALERT_TIMEOUT_MS}
        >
          {error}
        </Alert>
      ) : null}
      {empty ? (
        <Empty>
          <CartIcon size={40} />
          <p>
            <Trans>Your cart is empty.</Trans>
          </p>
          <Button variant="secondary" onClick={props.onBrowse}>
            {t`Keep browsing`}
          </Button>
        </Empty>
      ) : (
        <List aria-label={t`Items in your cart`}>
          {cart?.reservations.map((item) => (
            <CartItemRow
              key={item.reservation_ref}
              item={item}
              cartCurrency={cart.cart_currency}
              imageUrl={mediaUrl(props.apiBase, item.image)}
              removing={props.removing.includes(item.reservation_ref)}
              onRemove={() => props.onRemove(item)}
              onComment={(comments) => props.onComment(item, comments)}
            />
          ))}
          {cart?.reserved_package.map((reserved) => (
            <CartPackageRow
              key={reserved.package_id}
              reserved={reserved}
              cartCurrency={cart.cart_currency}
              imageUrl={mediaUrl(props.apiBase, reserved.image)}
              removing={props.removing.includes(removingKeyOfPackage(reserved.package_id))}
              onRemove={() => props.onRemovePackage(reserved)}
              onView={() => props.onViewPackage(reserved)}
            />
          ))}
        </List>
      )}
    </Stack>
  )
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 32px 0;
`

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 32px 0;
  color: ${colours.muted};
  text-align: center;

  p {
    margin: 0;
  }
`

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`
