import { PaymentMethod, type CheckoutPersonalInfo } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { useEmit, useSiteState, useWidget } from '../../site/WidgetContext'
import { itemsOfCart } from '../product/cartItems'
import { unansweredQuestions, type BookingAnswers } from './bookingAnswers'
import { runCheckout, type CardPayer, type CheckoutMethod, type CheckoutProblem } from './checkoutFlow'
import { forgetKeptDetails, keepDetails, readKeptDetails } from './keptDetails'
import { checkPersonalInfo, cleanPersonalInfo, EMPTY_PERSONAL_INFO, type FieldProblems } from './personalInfo'

export type CheckoutPhase =
  | { kind: 'form' }
  /** `heldUntil`: the places are the guest's until then, while the payment goes through. */
  | { kind: 'processing'; heldUntil: string | null }
  | { kind: 'booked'; paymentRef: string }

/** Where the bank sends the guest back after a redirect: the hosted booking-details page. */
export function bookingDetailsUrl(apiBase: string, paymentRef: string, siteId: number, locale: string) {
  const query = new URLSearchParams({ site: String(siteId), lang: locale })
  return `${apiBase}/booking-details/${encodeURIComponent(paymentRef)}?${query}`
}

/** The checkout's state: the guest's details, the chosen method, and the booking once made. */
export function useCheckout() {
  const { t } = useLingui()
  const { store, http, config } = useWidget()
  const emit = useEmit()
  const cart = useSiteState((state) => state.cart)
  const cartRef = cart?.cart_ref ?? null
  const [details, setDetails] = useState<{ cartRef: string | null; info: CheckoutPersonalInfo }>(() => ({
    cartRef,
    info: (cartRef && readKeptDetails(cartRef)) || EMPTY_PERSONAL_INFO,
  }))
  // The cart often arrives after the form: the details kept for it (a reload) come with it.
  if (details.cartRef !== cartRef) {
    setDetails({ cartRef, info: (cartRef && readKeptDetails(cartRef)) || EMPTY_PERSONAL_INFO })
  }
  const info = details.info
  const setInfo = useCallback(
    (next: CheckoutPersonalInfo) => {
      setDetails({ cartRef, info: next })
      if (cartRef) keepDetails(cartRef, next)
    },
    [cartRef],
  )
  const [tried, setTried] = useState(false)
  /** Counts the refused attempts to go on; each one takes the guest to the first field to fix. */
  const [refusals, setRefusals] = useState(0)
  const [method, setMethod] = useState<CheckoutMethod | null>(null)
  const [card, setCard] = useState<CardPayer | null>(null)
  const [phase, setPhase] = useState<CheckoutPhase>({ kind: 'form' })
  const [problem, setProblem] = useState<CheckoutProblem | null>(null)
  const fieldProblems: FieldProblems = tried ? checkPersonalInfo(info) : {}
  const [answers, setAnswers] = useState<BookingAnswers>({})
  const answer = useCallback((reservationRef: string, questionId: string, value: string) => {
    setAnswers((all) => ({ ...all, [reservationRef]: { ...all[reservationRef], [questionId]: value } }))
  }, [])
  const unanswered = tried && cart ? unansweredQuestions(cart, answers) : []

  // Leaving the page while the payment is on its way could lose the booking's outcome.
  const warning = t`Changes that you made may not be saved.`
  useEffect(() => {
    if (phase.kind !== 'processing') return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = warning
      return warning
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [phase.kind, warning])

  const submit = useCallback(async () => {
    if (!cart || !method || phase.kind === 'processing') return
    setTried(true)
    setProblem(null)
    if (Object.keys(checkPersonalInfo(info)).length > 0) {
      setRefusals((count) => count + 1)
      return
    }
    if (unansweredQuestions(cart, answers).length > 0) {
      setProblem({ kind: 'unanswered' })
      return
    }
    const details = cleanPersonalInfo(info)
    const items = itemsOfCart(cart)
    const tracked = {
      cart_ref: cart.cart_ref,
      currency: cart.cart_currency,
      value: cart.cart_total_price,
      items,
    }
    emit('jaunt:add-payment-info', { ...tracked, payment_type: method })
    setPhase({ kind: 'processing', heldUntil: null })
    const site = store.getState().site
    const result = await runCheckout({
      http,
      siteId: site.id,
      cart,
      info: details,
      method,
      card: method === PaymentMethod.Card ? card : null,
      answers,
      returnUrl: (paymentRef) => bookingDetailsUrl(config.apiBase, paymentRef, site.id, config.locale),
      onHeld: (heldUntil) => setPhase({ kind: 'processing', heldUntil }),
    })
    if (result.ok) {
      forgetKeptDetails(cart.cart_ref)
      store.getState().forgetCart(cart.cart_ref)
      setPhase({ kind: 'booked', paymentRef: result.paymentRef })
      return
    }
    setProblem(result.problem)
    setPhase({ kind: 'form' })
    // The server may have marked items it could not hold; the summary shows them.
    void store.getState().refreshCart()
  }, [cart, method, phase.kind, info, answers, emit, store, http, card, config.apiBase, config.locale])

  return {
    cart,
    info,
    setInfo,
    fieldProblems,
    refusals,
    answers,
    answer,
    unanswered,
    method,
    setMethod,
    setCard,
    phase,
    problem,
    dismissProblem: () => setProblem(null),
    submit,
  }
}
