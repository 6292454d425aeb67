import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { MinusIcon, PlusIcon } from './icons'
import { colours, focusRing } from './tokens'

export type StepperProps = {
  /** What is counted, e.g. "Adult". */
  label: ReactNode
  /** A second line under the label, e.g. the price. */
  description?: ReactNode
  value: number
  min?: number
  max?: number
  onChange: (value: number) => void
  /** The buttons' accessible names, e.g. "Fewer Adult" / "More Adult". */
  decreaseLabel: string
  increaseLabel: string
  disabled?: boolean
}

/** A count with − and + buttons; the value is announced when it changes. */
export function Stepper({
  label,
  description,
  value,
  min = 0,
  max = 99,
  onChange,
  decreaseLabel,
  increaseLabel,
  disabled = false,
}: StepperProps) {
  const labelId = useId()
  return (
    <Row role="group" aria-labelledby={labelId}>
      <Text>
        <Label id={labelId}>{label}</Label>
        {description ? <Description>{description}</Description> : null}
      </Text>
      <Controls>
        <Step
          type="button"
          aria-label={decreaseLabel}
          disabled={disabled || value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <MinusIcon size={18} />
        </Step>
        <Value aria-live="polite" aria-atomic="true" data-testid="stepper-value">
          {value}
        </Value>
        <Step
          type="button"
          aria-label={increaseLabel}
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <PlusIcon size={18} />
        </Step>
      </Controls>
    </Row>
  )
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 10px 0;
`

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`

const Label = styled.span`
  font-weight: 600;
`

const Description = styled.span`
  font-size: 14px;
  color: ${colours.muted};
`

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  flex: none;
`

const Step = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1.5px solid ${colours.border};
  border-radius: 50%;
  background: ${colours.box};
  color: ${colours.primary};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${colours.primary};
  }

  &:disabled {
    color: ${colours.disabled};
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${focusRing}
`

const Value = styled.output`
  min-width: 32px;
  font-size: 17px;
  font-weight: 600;
  text-align: center;
  font-variant-numeric: tabular-nums;
`
