import type { ButtonHTMLAttributes } from 'react'
import styled, { css } from 'styled-components'
import { focusRing } from './tokens'

export type ButtonSize = 'regular' | 'large'
/** primary: the theme's button colours; checkout: the checkout theme; secondary: outlined; ghost: text only. */
export type ButtonVariant = 'primary' | 'checkout' | 'secondary' | 'ghost'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The spec's two button heights: 35 px (regular) and 50 px (large). */
  size?: ButtonSize
  variant?: ButtonVariant
  /** Takes the whole width of its container. */
  block?: boolean
}

const variants = {
  primary: css`
    background-color: var(--jaunt-button-background-color, #0b2a5b);
    color: var(--jaunt-button-text-color, #fff);
  `,
  checkout: css`
    background-color: var(--jaunt-checkout-button-background-color, #0b2a5b);
    color: var(--jaunt-checkout-button-text-color, #fff);
  `,
  secondary: css`
    background-color: transparent;
    color: var(--jaunt-button-background-color, #0b2a5b);
    box-shadow: inset 0 0 0 1.5px currentColor;
  `,
  ghost: css`
    background-color: transparent;
    color: var(--jaunt-button-background-color, #0b2a5b);
    padding-inline: 10px;
  `,
}

// Themed only through CSS custom properties, which a site's theme sets on the element's :host.
const StyledButton = styled.button<{ $size: ButtonSize; $variant: ButtonVariant; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${({ $size }) => ($size === 'large' ? '50px' : '35px')};
  padding: 0 ${({ $size }) => ($size === 'large' ? '28px' : '20px')};
  border: 0;
  border-radius: var(--jaunt-button-radius, 50px);
  ${({ $variant }) => variants[$variant]}
  font: inherit;
  font-family: var(--jaunt-site-font, Roboto, sans-serif);
  font-size: ${({ $size }) => ($size === 'large' ? '16px' : '15px')};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  transition:
    filter 0.15s ease,
    background-color 0.15s ease;

  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }

  ${focusRing}

  &:disabled {
    color: var(--jaunt-disable-text-color, #9e9e9e);
    cursor: not-allowed;
    opacity: 0.7;
  }
`

export function Button({
  size = 'regular',
  variant = 'primary',
  block = false,
  type = 'button',
  ...props
}: ButtonProps) {
  return <StyledButton $size={size} $variant={variant} $block={block} type={type} {...props} />
}

/** A round button that shows only an icon; `label` names it for screen readers. */
export const IconButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: rgb(0 0 0 / 0.06);
  }

  ${focusRing}

  &:disabled {
    color: var(--jaunt-disable-text-color, #9e9e9e);
    cursor: not-allowed;
  }
`
