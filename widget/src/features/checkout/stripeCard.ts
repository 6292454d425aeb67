import type { Locale } from '@jaunt/domain'
import type { StripeElementLocale } from '@stripe/stripe-js'
import type { CardPayer } from './checkoutFlow'

export type CardFormOptions = {
  publicKey: string
  locale: Locale
  /** The cart's total in the currency's smallest unit, which the form shows and checks against. */
  amountMinor: number
  currency: string
  /** A light-DOM element: Stripe's frames cannot live in a shadow root (docs/decisions.md). */
  mountPoint: HTMLElement
}

export type CardForm = { payer: CardPayer; destroy(): void }

// Stripe.js has no Hindi or Gujarati; `auto` lets it follow the browser.
const stripeLocale = (locale: Locale): StripeElementLocale =>
  locale === 'no' ? 'nb' : locale === 'hi' || locale === 'gu' ? 'auto' : locale

/**
 * Stripe's Payment Element, loaded from Stripe only now that the guest chose to pay by card, in the
 * deferred-intent mode: the card is checked first, the intent is made by the server after that.
 */
export async function mountCardForm(options: CardFormOptions): Promise<CardForm> {
  const { loadStripe } = await import('@stripe/stripe-js/pure')
  const stripe = await loadStripe(options.publicKey, { locale: stripeLocale(options.locale) })
  if (!stripe) throw new Error('Stripe.js did not load')
  const elements = stripe.elements({
    mode: 'payment',
    amount: options.amountMinor,
    currency: options.currency.toLowerCase(),
    locale: stripeLocale(options.locale),
  })
  const element = elements.create('payment', { layout: 'tabs' })
  let empty = true
  element.on('change', (event) => {
    empty = event.empty
  })
  element.mount(options.mountPoint)

  const payer: CardPayer = {
    async submit() {
      const { error } = await elements.submit()
      if (!error) return { ok: true }
      return { ok: false, problem: empty ? 'empty' : 'invalid' }
    },
    async confirm(clientSecret, returnUrl) {
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      })
      return error ? { ok: false, message: error.message ?? '' } : { ok: true }
    },
  }
  return { payer, destroy: () => element.destroy() }
}
