import { createGlobalStyle } from 'styled-components'
import { CartButton } from '../features/cart/CartButton'
import { OwnedDialogs } from '../features/product/OwnedDialogs'
import type { CommonAttributes } from './attributes'
import { defineJauntElement } from './defineJauntElement'

// A badge sits in a line of the partner's header.
const InlineHost = createGlobalStyle`
  :host {
    display: inline-block;
    vertical-align: middle;
  }
`

/** `<jaunt-cart site="1">`: the cart badge with the shared count, and the cart drawer. */
export const {
  element: JauntCartElement,
  createElement,
  define,
} = defineJauntElement<CommonAttributes, null>({
  tag: 'jaunt-cart',
  props: {},
  parse: () => ({ ok: true, value: null }),
  render: () => (
    <>
      <InlineHost />
      <CartButton />
      <OwnedDialogs />
    </>
  ),
})
