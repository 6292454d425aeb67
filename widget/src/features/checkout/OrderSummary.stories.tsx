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
import { cartOf, kayakReservation } from '../../testing/fixtures'
import { FLAM_WEEKEND, GUESTHOUSE, hotelReservation, reservedWeekend } from '../../testing/stayFixtures'
import { OrderSummary, type OrderSummaryProps } from './OrderSummary'

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

const oneTour: OrderSummaryProps = { cart: cartOf([kayak]), failed: [] }
const everyKind: OrderSummaryProps = { cart: cartOf([kayak, guesthouse], [weekend]), failed: [] }
const refused: OrderSummaryProps = {
  ...everyKind,
  failed: [{ reservation_ref: guesthouse.reservation_ref, message: 'No rooms left for these dates' }],
}

/** The summary at the width of the checkout's right column. */
function Aside(props: OrderSummaryProps) {
  return (
    <div style={{ maxWidth: 320, padding: 16, background: 'var(--jaunt-box-color)' }}>
      <OrderSummary {...props} />
    </div>
  )
}

const meta = {
  title: 'Widget/Checkout/Order summary',
  decorators: [withWidget],
  argTypes: themeArgTypes,
  render: ({ theme: _theme, ...props }) => <Aside {...props} />,
} satisfies Meta<WithTheme<OrderSummaryProps>>

export default meta
type Story = StoryObj<typeof meta>

export const OneTour: Story = { args: oneTour }
export const TourHotelAndPackage: Story = { args: everyKind }
/** The hold refused the stay; the server's reason shows under it. */
export const RefusedByTheHold: Story = { args: refused }
/** An item the cart marks as not bookable any more. */
export const InvalidItem: Story = {
  args: { ...everyKind, cart: cartOf([{ ...kayak, status: false }, guesthouse], [weekend]) },
}
export const InvalidPackage: Story = {
  args: { ...everyKind, cart: cartOf([kayak], [{ ...weekend, status: false }]) },
}
export const ThemesAndLocales: Story = {
  args: refused,
  decorators: [],
  loaders: matrixLoaders,
  parameters: matrixParameters,
  render: (_args, { loaded }) => (
    <ThemeLocaleMatrix catalogs={loaded.catalogs} render={() => <Aside {...refused} />} />
  ),
}
