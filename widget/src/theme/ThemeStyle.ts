import { createGlobalStyle } from 'styled-components'

/**
 * The site's theme on the element's `:host`. A declaration the host page puts on the element itself
 * (`jaunt-cart { --jaunt-badge-background-color: … }`) wins over `:host`, so partners can override it.
 */
export const ThemeStyle = createGlobalStyle<{ $declarations: string }>`
  :host {
    ${({ $declarations }) => $declarations}
  }
`
