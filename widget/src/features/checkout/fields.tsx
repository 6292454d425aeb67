import { colours, focusRing, radius } from '@jaunt/ui'
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'
import styled from 'styled-components'

type FieldFrameProps = { label: string; error: string | null; children: (ids: FieldIds) => ReactNode }
type FieldIds = { id: string; errorId: string; invalid: boolean }

/** A labelled control with its error below it, announced and tied to the control. */
function FieldFrame({ label, error, children }: FieldFrameProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, errorId, invalid: error !== null })}
      {error ? (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      ) : null}
    </Wrap>
  )
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string
  error: string | null
  onChange: (value: string) => void
}

export function TextField({ label, error, onChange, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, errorId, invalid }) => (
        <Input
          {...input}
          id={id}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  )
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  label: string
  error: string | null
  placeholder: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}

export function SelectField({ label, error, placeholder, options, onChange, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, errorId, invalid }) => (
        <Select
          {...select}
          id={id}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  )
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`

const Label = styled.label`
  font-size: 13px;
  font-weight: 600;
`

const control = `
  box-sizing: border-box;
  width: 100%;
  min-height: 42px;
  padding: 8px 10px;
  border: 1px solid ${colours.border};
  border-radius: ${radius.control};
  background: ${colours.box};
  color: ${colours.text};
  font: inherit;
  font-size: 15px;

  &[aria-invalid='true'] {
    border-color: ${colours.danger};
  }
`

const Input = styled.input`
  ${control}
  ${focusRing}
`

const Select = styled.select`
  ${control}
  ${focusRing}
`

const Error = styled.span`
  font-size: 13px;
  color: ${colours.danger};
`
