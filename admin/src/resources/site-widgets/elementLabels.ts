import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { SiteWidgetElement } from '@jaunt/domain'

/** What each embeddable element is called on the Widgets page, and what it shows a guest. */
export const ELEMENT_LABELS: Record<SiteWidgetElement, { name: MessageDescriptor; hint: MessageDescriptor }> =
  {
    storefront: { name: msg`Storefront`, hint: msg`The site's whole offer, with search and filters.` },
    search: {
      name: msg`Search`,
      hint: msg`A search box and its results, optionally of one kind of product.`,
    },
    product: { name: msg`Product`, hint: msg`One product of your catalogue with its dates and booking.` },
    cart: { name: msg`Cart`, hint: msg`The guest's cart, shared by every widget on the page.` },
    checkout: { name: msg`Checkout`, hint: msg`The checkout of the guest's cart.` },
    chatbot: { name: msg`Chatbot`, hint: msg`Your AI chatbot, in a corner or in the page.` },
  }
