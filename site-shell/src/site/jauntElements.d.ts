import type { DetailedHTMLProps, HTMLAttributes } from 'react'

// The widget's custom elements as the hosted site writes them (the loader at /widget/jaunt.js defines them).
type JauntAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  site?: string
  lang?: string
  'api-base'?: string
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'jaunt-storefront': JauntAttributes
      'jaunt-search': JauntAttributes & { 'service-type'?: string }
      'jaunt-cart': JauntAttributes
      'jaunt-booking-details': JauntAttributes & { 'payment-ref'?: string }
      'jaunt-product': JauntAttributes & { type?: string; 'product-id'?: string; mode?: string }
    }
  }
}
