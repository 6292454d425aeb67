import { bookingDetailsOutcome, ReservationStatusName, type CartReservation } from '@jaunt/domain'
import { Alert, colours, Spinner, Tag } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { useDisplayDate } from '../../locale/useDisplayDate'
import { Price } from '../common/layout'
import { CancelledLines } from './CancelledLines'
import { VoucherCodeLines } from './VoucherCodeLines'
import type { BookingDetailsState } from './useBookingDetails'

export type BookingDetailsViewProps = { details: BookingDetailsState; paymentRef: string }

/** After paying: whether the booking is confirmed, every item with its booking number, and what was cancelled since. */
export function BookingDetailsView({ details, paymentRef }: BookingDetailsViewProps) {
  const { t } = useLingui()
  const { money } = useFormatters()
  if (details.state === 'loading') return <Spinner label={t`Loading your booking…`} />
  if (details.state === 'error') return <Alert tone="error">{details.message}</Alert>
  const { booking, settling } = details
  const confirmed = bookingDetailsOutcome(booking) === 'Confirmed'
  const currency = booking.cart_currency
  return (
    <Wrap aria-busy={settling}>
      {settling ? (
        <Alert tone="info">{t`We are confirming your payment. This page updates by itself.`}</Alert>
      ) : confirmed ? (
        <Alert tone="success">
          <strong>{t`Booking confirmed`}</strong>
          <br />
          {t`We have sent the confirmation to your email.`}
        </Alert>
      ) : (
        <Alert tone="error">
          <strong>{t`Booking not confirmed`}</strong>
          <br />
          {t`Some items could not be booked. You are not charged for them.`}
        </Alert>
      )}
      <Items>
        {booking.reservations.map((item) => (
          <BookedItem key={item.reservation_ref} item={item} currency={currency} />
        ))}
        {booking.reserved_package.map((reserved) => (
          <Item key={`package-${reserved.package_id}`}>
            <Name>{reserved.name}</Name>
            {reserved.cancellation ? (
              <CancelledLines cancellation={reserved.cancellation} currency={currency} />
            ) : null}
            <Foot>
              <StatusTag
                status={
                  typeof reserved.status === 'string'
                    ? reserved.status
                    : reserved.status
                      ? ReservationStatusName.Confirm
                      : null
                }
              />
              <Price>{currency ? money(reserved.price, currency) : reserved.price}</Price>
            </Foot>
          </Item>
        ))}
      </Items>
      <Total>
        <span>{t`Total`}</span>
        <strong>{currency ? money(booking.cart_total_price, currency) : booking.cart_total_price}</strong>
      </Total>
      <Reference>
        {t`Payment reference`}: <code>{paymentRef}</code>
      </Reference>
    </Wrap>
  )
}

function BookedItem({ item, currency }: { item: CartReservation; currency: string | null }) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const date = useDisplayDate()
  const start = item.start_date ? date(item.start_date) : ''
  const when = [item.end_date ? `${start} – ${date(item.end_date)}` : start, item.start_time?.slice(0, 5)]
    .filter(Boolean)
    .join(' · ')
  const itemCurrency = item.currency_code ?? currency
  return (
    <Item>
      <Name>{item.serviceable_name}</Name>
      {item.option_name && item.option_name !== item.serviceable_name ? (
        <Line>{item.option_name}</Line>
      ) : null}
      {when ? <Line>{when}</Line> : null}
      {item.booking_number ? (
        <Line>
          {t`Booking number`}: <strong>{item.booking_number}</strong>
        </Line>
      ) : null}
      <VoucherCodeLines lines={item.ticket_lines} />
      {item.cancellation ? <CancelledLines cancellation={item.cancellation} currency={itemCurrency} /> : null}
      <Foot>
        <StatusTag status={typeof item.status === 'string' ? item.status : null} />
        <Price>{itemCurrency ? money(item.price, itemCurrency) : item.price}</Price>
      </Foot>
    </Item>
  )
}

function StatusTag({ status }: { status: string | null }) {
  const { t } = useLingui()
  if (status === ReservationStatusName.Confirm) return <Tag $tone="success">{t`Confirmed`}</Tag>
  if (status === ReservationStatusName.Cancel) return <Tag $tone="danger">{t`Cancelled`}</Tag>
  if (status === ReservationStatusName.ConfirmFailed) return <Tag $tone="danger">{t`Not confirmed`}</Tag>
  return <Tag $tone="warning">{t`Pending`}</Tag>
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 12px 0;

  & + & {
    border-top: 1px solid ${colours.border};
  }
`

const Name = styled.div`
  font-weight: 700;
`

const Line = styled.div`
  font-size: 14px;
  color: ${colours.muted};
`

const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`

const Total = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 16px;
  padding-top: 12px;
  border-top: 2px solid ${colours.border};
`

const Reference = styled.div`
  font-size: 13px;
  color: ${colours.muted};
  word-break: break-all;
`
