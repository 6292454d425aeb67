/** What an element's chunk gives the loader: its class, made for this page's runtime. */
export type ElementModule = {
  createElement(runtime: {
    nonce?: string | undefined
    scriptUrl?: string | undefined
  }): CustomElementConstructor
}

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
