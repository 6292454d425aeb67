import type { JauntEventMap } from '../events'

/** The attributes every Jaunt element takes (see the widget's README). */
export interface JauntElementAttributes {
  /** The partner site's id (`"1"`) or host (`"demo.localhost"`). */
  site: string
  /** One of the 14 locales (`en`, `de`, `de-DE`, `nb`…); default: the page's `<html lang>`. */
  lang?: string
  /** The API's origin; default: where `jaunt.js` was loaded from. */
  'api-base'?: string
  /** Display only: the currency an amount is shown in when the API names none. */
  currency?: string
  /** The partner's widget id, passed along in every event. */
  'widget-uuid'?: string
}

export type JauntProductType =
  'activity' | 'event' | 'attraction' | 'restaurant' | 'rental' | 'hotel' | 'package'
export type JauntServiceTypeName =
  'activities' | 'events' | 'hotels' | 'attractions' | 'restaurants' | 'rentals' | 'packages'

export interface JauntProductAttributes extends JauntElementAttributes {
  type: JauntProductType
  'product-id': string
  /** `inline` shows the booking panel in place instead of a card with a Book button. */
  mode?: 'inline'
  'read-only'?: 'true' | 'false'
}

export interface JauntSearchAttributes extends JauntElementAttributes {
  /** Opens the results narrowed to one type. */
  'service-type'?: JauntServiceTypeName
  /** The search to show, as a URL query (`query=Tromsø&type=activities&price=500-2000`): a
   * `jaunt:search` event's `search_state`, so a page can keep the search in its address. */
  search?: string
}

export interface JauntBookingDetailsAttributes extends JauntElementAttributes {
  'payment-ref': string
}

export interface JauntChatbotAttributes extends JauntElementAttributes {
  /** `inline` shows the launcher where the element is instead of the page's bottom corner. */
  placement?: 'corner' | 'inline'
}

/** Every element by tag, with its attributes. */
export interface JauntElementAttributeMap {
  'jaunt-storefront': JauntElementAttributes
  'jaunt-search': JauntSearchAttributes
  'jaunt-product': JauntProductAttributes
  'jaunt-cart': JauntElementAttributes
  'jaunt-checkout': JauntElementAttributes
  'jaunt-booking-details': JauntBookingDetailsAttributes
  'jaunt-chatbot': JauntChatbotAttributes
}
export type JauntTag = keyof JauntElementAttributeMap

type JauntEventListeners = {
  [N in keyof JauntEventMap]: CustomEvent<JauntEventMap[N]>
}

/** A Jaunt element: an HTMLElement whose `addEventListener` knows the `jaunt:*` events' payloads. */
export interface JauntElement extends HTMLElement {
  addEventListener<K extends keyof JauntEventListeners>(
    type: K,
    listener: (this: JauntElement, event: JauntEventListeners[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: JauntElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void
}

declare global {
  interface HTMLElementTagNameMap {
    'jaunt-storefront': JauntElement
    'jaunt-search': JauntElement
    'jaunt-product': JauntElement
    'jaunt-cart': JauntElement
    'jaunt-checkout': JauntElement
    'jaunt-booking-details': JauntElement
    'jaunt-chatbot': JauntElement
  }
}
