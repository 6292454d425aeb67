/**
 * Stripe.js stands in at the network boundary: the real one comes from js.stripe.com, which tests
 * cannot reach. `@stripe/stripe-js` takes a `window.Stripe` already on the page, so this records
 * what the widget asks of Stripe and answers as Stripe would.
 */
export interface StripeStandIn {
  /** What the guest typed: nothing, or a complete card. */
  card: 'empty' | 'complete'
  /** The bank's refusal on confirming, when set. */
  decline: string | null
  /** When set, confirming waits for it, as while the guest answers their bank's 3-D Secure check. */
  challenge: Promise<void> | null
  mounted: boolean
  confirmed: { clientSecret: string; returnUrl: string; redirect: string }[]
  uninstall(): void
}

let current: StripeStandIn | null = null

function stripeFactory() {
  const state = current
  if (!state) throw new Error('no Stripe stand-in is installed')
  const elements = {
    create: () => {
      const listeners: ((event: { empty: boolean; complete: boolean }) => void)[] = []
      return {
        on: (_name: string, listener: (event: { empty: boolean; complete: boolean }) => void) => {
          listeners.push(listener)
        },
        mount: (target: HTMLElement) => {
          if (target.getRootNode() instanceof ShadowRoot)
            throw new Error('Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.')
          target.append(Object.assign(document.createElement('div'), { title: 'Secure payment input frame' }))
          state.mounted = true
          const typed = state.card === 'complete'
          for (const listener of listeners) listener({ empty: !typed, complete: typed })
        },
        destroy: () => {
          state.mounted = false
        },
      }
    },
    submit: async () =>
      state.card === 'complete'
        ? {}
        : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } },
  }
  return {
    elements: () => elements,
    confirmPayment: async (options: {
      clientSecret: string
      confirmParams: { return_url: string }
      redirect: string
    }) => {
      state.confirmed.push({
        clientSecret: options.clientSecret,
        returnUrl: options.confirmParams.return_url,
        redirect: options.redirect,
      })
      await state.challenge
      return state.decline ? { error: { type: 'card_error', message: state.decline } } : {}
    },
  }
}
stripeFactory.version = 'endive'

export function installStripeStandIn(): StripeStandIn {
  const standIn: StripeStandIn = {
    card: 'empty',
    decline: null,
    challenge: null,
    mounted: false,
    confirmed: [],
    uninstall: () => {
      current = null
    },
  }
  current = standIn
  ;(window as unknown as { Stripe: unknown }).Stripe = stripeFactory
  return standIn
}
