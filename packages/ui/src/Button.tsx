import type { ButtonHTMLAttributes } from 'react'
import styled from 'styled-components'

export type ButtonSize = 'regular' | 'large'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The spec's two button heights: 35 px (regular) and 50 px (large). */
  size?: ButtonSize
}

// Themed only through CSS custom properties, which a site's theme sets on the element's :host.
const StyledButton = styled.button<{ $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${({ $size }) => ($size === 'large' ? '50px' : '35px')};
  padding: 0 ${({ $size }) => ($size === 'large' ? '28px' : '20px')};
  border: 0;
  border-radius: var(--jaunt-button-radius, 50px);
  background-color: var(--jaunt-button-background-color, #0b2a5b);
  color: var(--jaunt-button-text-color, #fff);
  font: inherit;
  font-family: var(--jaunt-site-font, Roboto, sans-serif);
  font-weight: 500;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid var(--jaunt-outline-color, #0b2a5b);
    outline-offset: 2px;
  }

  &:disabled {
    color: var(--jaunt-disable-text-color, #9e9e9e);
    cursor: not-allowed;
    opacity: 0.7;
  }
`

export function Button({ size = 'regular', type = 'button', ...props }: ButtonProps) {
  return <StyledButton $size={size} type={type} {...props} />
}
