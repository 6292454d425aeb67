import type { Meta, StoryObj } from '@storybook/react-vite'
import { themeArgTypes, withWidget, type WithTheme } from '../../stories/WidgetStoryFrame'
import { cartOf, kayakReservation } from '../../testing/fixtures'
import { CheckoutHandoff, type CheckoutHandoffProps } from './CheckoutHandoff'

const cart = cartOf([
  kayakReservation('5e0d1c9a-0000-4000-8000-0000000000f1', {
    option_id: 3,
    date: '2026-06-03',
    start_time: '09:00',
    tickets: [{ ticket_id: 9, count: 2 }],
  }),
])

const meta = {
  title: 'Widget/Checkout hand-off',
  decorators: [withWidget],
  argTypes: themeArgTypes,
  args: { cart },
  render: ({ theme: _theme, ...props }) => (
    <div style={{ maxWidth: 420 }}>
      <CheckoutHandoff {...props} />
    </div>
  ),
} satisfies Meta<WithTheme<CheckoutHandoffProps>>

export default meta
type Story = StoryObj<typeof meta>

/** The single-cart-item flow, right after an add. */
export const SingleItem: Story = {}
/** From the drawer: the guest can go back to the cart. */
export const FromTheCart: Story = { args: { onBack: () => {}, backLabel: 'Back to cart' } }
