import styled, { keyframes } from 'styled-components'
import { colours } from './tokens'
import { VisuallyHidden } from './VisuallyHidden'

export type SpinnerProps = {
  /** Announced to screen readers, e.g. "Loading…". */
  label: string
  size?: number
}

/** Something is loading; the label says what. */
export function Spinner({ label, size = 24 }: SpinnerProps) {
  return (
    <Wrap role="status">
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrap>
  )
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`

const Ring = styled.span<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid color-mix(in srgb, ${colours.primary} 20%, transparent);
  border-top-color: ${colours.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`

/** A grey block where content will be, while it loads. */
export const Skeleton = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '16px' }) => $height};
  border-radius: 6px;
  background: color-mix(in srgb, ${colours.text} 9%, transparent);
`
