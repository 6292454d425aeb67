import { ReservationStatusName, type Cart } from '@jaunt/domain'
import { addDays, localToday } from '@jaunt/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  matrixLoaders,
  matrixParameters,
  themeArgTypes,
  ThemeLocaleMatrix,
  withWidget,
  type WithTheme,
} from '../../stories/WidgetStoryFrame'
import { PAYMENT_REF } from '../../testing/checkoutFixtures'
import { cartOf, kayakReservation } from '../../testing/fixtures'
import { FLAM_WEEKEND, GUESTHOUSE, hotelReservation, reservedWeekend } from '../../testing/stayFixtures'
import { BookingDetailsView, type BookingDetailsViewProps } from './BookingDetailsView'

const tomorrow = addDays(localToday(), 1)
const kayak = kayakReservation('5e0d1c9a-0000-4000-8000-0000000000e1', {
  option_id: 3,
  date: tomorrow,
  start_time: '09:00',
  tickets: [{ ticket_id: 9, count: 2 }],
})
const guesthouse = hotelReservation('5e0d1c9a-0000-4000-8000-0000000000e2', {
  cart_type: 'hotel',
  service_id: GUESTHOUSE.id,
  check_in: tomorrow,
  check_out: addDays(tomorrow, 2),
  rooms: [{ room_type_id: 10, rate_plan_id: 16, num_of_rooms: 1, num_of_adults: 2, num_of_children: 0 }],
})
const weekend = reservedWeekend({
  package_id: FLAM_WEEKEND.id,
  date: tomorrow,
  adult: 2,
  child: 0,
  rooms: [{ adult: 2, child: 0 }],
})

/** The booking details as the server answers them once the outcome is settled. */
const settled = (booking: Cart): BookingDetailsViewProps => ({
  details: { state: 'ready', booking: { ...booking, retry_status_check: false }, settling: false },
  paymentRef: PAYMENT_REF,
})

const confirmedKayak = { ...kayak, status: ReservationStatusName.Confirm, booking_number: 'JNT-1000' }
const confirmedStay = { ...guesthouse, status: ReservationStatusName.Confirm, booking_number: 'JNT-1001' }

const confirmed = settled(cartOf([confirmedKayak, confirmedStay]))
const notConfirmed = settled(
  cartOf([
    confirmedKayak,
    { ...guesthouse, status: ReservationStatusName.ConfirmFailed, booking_number: null },
  ]),
)

/** The details at the width of the booking dialog. */
function Panel(props: BookingDetailsViewProps) {
  return (
    <div style={{ maxWidth: 560, padding: 20, background: 'var(--jaunt-box-color)' }}>
      <BookingDetailsView {...props} />
    </div>
  )
}

const meta = {
  title: 'Widget/Booking details',
  decorators: [withWidget],
  argTypes: themeArgTypes,
  render: ({ theme: _theme, ...props }) => <Panel {...props} />,
} satisfies Meta<WithTheme<BookingDetailsViewProps>>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { details: { state: 'loading' }, paymentRef: PAYMENT_REF } }
/** The server's message for a payment reference it does not know. */
export const Failed: Story = {
  args: { details: { state: 'error', message: 'Booking not found' }, paymentRef: PAYMENT_REF },
}
/** The server is still confirming the payment; the items are not booked yet. */
export const Settling: Story = {
  args: {
    details: {
      state: 'ready',
      booking: { ...cartOf([kayak, guesthouse]), retry_status_check: true },
      settling: true,
    },
    paymentRef: PAYMENT_REF,
  },
}
/** Both items booked, each with its booking number. */
export const Confirmed: Story = { args: confirmed }
export const ConfirmedWithPackage: Story = { args: settled(cartOf([confirmedKayak], [weekend])) }
/** The stay cancelled since, with its refund and reason; the total is what still stands. */
export const WithCancelledItem: Story = {
  args: settled({
    ...cartOf([
      confirmedKayak,
      {
        ...confirmedStay,
        status: ReservationStatusName.Cancel,
        cancellation: { refund_amount: confirmedStay.price / 2, reason: 'Our plans changed', paid: true },
      },
    ]),
    cart_total_price: confirmedKayak.price,
  }),
}
/** A package booked without payment and cancelled: no refund is promised. */
export const CancelledNeverPaid: Story = {
  args: settled(
    cartOf(
      [],
      [
        {
          ...weekend,
          status: ReservationStatusName.Cancel,
          cancellation: { refund_amount: 0, reason: '', paid: false },
        },
      ],
    ),
  ),
}
/** The tour booked; the stay's confirmation failed. */
export const NotConfirmed: Story = { args: notConfirmed }
export const ThemesAndLocales: Story = {
  args: notConfirmed,
  decorators: [],
  loaders: matrixLoaders,
  parameters: matrixParameters,
  render: (_args, { loaded }) => (
    <ThemeLocaleMatrix catalogs={loaded.catalogs} render={() => <Panel {...notConfirmed} />} />
  ),
}
