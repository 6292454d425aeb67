import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Stepper } from './Stepper'
import { colours } from './tokens'

export type GuestPickerRow<K extends string> = {
  key: K
  label: ReactNode
  description?: ReactNode
  value: number
  min: number
  max: number
  decreaseLabel: string
  increaseLabel: string
}

export type GuestPickerProps<K extends string> = {
  rows: readonly GuestPickerRow<K>[]
  onChange: (key: K, value: number) => void
  disabled?: boolean
}

/** Adults, children and rooms (or any counts) as a list of steppers. */
export function GuestPicker<K extends string>({ rows, onChange, disabled }: GuestPickerProps<K>) {
  return (
    <List>
      {rows.map((row) => (
        <li key={row.key}>
          <Stepper
            label={row.label}
            description={row.description}
            value={row.value}
            min={row.min}
            max={row.max}
            decreaseLabel={row.decreaseLabel}
            increaseLabel={row.increaseLabel}
            disabled={disabled}
            onChange={(value) => onChange(row.key, value)}
          />
        </li>
      ))}
    </List>
  )
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: 1px solid ${colours.border};
  }
`
