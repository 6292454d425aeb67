import { formatDisplayDate, type CustomerReservationView } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Card, Facts } from './CustomerLayout'
import { useCustomer } from './CustomerContext'
import { usePolicyText } from './usePolicyText'

/** What a booking is, for whom, who to contact and what it cost; a cancelled one, what came back and why. */
export function BookingFacts({ booking }: { booking: CustomerReservationView }) {
  const { t } = useLingui()
  const { lang } = useCustomer()
  const policyText = usePolicyText()
  const money = (amount: number) => formatMoney(amount, booking.currency_code, lang)
  const adults = booking.tour_adults ?? booking.hotel_adults ?? 0
  const children = booking.tour_children ?? booking.hotel_children ?? 0
  return (
    <>
      <Card>
        <h2>{t`Booking information`}</h2>
        <Facts>
          <dt>{t`Reservation number`}</dt>
          <dd>
            <strong>{booking.booking_number}</strong>
          </dd>
          <dt>{t`Status`}</dt>
          <dd>{booking.status === 'Cancelled' ? t`Cancelled` : t`Confirmed`}</dd>
          <dt>{booking.end_date ? t`Check-in` : t`Date`}</dt>
          <dd>
            {formatDisplayDate(booking.start_date, lang)}
            {booking.start_time ? ` · ${booking.start_time.slice(0, 5)}` : ''}
            {booking.checkin_time ? ` · ${booking.checkin_time.slice(0, 5)}` : ''}
          </dd>
          {booking.end_date ? (
            <>
              <dt>{t`Check-out`}</dt>
              <dd>
                {formatDisplayDate(booking.end_date, lang)}
                {booking.checkout_time ? ` · ${booking.checkout_time.slice(0, 5)}` : ''}
              </dd>
            </>
          ) : null}
          <dt>{t`Guests`}</dt>
          <dd>
            {t`${plural(adults, { one: '# adult', other: '# adults' })}`}
            {children > 0 ? `, ${t`${plural(children, { one: '# child', other: '# children' })}`}` : ''}
          </dd>
          {booking.location_name ? (
            <>
              <dt>{t`Where`}</dt>
              <dd>{booking.location_name}</dd>
            </>
          ) : null}
          {booking.special_instruction ? (
            <>
              <dt>{t`Good to know`}</dt>
              <dd>{booking.special_instruction}</dd>
            </>
          ) : null}
        </Facts>
      </Card>
      {booking.hotel_reserved_items.length > 0 ? (
        <Card>
          <h2>{t`Room details`}</h2>
          <Facts>
            {booking.hotel_reserved_items.map((room, index) => (
              <RoomLine key={index} room={room} />
            ))}
          </Facts>
        </Card>
      ) : null}
      <Card>
        <h2>{t`Supplier contact information`}</h2>
        <Facts>
          <dt>{t`Supplier`}</dt>
          <dd>{booking.supplier_name ?? '–'}</dd>
          {booking.supplier_email ? (
            <>
              <dt>{t`Email`}</dt>
              <dd>
                <a href={`mailto:${booking.supplier_email}`}>{booking.supplier_email}</a>
              </dd>
            </>
          ) : null}
          {booking.supplier_phone ? (
            <>
              <dt>{t`Phone number`}</dt>
              <dd>
                <a href={`tel:${booking.supplier_phone}`}>{booking.supplier_phone}</a>
              </dd>
            </>
          ) : null}
        </Facts>
      </Card>
      <Card>
        <h2>{t`Booking summary`}</h2>
        <Facts>
          <dt>{t`Booked by`}</dt>
          <dd>
            {booking.payer_name} · {booking.payer_email}
          </dd>
          <dt>{t`Booked on`}</dt>
          <dd>{formatDisplayDate(booking.booking_date.slice(0, 10), lang)}</dd>
          <dt>{t`Total`}</dt>
          <dd>
            {/* A cancelled booking's price is no longer owed: struck through, with the refund below. */}
            {booking.status === 'Cancelled' ? (
              <s>{money(booking.price)}</s>
            ) : (
              <strong>{money(booking.price)}</strong>
            )}
          </dd>
          {booking.status === 'Cancelled' ? (
            <CancelledFacts booking={booking} />
          ) : (
            <>
              <dt>{t`Cancellation`}</dt>
              <dd>{policyText(booking)}</dd>
            </>
          )}
        </Facts>
      </Card>
    </>
  )
}

function RoomLine({ room }: { room: CustomerReservationView['hotel_reserved_items'][number] }) {
  const { t } = useLingui()
  return (
    <>
      <dt>{`${room.num_of_rooms} × ${room.room_type_name}`}</dt>
      <dd>
        {room.rate_plan_name} · {t`${plural(room.num_of_adults, { one: '# adult', other: '# adults' })}`}
        {room.num_of_children > 0
          ? `, ${t`${plural(room.num_of_children, { one: '# child', other: '# children' })}`}`
          : ''}
      </dd>
    </>
  )
}

function CancelledFacts({ booking }: { booking: CustomerReservationView }) {
  const { t } = useLingui()
  const { lang } = useCustomer()
  return (
    <>
      <dt>{t`Refund`}</dt>
      <dd>
        {booking.paid
          ? formatMoney(booking.refund_amount ?? 0, booking.currency_code, lang)
          : t`Nothing was paid for this booking, so nothing is refunded.`}
      </dd>
      {booking.cancellation_reason ? (
        <>
          <dt>{t`Reason for cancellation`}</dt>
          <dd>{booking.cancellation_reason}</dd>
        </>
      ) : null}
    </>
  )
}
