import { cartCount, PaymentMethod } from '@jaunt/domain'
import { Alert, Button, Spinner } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { BookedDetails } from '../booking-details/BookedDetails'
import { SectionTitle } from '../common/layout'
import { BookingFrame } from '../product/BookingFrame'
import { BookingQuestions } from './BookingQuestions'
import { CardPayment } from './CardPayment'
import { OrderSummary } from './OrderSummary'
import { PaymentChoice } from './PaymentChoice'
import { HoldTimer } from './HoldTimer'
import { PersonalInfoForm } from './PersonalInfoForm'
import { TermsNotice } from './TermsNotice'
import { useCheckout } from './useCheckout'
import { useCheckoutProblemText } from './useCheckoutProblemText'
import { usePaymentMethods } from './usePaymentMethods'

/** The guest's details, how they pay, and what they book; then the booking itself. */
export function Checkout() {
  const { t } = useLingui()
  const { money } = useFormatters()
  const checkout = useCheckout()
  const { cart, phase, method, setMethod } = checkout
  const payment = usePaymentMethods(cart?.cart_currency ?? null)
  const problemText = useCheckoutProblemText()
  const methods = payment.state === 'ready' ? payment.methods : []
  const firstMethod = methods[0] ?? null

  useEffect(() => {
    if (!method && firstMethod) setMethod(firstMethod)
  }, [method, firstMethod, setMethod])

  if (phase.kind === 'booked') return <BookedDetails paymentRef={phase.paymentRef} />

  if (!cart || cartCount(cart) === 0) {
    return (
      <BookingFrame title={t`Checkout`}>
        <p>{t`Add something to your cart to check out.`}</p>
      </BookingFrame>
    )
  }

  const processing = phase.kind === 'processing'
  const total = cart.cart_currency ? money(cart.cart_total_price, cart.cart_currency) : ''
  const action = method === PaymentMethod.Card ? t`Pay ${total}` : t`Confirm booking`
  return (
    <BookingFrame
      title={t`Checkout`}
      footer={
        <FooterStack>
          {checkout.problem ? (
            <Alert tone="error" onDismiss={checkout.dismissProblem} dismissLabel={t`Dismiss`}>
              {problemText(checkout.problem)}
            </Alert>
          ) : null}
          <Footer>
            <span>
              {t`Total`} <strong>{total}</strong>
            </span>
            <Button
              variant="checkout"
              size="large"
              disabled={processing || !method}
              onClick={() => void checkout.submit()}
            >
              {processing ? <Spinner size={18} label={t`Processing payment…`} /> : null}
              {processing ? t`Processing payment…` : action}
            </Button>
          </Footer>
          {phase.kind === 'processing' && phase.heldUntil ? <HoldTimer until={phase.heldUntil} /> : null}
          <TermsNotice />
        </FooterStack>
      }
    >
      <Columns>
        <div>
          <section>
            <SectionTitle>{t`Personal information`}</SectionTitle>
            <PersonalInfoForm
              value={checkout.info}
              problems={checkout.fieldProblems}
              refusals={checkout.refusals}
              disabled={processing}
              onChange={checkout.setInfo}
            />
          </section>
          <BookingQuestions
            cart={cart}
            answers={checkout.answers}
            missing={checkout.unanswered}
            disabled={processing}
            onAnswer={checkout.answer}
          />
          <Payment>
            <SectionTitle>{t`Payment`}</SectionTitle>
            {payment.state === 'loading' ? <Spinner size={20} label={t`Loading payment methods…`} /> : null}
            {payment.state === 'ready' && methods.length === 0 ? (
              <Alert tone="warning">{t`This site does not take bookings online at the moment.`}</Alert>
            ) : null}
            <PaymentChoice methods={methods} value={method} disabled={processing} onChange={setMethod} />
            {method === PaymentMethod.Card &&
            payment.state === 'ready' &&
            payment.cardKey &&
            cart.cart_currency ? (
              <CardPayment
                publicKey={payment.cardKey}
                amount={cart.cart_total_price}
                currency={cart.cart_currency}
                onPayer={checkout.setCard}
              />
            ) : null}
          </Payment>
        </div>
        <aside>
          <SectionTitle>{t`Order summary`}</SectionTitle>
          <OrderSummary
            cart={cart}
            failed={checkout.problem?.kind === 'hold-failed' ? checkout.problem.items : []}
          />
        </aside>
      </Columns>
    </BookingFrame>
  )
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 24px;

  @media (max-width: 719px) {
    grid-template-columns: 1fr;
  }
`

const Payment = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 24px;
`

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`

const FooterStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`
