import { createGlobalStyle } from 'styled-components'

// Written into the element's shadow root, so `:host` is the custom element itself. The host page
// themes the widget by setting the --jaunt-* custom properties on the element or an ancestor.
export const HostStyle = createGlobalStyle`
  :host {
    display: block;
    color: var(--jaunt-text-color, #1f1f1f);
    font-family: var(--jaunt-site-font, Roboto, sans-serif);
    font-size: 16px;
    line-height: 1.5;
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`
