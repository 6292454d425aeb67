import type { Cart } from '@jaunt/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  matrixLoaders,
  matrixParameters,
  themeArgTypes,
  ThemeLocaleMatrix,
  withWidget,
  type WithTheme,
} from '../../stories/WidgetStoryFrame'
import { sceneImage } from '../../stories/storyThemes'
import { cartOf, kayakReservation } from '../../testing/fixtures'
import { CartFooter } from './CartFooter'
import { CartView, type CartViewProps } from './CartView'

const selection = {
  option_id: 3,
  date: '2026-06-03',
  start_time: '09:00',
  tickets: [{ ticket_id: 9, count: 2 }],
}
const kayak = { ...kayakReservation('5e0d1c9a-0000-4000-8000-0000000000e1', selection), image: sceneImage() }
const family = {
  ...kayakReservation('5e0d1c9a-0000-4000-8000-0000000000e2', {
    ...selection,
    tickets: [{ ticket_id: 11, count: 1 }],
  }),
  image: sceneImage('#bcd4e6', '#557a46', '#ffffff'),
}
const weekend = {
  package_id: 43,
  name: 'Fjord weekend in Flåm',
  price: 6980,
  status: true,
  activity_params: { number_of_adults: 2, number_of_children: 0 },
  date: '2026-06-12',
  image: sceneImage('#8fc1e3', '#2e5e3a', '#e4572e'),
  currency_code: 'NOK',
}

const noop = async () => {}
const base: CartViewProps = {
  cart: null,
  status: 'ready',
  error: null,
  removing: [],
  apiBase: '',
  onRemove: () => {},
  onRemovePackage: () => {},
  onViewPackage: () => {},
  onComment: noop,
  onRetry: () => {},
  onDismissError: () => {},
  onBrowse: () => {},
}

/** The drawer's inside, at its 280 px, with the total and Checkout under it. */
function Drawer(props: CartViewProps) {
  return (
    <div style={{ width: 280, padding: 16, background: 'var(--jaunt-box-color)', display: 'grid', gap: 16 }}>
      <CartView {...props} />
      <CartFooter cart={props.cart} currencyFallback="NOK" onCheckout={() => {}} />
    </div>
  )
}

const meta = {
  title: 'Widget/Cart drawer',
  decorators: [withWidget],
  argTypes: themeArgTypes,
  render: ({ theme: _theme, ...props }) => <Drawer {...props} />,
} satisfies Meta<WithTheme<CartViewProps>>

export default meta
type Story = StoryObj<typeof meta>

const withCart = (cart: Cart) => ({ ...base, cart })

export const Loading: Story = { args: { ...base, status: 'loading' } }
export const Empty: Story = { args: base }
export const Failed: Story = {
  args: {
    ...base,
    status: 'error',
    error: 'Something went wrong while retrieving your cart, please try again later!',
  },
}
export const SingleItem: Story = { args: withCart(cartOf([kayak])) }
export const Items: Story = { args: withCart(cartOf([kayak, family], [weekend])) }
export const InvalidItem: Story = { args: withCart(cartOf([{ ...kayak, status: false }, family])) }
export const SoldOutOnRemoval: Story = {
  args: { ...withCart(cartOf([kayak])), error: 'This departure is sold out' },
}
export const Removing: Story = {
  args: { ...withCart(cartOf([kayak, family])), removing: [kayak.reservation_ref] },
  // The row fades only while its removal runs (aria-busy): an inactive moment, which WCAG 1.4.3 exempts.
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
}
export const ThemesAndLocales: Story = {
  args: withCart(cartOf([kayak], [weekend])),
  decorators: [],
  loaders: matrixLoaders,
  parameters: matrixParameters,
  render: (_args, { loaded }) => (
    <ThemeLocaleMatrix
      catalogs={loaded.catalogs}
      render={() => <Drawer {...withCart(cartOf([kayak], [weekend]))} />}
    />
  ),
}
