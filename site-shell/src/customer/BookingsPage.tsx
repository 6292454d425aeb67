import { listCustomerReservations, type CustomerTab } from '@jaunt/api-client/customer'
import { formatDisplayDate, type CustomerReservationView } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import { Alert, Button, colours, Spinner, Tag } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { Link, useNavigation } from '../routing/navigation'
import { customerPaths } from '../routing/routes'
import { CustomerLayout } from './CustomerLayout'
import { useCustomer } from './CustomerContext'
import { customerSession } from './session'
import { useCustomerCall } from './useCustomerCall'

/** The guest's bookings: upcoming ones, and the ones they cancelled. */
export function BookingsPage({ tab }: { tab: CustomerTab }) {
  const { t } = useLingui()
  const { lang } = useCustomer()
  const { navigate } = useNavigation()
  const { result } = useCustomerCall(`list-${tab}`, (http, signal) =>
    listCustomerReservations(http, tab, 1, signal),
  )
  return (
    <CustomerLayout
      title={t`My bookings`}
      actions={
        <Button
          variant="secondary"
          onClick={() => {
            customerSession.clear()
            navigate(customerPaths.login(lang))
          }}
        >
          {t`Log out`}
        </Button>
      }
    >
      <Tabs role="tablist" aria-label={t`My bookings`}>
        {(['upcoming', 'cancelled'] as const).map((each) => (
          <Tab
            key={each}
            role="tab"
            aria-selected={each === tab}
            $selected={each === tab}
            onClick={() => navigate(customerPaths.bookings(lang, each), { replace: true })}
          >
            {each === 'upcoming' ? t`Upcoming` : t`Cancelled`}
          </Tab>
        ))}
      </Tabs>
      <div role="tabpanel">
        {result.state === 'loading' ? <Spinner label={t`Loading your bookings…`} /> : null}
        {result.state === 'error' ? (
          <Alert tone="error">{result.message || t`Something went wrong`}</Alert>
        ) : null}
        {result.state === 'ready' && result.value.data.length === 0 ? (
          <p>{tab === 'upcoming' ? t`You have no upcoming bookings.` : t`You have no cancelled bookings.`}</p>
        ) : null}
        {result.state === 'ready' ? (
          <List>
            {result.value.data.map((booking) => (
              <BookingRow key={booking.uuid} booking={booking} />
            ))}
          </List>
        ) : null}
      </div>
    </CustomerLayout>
  )
}

function BookingRow({ booking }: { booking: CustomerReservationView }) {
  const { t } = useLingui()
  const { lang } = useCustomer()
  const to =
    booking.service_type === 'packages' && booking.payment_id
      ? customerPaths.package(lang, booking.payment_id, String(booking.id))
      : customerPaths.booking(lang, booking.uuid)
  return (
    <li>
      <Link to={to}>
        {booking.image ? <img src={booking.image} alt="" /> : <span className="thumb" />}
        <span className="text">
          <strong>{booking.service_name}</strong>
          <span>
            {formatDisplayDate(booking.start_date, lang)}
            {booking.end_date ? ` – ${formatDisplayDate(booking.end_date, lang)}` : ''}
          </span>
          <span>
            {t`Reservation number`}: {booking.booking_number}
          </span>
        </span>
        <span className="end">
          {booking.status === 'Cancelled' ? <Tag $tone="danger">{t`Cancelled`}</Tag> : null}
          <strong>{formatMoney(booking.price, booking.currency_code, lang)}</strong>
        </span>
      </Link>
    </li>
  )
}

const Tabs = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: 16px;
  border-bottom: 1px solid ${colours.border};
`

const Tab = styled.button<{ $selected: boolean }>`
  padding: 10px 16px;
  border: 0;
  border-bottom: 3px solid ${({ $selected }) => ($selected ? colours.primary : 'transparent')};
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
  cursor: pointer;
`

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 12px;

  a {
    display: flex;
    gap: 14px;
    align-items: center;
    padding: 12px;
    border: 1px solid ${colours.border};
    border-radius: 12px;
    background: ${colours.box};
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    border-color: ${colours.primary};
  }

  img,
  .thumb {
    flex: none;
    width: 72px;
    height: 72px;
    border-radius: 8px;
    object-fit: cover;
    background: ${colours.subtle};
  }

  .text {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    font-size: 14px;
  }

  .end {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 4px;
    white-space: nowrap;
  }
`
