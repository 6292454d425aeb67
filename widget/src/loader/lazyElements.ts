import type { LoaderRuntime } from '../runtime'

export type { LoaderRuntime }

/** What an element's chunk gives the loader: a way to define the element for the page. */
export type ElementModule = { define(runtime: LoaderRuntime): void }

/** How to fetch one element's chunk; the element is defined under its tag once it has arrived. */
export type ElementImport = () => Promise<ElementModule>

// Every element the loader knows, by tag. Each import is a lazy chunk with React and the feature.
export const lazyElements: Readonly<Record<string, ElementImport>> = {
  'jaunt-product': () => import('../elements/JauntProduct'),
  'jaunt-cart': () => import('../elements/JauntCart'),
  'jaunt-search': () => import('../elements/JauntSearch'),
  'jaunt-storefront': () => import('../elements/JauntStorefront'),
  'jaunt-checkout': () => import('../elements/JauntCheckout'),
  'jaunt-booking-details': () => import('../elements/JauntBookingDetails'),
  'jaunt-chatbot': () => import('../elements/JauntChatbot'),
}
