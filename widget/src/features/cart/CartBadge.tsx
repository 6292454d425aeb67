import { CartIcon, colours, CountBadge, focusRing } from '@jaunt/ui'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'

export type CartBadgeProps = {
  count: number
  onOpen: () => void
  /** The cart is loading: the count may still change. */
  busy?: boolean
}

/** The cart button with its item count (reservations plus packages). */
export function CartBadge({ count, onOpen, busy = false }: CartBadgeProps) {
  const { t } = useLingui()
  const label = t`Cart, ${plural(count, { one: '# item', other: '# items' })}`
  return (
    <Trigger
      type="button"
      onClick={onOpen}
      aria-label={label}
      title={label}
      aria-busy={busy}
      aria-haspopup="dialog"
    >
      <CartIcon size={24} />
      {/* The space keeps what is seen ("Cart 3") inside the name ("Cart, 3 items"), for voice control. */}
      <Text>{t`Cart`}</Text> {count > 0 ? <Count aria-hidden="true">{count}</Count> : null}
    </Trigger>
  )
}

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 6px 14px 6px 10px;
  border: 1.5px solid ${colours.border};
  border-radius: var(--jaunt-button-radius, 50px);
  background: ${colours.box};
  color: ${colours.text};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${colours.primary};
  }

  ${focusRing}
`

const Text = styled.span`
  font-size: 15px;
`

const Count = styled(CountBadge)`
  position: absolute;
  top: -6px;
  right: -6px;
`
