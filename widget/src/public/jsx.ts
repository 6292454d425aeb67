import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { JauntElementAttributeMap, JauntTag } from './elements'

// `<jaunt-product type="activity" product-id="2" site="1" />` in a React 19 app's JSX, typed.
// Import it once: `import type {} from '@jaunt/widget/jsx'`.
type JauntJsx<T extends JauntTag> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  JauntElementAttributeMap[T]

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'jaunt-storefront': JauntJsx<'jaunt-storefront'>
      'jaunt-search': JauntJsx<'jaunt-search'>
      'jaunt-product': JauntJsx<'jaunt-product'>
      'jaunt-cart': JauntJsx<'jaunt-cart'>
      'jaunt-checkout': JauntJsx<'jaunt-checkout'>
      'jaunt-booking-details': JauntJsx<'jaunt-booking-details'>
      'jaunt-chatbot': JauntJsx<'jaunt-chatbot'>
    }
  }
}
