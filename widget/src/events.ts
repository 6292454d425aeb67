/**
 * The DOM events Jaunt elements dispatch for the host page, with their payloads.
 *
 * Every event is a `CustomEvent` dispatched on the element itself with `{ bubbles: true, composed: true }`,
 * so a page can listen on the element, on `document`, or anywhere between:
 *
 *   document.addEventListener('jaunt:add-to-cart', (event) => console.log(event.detail.items))
 *
 * `jaunt:begin-checkout` is cancelable: a page that runs its own checkout calls `event.preventDefault()`
 * and the widget leaves the next step to it.
 *
 * When the page has a GA4 `window.dataLayer`, each event is mirrored there as the matching GA4
 * ecommerce event (`view_item`, `add_to_cart`, `remove_from_cart`, `view_cart`, `begin_checkout`,
 * `add_payment_info`, `purchase`, `search`). Nothing is pushed to a page that has no dataLayer. A page
 * with the Meta pixel (`window.fbq`) also gets its `Purchase` event for a confirmed booking.
 *
 * Trackers wait for consent: with `data-consent="pending"` on the loader's script, nothing reaches the
 * dataLayer until `Jaunt.updateConsent({ analytics: true })`, nor the pixel until `{ marketing: true }`.
 *
 * A payload only grows: a breaking change gets a new event name.
 */

/** A product line as GA4 ecommerce names it. */
export interface JauntItem {
  /** The product code, else the product id. */
  item_id: string
  item_name: string
  /** The service type: activities, events, hotels, attractions, restaurants, rentals, packages. */
  item_category: string
  /** The option, room or package variant booked, when there is one. */
  item_variant?: string
  price: number
  quantity: number
}

interface EventBase {
  site_id: number
  /** The `widget-uuid` attribute of the element, when it has one. */
  widget_uuid: string | null
}

interface CartEventBase extends EventBase {
  cart_ref: string | null
  currency: string | null
  /** The amount the event is about: the items added or removed, or the whole cart. */
  value: number
  items: JauntItem[]
}

export interface JauntEventMap {
  /** A product dialog (or an inline product) was shown. */
  'jaunt:view-item': EventBase & { currency: string; value: number; items: [JauntItem] }
  /** Items were added; the cart (priced by the server) now holds `cart_count` items. */
  'jaunt:add-to-cart': CartEventBase & { cart_count: number }
  'jaunt:remove-from-cart': CartEventBase & { cart_count: number }
  /** The cart drawer was opened. */
  'jaunt:view-cart': CartEventBase & { cart_count: number }
  /**
   * The guest asked to check out (the drawer's Checkout button, or an add in the single-cart-item flow).
   * Cancelable: call preventDefault() to take over the checkout.
   */
  'jaunt:begin-checkout': CartEventBase & { single_item: boolean }
  /** The guest sent their details and chose how to pay (`payment_type`: no-payment or card). */
  'jaunt:add-payment-info': CartEventBase & { payment_type: string }
  /**
   * The booking was made. `transaction_id` is its payment reference (the booking-details page's).
   * `outcome` is Failed when the booking details show an item that is not confirmed.
   */
  'jaunt:purchase': CartEventBase & { transaction_id: string; outcome: 'Confirmed' | 'Failed' }
  /**
   * A search was run from the search box or the filters. `search_state` is the search as a URL query,
   * for the page's address; given back as `<jaunt-search search="…">`, it opens the same results.
   */
  'jaunt:search': EventBase & { search_term: string; filters: Record<string, unknown>; search_state: string }
}

export type JauntEventName = keyof JauntEventMap

const GA4_NAMES: Readonly<Record<JauntEventName, string>> = {
  'jaunt:view-item': 'view_item',
  'jaunt:add-to-cart': 'add_to_cart',
  'jaunt:remove-from-cart': 'remove_from_cart',
  'jaunt:view-cart': 'view_cart',
  'jaunt:begin-checkout': 'begin_checkout',
  'jaunt:add-payment-info': 'add_payment_info',
  'jaunt:purchase': 'purchase',
  'jaunt:search': 'search',
}

declare global {
  interface HTMLElementEventMap {
    'jaunt:view-item': CustomEvent<JauntEventMap['jaunt:view-item']>
    'jaunt:add-to-cart': CustomEvent<JauntEventMap['jaunt:add-to-cart']>
    'jaunt:remove-from-cart': CustomEvent<JauntEventMap['jaunt:remove-from-cart']>
    'jaunt:view-cart': CustomEvent<JauntEventMap['jaunt:view-cart']>
    'jaunt:begin-checkout': CustomEvent<JauntEventMap['jaunt:begin-checkout']>
    'jaunt:add-payment-info': CustomEvent<JauntEventMap['jaunt:add-payment-info']>
    'jaunt:purchase': CustomEvent<JauntEventMap['jaunt:purchase']>
    'jaunt:search': CustomEvent<JauntEventMap['jaunt:search']>
  }
  interface DocumentEventMap {
    'jaunt:add-to-cart': CustomEvent<JauntEventMap['jaunt:add-to-cart']>
    'jaunt:begin-checkout': CustomEvent<JauntEventMap['jaunt:begin-checkout']>
    'jaunt:purchase': CustomEvent<JauntEventMap['jaunt:purchase']>
  }
  interface Window {
    dataLayer?: unknown[]
    fbq?: (command: 'track', event: string, parameters?: Record<string, unknown>) => void
  }
}

/**
 * Dispatches `name` on the element and mirrors it to the page's GA4 dataLayer.
 * Returns false when a listener called preventDefault() (only begin-checkout is cancelable).
 */
export function emitJauntEvent<N extends JauntEventName>(
  target: EventTarget,
  name: N,
  detail: JauntEventMap[N],
): boolean {
  const event = new CustomEvent(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: name === 'jaunt:begin-checkout',
  })
  const proceed = target.dispatchEvent(event)
  const consent = pageConsent()
  if (consent.analytics) mirrorToDataLayer(name, detail)
  if (name === 'jaunt:purchase' && consent.marketing) tellMetaPixel(detail as JauntEventMap['jaunt:purchase'])
  return proceed
}

/** What the page's guest agreed to, as the loader keeps it; without the loader (the tests, a page that
 * bundles the elements itself) trackers are the page's own business, as before consent existed. */
function pageConsent() {
  const consent = typeof window === 'undefined' ? undefined : window.Jaunt?.consent
  return consent ?? { analytics: true, marketing: true }
}

function mirrorToDataLayer<N extends JauntEventName>(name: N, detail: JauntEventMap[N]) {
  const dataLayer = typeof window === 'undefined' ? undefined : window.dataLayer
  if (!Array.isArray(dataLayer)) return
  if (name === 'jaunt:search') {
    const { search_term } = detail as JauntEventMap['jaunt:search']
    dataLayer.push({ event: GA4_NAMES[name], search_term })
    return
  }
  const { currency, value, items } = detail as CartEventBase
  const extra =
    name === 'jaunt:purchase'
      ? { transaction_id: (detail as JauntEventMap['jaunt:purchase']).transaction_id }
      : name === 'jaunt:add-payment-info'
        ? { payment_type: (detail as JauntEventMap['jaunt:add-payment-info']).payment_type }
        : {}
  // GA4's advice: clear the previous ecommerce object so its fields do not merge into this one.
  dataLayer.push({ ecommerce: null })
  dataLayer.push({ event: GA4_NAMES[name], ecommerce: { ...extra, currency, value, items } })
}

function tellMetaPixel(detail: JauntEventMap['jaunt:purchase']) {
  const fbq = typeof window === 'undefined' ? undefined : window.fbq
  if (typeof fbq !== 'function' || detail.outcome !== 'Confirmed') return
  fbq('track', 'Purchase', {
    value: detail.value,
    currency: detail.currency,
    content_ids: detail.items.map((item) => item.item_id),
    content_type: 'product',
    num_items: detail.items.reduce((sum, item) => sum + item.quantity, 0),
  })
}
