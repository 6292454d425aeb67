import styled, { createGlobalStyle } from 'styled-components'

// Written into the element's shadow root, so `:host` is the custom element itself. A host page's rule
// on the element (say `body * { font-size: 30px }`) beats `:host`, so the text styles are set again
// on WidgetRoot inside, where no page rule reaches. The theme's --jaunt-* come from ThemeStyle.
export const HostStyle = createGlobalStyle`
  :host {
    display: block;
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
    letter-spacing: inherit;
  }

  img {
    max-width: 100%;
  }
`

/** Everything an element shows sits in this: the inherited text styles start over here. */
export const WidgetRoot = styled.div`
  all: initial;
  display: contents;
  color: var(--jaunt-text-color, #1f2937);
  font-family: var(--jaunt-site-font, Roboto, sans-serif);
  font-size: 16px;
  font-weight: 400;
  line-height: 1.5;
  text-align: start;
  -webkit-font-smoothing: antialiased;
`
