import { Checkout } from '../features/checkout/Checkout'
import { OwnedDialogs } from '../features/product/OwnedDialogs'
import type { CommonAttributes } from './attributes'
import { defineJauntElement } from './defineJauntElement'

/** `<jaunt-checkout site="1">`: the site's cart checked out in place, on a page of its own. */
export const {
  element: JauntCheckoutElement,
  createElement,
  define,
} = defineJauntElement<CommonAttributes, null>({
  tag: 'jaunt-checkout',
  props: {},
  parse: () => ({ ok: true, value: null }),
  render: () => (
    <>
      <Checkout />
      <OwnedDialogs />
    </>
  ),
})
