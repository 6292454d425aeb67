import type { Cart } from '@jaunt/domain'
import { colours } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { useDisplayDate } from '../../locale/useDisplayDate'
import { Price } from '../common/layout'
import { useGuestText } from '../common/useGuestText'
import { useGuestTypeLabel } from '../product/guestTypeLabel'
import type { FailedItem } from './checkoutFlow'

export type OrderSummaryProps = {
  cart: Cart
  /** Items the last hold refused, with the server's reason. */
  failed: readonly FailedItem[]
}

/** What the guest is about to book and pay for, as the server priced it. */
export function OrderSummary({ cart, failed }: OrderSummaryProps) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const date = useDisplayDate()
  const guestType = useGuestTypeLabel()
  const guests = useGuestText()
  const currency = cart.cart_currency
  const amount = (value: number, own?: string | null) => {
    const code = own ?? currency
    return code ? money(value, code) : String(value)
  }
  return (
    <Wrap aria-label={t`Order summary`}>
      <Lines>
        {cart.reservations.map((item) => {
          const refusal = failed.find((entry) => entry.reservation_ref === item.reservation_ref)
          const when = [item.start_date ? date(item.start_date) : null, item.start_time?.slice(0, 5)]
            .filter(Boolean)
            .join(' · ')
          // Each guest type as booked ("2 × Adult, 1 × Youth"); a stay's rooms by adults and children.
          const who = item.ticket_lines?.length
            ? item.ticket_lines.map((line) => `${line.count} × ${guestType(line.type)}`).join(', ')
            : item.hotel_reserved_items
                .map((room) => guests({ adults: room.num_of_adults, children: room.num_of_children }))
                .join('; ')
          return (
            <li key={item.reservation_ref}>
              <span>
                <strong>{item.serviceable_name}</strong>
                {when ? <Muted>{when}</Muted> : null}
                {who ? <Muted>{who}</Muted> : null}
                {refusal ? <Refusal role="alert">{refusal.message}</Refusal> : null}
                {item.status === false ? <Refusal>{t`Invalid cart item!`}</Refusal> : null}
              </span>
              <Price>{amount(item.price, item.currency_code)}</Price>
            </li>
          )
        })}
        {cart.reserved_package.map((reserved) => (
          <li key={`package-${reserved.package_id}`}>
            <span>
              <strong>{reserved.name}</strong>
              {reserved.status === false ? <Refusal>{t`Invalid cart item!`}</Refusal> : null}
            </span>
            <Price>{amount(reserved.price)}</Price>
          </li>
        ))}
      </Lines>
      <Total>
        <span>{t`Total`}</span>
        <strong>{amount(cart.cart_total_price)}</strong>
      </Total>
    </Wrap>
  )
}

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;

  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 0;
  }

  li + li {
    border-top: 1px solid ${colours.border};
  }

  li > span {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }

  li > span + span {
    flex: none;
  }
`

const Muted = styled.span`
  color: ${colours.muted};
  font-size: 13px;
`

const Refusal = styled.span`
  color: ${colours.danger};
  font-size: 13px;
`

const Total = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 16px;
  padding-top: 8px;
  border-top: 2px solid ${colours.border};
`
