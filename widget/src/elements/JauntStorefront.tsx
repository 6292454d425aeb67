import { Storefront } from '../features/storefront/Storefront'
import type { CommonAttributes } from './attributes'
import { defineJauntElement } from './defineJauntElement'

/** `<jaunt-storefront site="1">`: search, results, product dialogs, cart badge and drawer in one element. */
export const {
  element: JauntStorefrontElement,
  createElement,
  define,
} = defineJauntElement<CommonAttributes, null>({
  tag: 'jaunt-storefront',
  props: {},
  parse: () => ({ ok: true, value: null }),
  render: () => <Storefront />,
})
