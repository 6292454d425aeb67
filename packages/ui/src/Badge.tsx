import styled from 'styled-components'
import { colours } from './tokens'

export type TagTone = 'neutral' | 'success' | 'warning' | 'danger' | 'primary'

const toneColour: Readonly<Record<TagTone, string>> = {
  neutral: colours.muted,
  success: colours.success,
  warning: colours.warning,
  danger: colours.danger,
  primary: colours.primary,
}

/** A count on an icon, e.g. the cart's items, in the site's badge colours. */
export const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: var(--jaunt-badge-background-color, #0b2a5b);
  color: var(--jaunt-badge-text-color, #fff);
  font-size: 12px;
  font-weight: 700;
  line-height: 1;
  font-variant-numeric: tabular-nums;
`

/** A short label such as "Few left" or "Sold out". */
export const Tag = styled.span<{ $tone?: TagTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: 999px;
  background: color-mix(in srgb, ${({ $tone = 'neutral' }) => toneColour[$tone]} 12%, transparent);
  /* The tone darkened a little: 12px text on its own tint stays above 4.5:1 (WCAG AA). */
  color: color-mix(in srgb, ${({ $tone = 'neutral' }) => toneColour[$tone]} 80%, #000);
  font-size: 12px;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
`
