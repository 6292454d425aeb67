import { css } from 'styled-components'

/**
 * Shared looks of the guest-facing primitives, all read from the `--jaunt-*` custom properties a site's
 * theme sets (with the spec's defaults behind them).
 */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid var(--jaunt-button-background-color, #0b2a5b);
    outline-offset: 2px;
  }
`

export const colours = {
  text: 'var(--jaunt-text-color, #1f2937)',
  muted: 'color-mix(in srgb, var(--jaunt-text-color, #1f2937) 68%, transparent)',
  border: 'var(--jaunt-outline-color, #d0d5dd)',
  box: 'var(--jaunt-box-color, #fff)',
  primary: 'var(--jaunt-button-background-color, #0b2a5b)',
  onPrimary: 'var(--jaunt-button-text-color, #fff)',
  disabled: 'var(--jaunt-disable-text-color, #9e9e9e)',
  subtle: 'var(--jaunt-roomtype-background-color, #f3f6fa)',
  success: 'var(--jaunt-free-cancellation-text-color, #2e7d32)',
  warning: '#b54708',
  danger: '#b42318',
} as const

export const radius = {
  box: '12px',
  control: '8px',
} as const
