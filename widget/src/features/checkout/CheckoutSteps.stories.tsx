import { PaymentMethod, type Cart, type CheckoutPersonalInfo } from '@jaunt/domain'
import { Alert, Button, Spinner } from '@jaunt/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { withWidget } from '../../stories/WidgetStoryFrame'
import { cartOf, kayakReservation } from '../../testing/fixtures'
import { SectionTitle } from '../common/layout'
import { BookingFrame } from '../product/BookingFrame'
import { OrderSummary } from './OrderSummary'
import { PaymentChoice } from './PaymentChoice'
import { checkPersonalInfo, EMPTY_PERSONAL_INFO } from './personalInfo'
import { PersonalInfoForm } from './PersonalInfoForm'

const kayak = kayakReservation('5e0d1c9a-0000-4000-8000-0000000000e1', {
  option_id: 3,
  date: '2026-06-03',
  start_time: '09:00',
  tickets: [{ ticket_id: 9, count: 2 }],
})
const kari: CheckoutPersonalInfo = {
  first_name: 'Kari',
  last_name: 'Nordmann',
  email: 'kari.nordmann@example.no',
  area_code: '+47',
  phone_number: '412 34 567',
  country: 'NO',
}

type Step = {
  cart: Cart | null
  info: CheckoutPersonalInfo
  /** The guest pressed the action once: the fields' problems show. */
  tried?: boolean
  processing?: boolean
  /** What the server refused, above the action. */
  problem?: string
  failed?: string[]
}

/**
 * The checkout dialog's steps as Checkout lays them out (details, payment, summary, then the action),
 * from fixtures: Checkout itself reads the cart and the payment methods from the API.
 */
function CheckoutStep({ cart, info, tried = false, processing = false, problem, failed = [] }: Step) {
  if (!cart) {
    return (
      <BookingFrame title="Checkout">
        <p>Add something to your cart to check out.</p>
      </BookingFrame>
    )
  }
  return (
    <BookingFrame
      title="Checkout"
      footer={
        <div style={{ display: 'grid', gap: 8 }}>
          {problem ? (
            <Alert tone="error" onDismiss={() => {}} dismissLabel="Dismiss">
              {problem}
            </Alert>
          ) : null}
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <span>
              Total <strong>NOK 1,780.00</strong>
            </span>
            <Button variant="checkout" size="large" disabled={processing}>
              {processing ? <Spinner size={18} label="Processing payment…" /> : null}
              {processing ? 'Processing payment…' : 'Confirm booking'}
            </Button>
          </div>
        </div>
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: '3fr 2fr', gap: 24 }}>
        <div>
          <section>
            <SectionTitle>Personal information</SectionTitle>
            <PersonalInfoForm
              value={info}
              problems={tried ? checkPersonalInfo(info) : {}}
              disabled={processing}
              onChange={() => {}}
            />
          </section>
          <section style={{ marginTop: 24 }}>
            <SectionTitle>Payment</SectionTitle>
            <form>
              <PaymentChoice
                methods={[PaymentMethod.NoPayment]}
                value={PaymentMethod.NoPayment}
                disabled={processing}
                onChange={() => {}}
              />
            </form>
          </section>
        </div>
        <aside>
          <SectionTitle>Order summary</SectionTitle>
          <OrderSummary
            cart={cart}
            failed={failed.map((message) => ({ reservation_ref: kayak.reservation_ref, message }))}
          />
        </aside>
      </div>
    </BookingFrame>
  )
}

const meta = {
  title: 'Widget/Checkout/Steps',
  component: CheckoutStep,
  decorators: [withWidget],
  args: { cart: cartOf([kayak]), info: EMPTY_PERSONAL_INFO },
} satisfies Meta<typeof CheckoutStep>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog opens on the guest's details. */
export const Details: Story = {}
/** The guest pressed Confirm with nothing filled in. */
export const DetailsMissing: Story = { args: { tried: true } }
export const ReadyToBook: Story = { args: { info: kari } }
export const Processing: Story = { args: { info: kari, processing: true } }
/** The server could not hold a departure: the item says why, and the action stays. */
export const HoldRefused: Story = {
  args: {
    info: kari,
    problem: 'Some items could not be reserved. Remove them to continue.',
    failed: ['This departure is sold out'],
  },
}
/** The cart emptied in another tab. */
export const EmptyCart: Story = { args: { cart: null } }
