import { PaymentMethod } from '@jaunt/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  matrixLoaders,
  matrixParameters,
  themeArgTypes,
  ThemeLocaleMatrix,
  withWidget,
  type WithTheme,
} from '../../stories/WidgetStoryFrame'
import { PaymentChoice, type PaymentChoiceProps } from './PaymentChoice'

const noPaymentOnly: PaymentChoiceProps = {
  methods: [PaymentMethod.NoPayment],
  value: PaymentMethod.NoPayment,
  disabled: false,
  onChange: () => {},
}
const cardAndNoPayment: PaymentChoiceProps = {
  ...noPaymentOnly,
  methods: [PaymentMethod.Card, PaymentMethod.NoPayment],
  value: PaymentMethod.Card,
}

/**
 * The choice at the width of the checkout's left column. A form of its own keeps the matrix's radio
 * groups apart, as each element's shadow root does on a page.
 */
function Column(props: PaymentChoiceProps) {
  return (
    <form style={{ maxWidth: 480, padding: 16, background: 'var(--jaunt-box-color)' }}>
      <PaymentChoice {...props} />
    </form>
  )
}

const meta = {
  title: 'Widget/Checkout/Payment choice',
  decorators: [withWidget],
  argTypes: themeArgTypes,
  render: ({ theme: _theme, ...props }) => <Column {...props} />,
} satisfies Meta<WithTheme<PaymentChoiceProps>>

export default meta
type Story = StoryObj<typeof meta>

/** A site that takes bookings without payment only (both demo sites). */
export const NoPaymentOnly: Story = { args: noPaymentOnly }
/** A site with a card provider: card first, and chosen. */
export const CardAndNoPayment: Story = { args: cardAndNoPayment }
export const CardAndNoPaymentWithoutPaying: Story = {
  args: { ...cardAndNoPayment, value: PaymentMethod.NoPayment },
}
/** While the payment is on its way. */
export const Processing: Story = { args: { ...cardAndNoPayment, disabled: true } }
export const ThemesAndLocales: Story = {
  args: cardAndNoPayment,
  decorators: [],
  loaders: matrixLoaders,
  parameters: matrixParameters,
  render: (_args, { loaded }) => (
    <ThemeLocaleMatrix catalogs={loaded.catalogs} render={() => <Column {...cardAndNoPayment} />} />
  ),
}
