import type { ButtonHTMLAttributes } from 'react'
import styled from 'styled-components'
import { colours, focusRing } from './tokens'

export type ToggleChipProps = ButtonHTMLAttributes<HTMLButtonElement> & { pressed: boolean }

/** An on/off choice such as a search filter; screen readers hear whether it is on. */
export function ToggleChip({ pressed, type = 'button', ...props }: ToggleChipProps) {
  return <Chip type={type} aria-pressed={pressed} {...props} />
}

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 34px;
  padding: 4px 12px;
  border: 1.5px solid ${colours.border};
  border-radius: 999px;
  background: ${colours.box};
  color: ${colours.text};
  font: inherit;
  font-size: 14px;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${colours.primary};
    background: color-mix(in srgb, ${colours.primary} 10%, ${colours.box});
    color: ${colours.primary};
    font-weight: 600;
  }

  &:disabled {
    color: ${colours.disabled};
    cursor: not-allowed;
  }

  ${focusRing}
`
